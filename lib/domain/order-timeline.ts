import { isAccepted, isCancelled } from "./order-status";

export type StepState = "done" | "current" | "upcoming";

export interface TimelineState {
  pending: StepState;
  accepted: StepState;
  /** The pending step's Edit link (to home) is offered while the order is still pending. */
  editable: boolean;
}

/**
 * The two-step timeline of 001 section 2 (pending, accepted). Accepted or preparing reach the
 * accepted step; fulfilled completes it. A cancelled order has no timeline: the notice replaces it.
 */
export function timelineState(status: string): TimelineState | null {
  if (isCancelled(status)) return null;
  if (status === "fulfilled") return { pending: "done", accepted: "done", editable: false };
  if (isAccepted(status)) return { pending: "done", accepted: "current", editable: false };
  return { pending: "current", accepted: "upcoming", editable: true };
}
