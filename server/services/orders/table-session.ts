import { eq, isNull, and } from "drizzle-orm";
import { toMilli } from "@/lib/domain/money";
import { tableSessionEnd, tableSessionIdleMinutes } from "@/lib/domain/table-session";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { loadOrderView } from "./view";

/** The venue's idle time of a table session, in minutes (menu flag table_session_idle_minutes). */
export const idleMinutesOf = (document: Record<string, unknown>) => tableSessionIdleMinutes(document.table_session_idle_minutes);

/**
 * The order if the table's session on it is still open at `now`, else null. A session seen to end
 * is stored as ended (table_session_ended_at), so it never answers to the table's token again, on
 * any instance, whatever happens to the order later.
 */
export async function openSessionOrNull(db: Db, document: Record<string, unknown>, uuid: string | null, now: Date): Promise<string | null> {
  if (!uuid) return null;
  const [row] = await db
    .select({ updatedAt: orders.updatedAt, endedAt: orders.tableSessionEndedAt })
    .from(orders)
    .where(eq(orders.uuid, uuid))
    .limit(1);
  const view = await loadOrderView(db, uuid);
  if (!row || !view) return null;
  const paid = view.payments.reduce((total, payment) => total + toMilli(payment.amount), 0);
  const session = { status: view.status, paid, balanceDue: toMilli(view.balance_due), lastActivity: row.updatedAt, endedAt: row.endedAt };
  const end = tableSessionEnd(session, idleMinutesOf(document), now);
  if (end === null) return uuid;
  if (end !== "ended") await markSessionEnded(db, uuid, now);
  return null;
}

async function markSessionEnded(db: Db, uuid: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ tableSessionEndedAt: now })
    .where(and(eq(orders.uuid, uuid), isNull(orders.tableSessionEndedAt)));
}

export const SESSION_ENDED = "This table's visit is over: its bill was settled or left idle. Scan the QR code again to start a new order.";

export const ORDER_CLOSED = "This table's order is closed: its bill was settled or left idle. Start a new order to add more.";
