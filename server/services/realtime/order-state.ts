import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import type { OrderUpdate } from "../events";

/** The order's current status in the shape of an `order-update` event, or null for an unknown order. */
export async function currentOrderUpdate(db: Db, uuid: string): Promise<OrderUpdate | null> {
  const [row] = await db
    .select({ uuid: orders.uuid, status: orders.status, updated: orders.updatedAt })
    .from(orders)
    .where(eq(orders.uuid, uuid));
  return row ? { uuid: row.uuid, status: row.status, updated: row.updated.toISOString() } : null;
}
