import { and, eq } from "drizzle-orm";
import type { VenueApiDeps } from "../deps";
import { orders, venues } from "../db/schema";
import { ApiProblem, notFound } from "../errors";
import type { OrderUpdate } from "./events";
import { isOrderUuid } from "./orders/view";

export interface CommonOrderChange {
  /** The venue the POS speaks for: another venue's order is unknown to it. */
  license: string;
  uuid: string;
  common: boolean;
}

/**
 * Sets an order's POS common-order flag (000 and 001 section 8), as the POS does when it takes the
 * table's order over, and publishes `order-update` in the same transaction so open order screens show
 * or drop the busy notice at once. The flag is the venue's own: an order of another venue is 404.
 */
export async function setCommonOrder(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock">,
  change: CommonOrderChange,
  afterCommit?: (update: OrderUpdate) => Promise<void>,
): Promise<OrderUpdate> {
  if (!isOrderUuid(change.uuid)) throw new ApiProblem(400, { detail: "Not an order uuid." });
  const uuid = change.uuid.toLowerCase();
  const update = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(venues, eq(venues.id, orders.venueId))
      .where(and(eq(orders.uuid, uuid), eq(venues.license, change.license)))
      .for("update", { of: orders });
    if (!order) throw notFound("Order");
    const updated = deps.clock();
    await tx.update(orders).set({ commonOrder: change.common, updatedAt: updated }).where(eq(orders.uuid, uuid));
    const event = { uuid, status: order.status, updated: updated.toISOString() };
    await deps.events.publish(tx, event);
    return event;
  });
  await afterCommit?.(update);
  return update;
}
