import { eq } from "drizzle-orm";
import { canChangeStatus, type OrderStatus } from "@/lib/domain/order-status";
import type { VenueApiDeps } from "../deps";
import { orders } from "../db/schema";
import { ApiProblem, notFound } from "../errors";
import type { OrderUpdate } from "./events";

/**
 * Changes an order's status, noting when (the tracker's step times), and publishes `order-update` in the same transaction, so a listener
 * never hears of a change that was rolled back. Ably (when configured) is told after the commit.
 */
export async function changeOrderStatus(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock">,
  uuid: string,
  status: OrderStatus,
  afterCommit?: (update: OrderUpdate) => Promise<void>,
): Promise<OrderUpdate> {
  const update = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, statusChanges: orders.statusChanges })
      .from(orders)
      .where(eq(orders.uuid, uuid))
      .for("update");
    if (!order) throw notFound("Order");
    if (!canChangeStatus(order.status as OrderStatus, status)) {
      throw new ApiProblem(409, { detail: `An order that is ${order.status} cannot become ${status}.` });
    }
    const updated = deps.clock();
    const statusChanges = [...order.statusChanges, { status, at: updated.toISOString() }];
    await tx.update(orders).set({ status, statusChanges, updatedAt: updated }).where(eq(orders.uuid, uuid));
    const event = { uuid, status, updated: updated.toISOString() };
    await deps.events.publish(tx, event);
    return event;
  });
  await afterCommit?.(update);
  return update;
}
