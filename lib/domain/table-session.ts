import { isActiveStatus } from "./order-status";
import type { Milli } from "./money";

/**
 * Table session (issue 24 item 1): a table's QR token leads to the table's current open order only.
 * The session ends for good when the bill is settled (paid in full and no longer pending), when the
 * order is cancelled or rejected (or otherwise no longer active), or after the venue's idle time
 * without any change to the order.
 */

/** 4 hours: a table left alone that long has a new party, whatever the bill says. */
export const DEFAULT_TABLE_SESSION_IDLE_MINUTES = 240;

export interface TableSessionOrder {
  status: string;
  /** Sum of the PAID payments, in thousandths. */
  paid: Milli;
  balanceDue: Milli;
  /** The order's last change (lines, tips, payments, status). */
  lastActivity: Date;
  /** Set once the session was seen to end: it never opens again. */
  endedAt: Date | null;
}

export type TableSessionEnd = "ended" | "settled" | "closed" | "idle";

/** Why the table's session on this order is over at `now`, or null while it is open. */
export function tableSessionEnd(order: TableSessionOrder, idleMinutes: number, now: Date): TableSessionEnd | null {
  if (order.endedAt !== null) return "ended";
  if (!isActiveStatus(order.status)) return "closed";
  if (order.status !== "pending" && order.paid > 0 && order.balanceDue <= 0) return "settled";
  if (now.getTime() - order.lastActivity.getTime() >= idleMinutes * 60_000) return "idle";
  return null;
}

/** The venue's table_session_idle_minutes, read tolerantly: anything but a positive number is the default. */
export function tableSessionIdleMinutes(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : DEFAULT_TABLE_SESSION_IDLE_MINUTES;
}
