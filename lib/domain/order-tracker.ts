import { isCancelled, type OrderStatus } from "./order-status";

/** The steps an order goes through (001 section 4), in order; canceled or rejected end it early. */
export const TRACKER_STEPS = ["pending", "accepted", "preparing", "fulfilled"] as const satisfies readonly OrderStatus[];

export type StepState = "done" | "current" | "upcoming";

export interface TrackerStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this status (ISO), or null when not reached or its time is unknown. */
  at: string | null;
}

export interface OrderTracker {
  /** Every step reached, then those still to come; an ended order shows its end state last, instead of the rest. */
  steps: TrackerStep[];
  /** Canceled or rejected: the last step is the end state. */
  ended: boolean;
  /** The pending step's Edit link (001 section 2): only while the order is pending and nothing is paid. */
  editable: boolean;
  /** Beyond the specification: accepted time plus the venue's preparation minutes, while the kitchen has it. */
  readyBy: string | null;
}

export interface TrackerFacts {
  status: OrderStatus;
  /** When the order reached each status, oldest first (the order's status_changes). */
  changes: readonly { status: OrderStatus; at: string }[];
  /** Something of the order is paid (online in full, or any payment recorded). */
  paid: boolean;
  /** The venue's preparation time in minutes, null when it gives none. */
  preparationMinutes: number | null;
}

const MINUTE = 60_000;

/** The latest time the order reached `status`. */
function reachedAt(changes: TrackerFacts["changes"], status: OrderStatus): string | null {
  return changes.findLast((change) => change.status === status)?.at ?? null;
}

/**
 * The order tracker (issue 28): every status of 001 section 4 as a step with the time it was reached.
 * Steps before the current one are done, even when the venue skipped them (pending straight to
 * fulfilled); canceled or rejected replace the steps not reached with the end state. Edit goes once the
 * kitchen has the order or money was taken. The ready time counts from acceptance (or from preparing
 * when the venue skipped accepted) and is shown only while accepted or preparing.
 */
export function orderTracker({ status, changes, paid, preparationMinutes }: TrackerFacts): OrderTracker {
  const ended = isCancelled(status);
  // An ended order's last step before the end: the latest step it reached (pending at least).
  const reached = ended
    ? Math.max(0, ...TRACKER_STEPS.map((step, index) => (reachedAt(changes, step) ? index : 0)))
    : TRACKER_STEPS.indexOf(status as (typeof TRACKER_STEPS)[number]);
  const steps: TrackerStep[] = TRACKER_STEPS.flatMap((step, index): TrackerStep[] => {
    if (ended && index > reached) return [];
    const state: StepState = index < reached || ended ? "done" : index === reached ? "current" : "upcoming";
    return [{ status: step, state, at: state === "upcoming" ? null : reachedAt(changes, step) }];
  });
  if (ended) steps.push({ status, state: "current", at: reachedAt(changes, status) });
  return { steps, ended, editable: status === "pending" && !paid, readyBy: readyBy({ status, changes, preparationMinutes }) };
}

function readyBy({ status, changes, preparationMinutes }: Omit<TrackerFacts, "paid">): string | null {
  if (preparationMinutes === null || preparationMinutes <= 0) return null;
  if (status !== "accepted" && status !== "preparing") return null;
  const since = reachedAt(changes, "accepted") ?? reachedAt(changes, "preparing");
  if (since === null) return null;
  const start = Date.parse(since);
  if (Number.isNaN(start)) return null;
  return new Date(start + preparationMinutes * MINUTE).toISOString();
}
