import { and, eq } from "drizzle-orm";
import { isCancelled } from "@/lib/domain/order-status";
import { sum, toMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { orders, payments, venues } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import { isOrderUuid, loadOrderView, type OrderView } from "../orders/view";
import { partnerVenueOf, type PartnerVenue, type PartnerVenueOptions } from "./venue";

export interface PartnerOrder {
  /** The order as GET /{lang}/api/order/{id}/ reads it (services/orders/view.ts). */
  view: OrderView;
  venue: PartnerVenue;
  /** The shares of a split order, amounts in thousandths. */
  splits: { uuid: string; guestName: string; amount: Milli; status: string }[];
  /** Total minus PAID payments, never below 0 (lib/domain/balance.ts via the order view). */
  balanceDue: Milli;
  /** Sum of the PAID payments. */
  paid: Milli;
  /** A payment has been started and not yet answered by its gateway. */
  paymentInProgress: boolean;
}

/**
 * An order of a partner venue with its splits and balance due. Ids that are not UUIDs are unknown
 * orders (404), not malformed input: the app treats order ids as opaque text. `lock` takes the
 * order row FOR UPDATE first, so that payments, tips and splits of one order are written one call
 * at a time and every balance check sees the previous call's writes.
 */
export async function loadPartnerOrder(
  db: Db,
  uuid: string,
  options: { lock?: boolean } & PartnerVenueOptions = {},
): Promise<PartnerOrder> {
  if (!isOrderUuid(uuid)) throw notFound("Order");
  const id = uuid.toLowerCase();
  if (options.lock) await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.uuid, id)).for("update");
  const view = await loadOrderView(db, id);
  if (!view) throw notFound("Order");
  const [venueRow] = await db.select().from(venues).where(eq(venues.id, view.menu)).limit(1);
  const venue = partnerVenueOf(venueRow, options);
  const [pending] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderUuid, id), eq(payments.status, "PENDING")))
    .limit(1);
  return {
    view,
    venue,
    splits: view.split_payments.map((split) => ({
      uuid: split.uuid,
      guestName: split.guest_name,
      amount: toMilli(split.amount),
      status: split.status,
    })),
    balanceDue: toMilli(view.balance_due),
    paid: sum(view.payments.map((payment) => toMilli(payment.amount))),
    paymentInProgress: pending !== undefined,
  };
}

/**
 * Marks the order changed and publishes order-update in the caller's transaction: its open
 * screens refetch (payments, tips, splits and balance due changed).
 */
export async function touchOrder(tx: Db, deps: Pick<VenueApiDeps, "events" | "clock">, uuid: string): Promise<void> {
  const now = deps.clock();
  const [order] = await tx.update(orders).set({ updatedAt: now }).where(eq(orders.uuid, uuid)).returning({ status: orders.status });
  if (order) await deps.events.publish(tx, { uuid, status: order.status, updated: now.toISOString() });
}

/** Canceled and rejected orders take no more money, tips or splits. */
export function assertPayable(view: OrderView): void {
  if (isCancelled(view.status)) {
    throw new ApiProblem(409, { detail: `The order is ${view.status}.` });
  }
}
