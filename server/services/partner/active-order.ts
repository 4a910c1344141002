import { and, desc, eq, inArray } from "drizzle-orm";
import { ACTIVE_STATUSES } from "@/lib/domain/order-status";
import type { ActiveOrderAnswer } from "@/lib/api/schemas/partner";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { loadPartnerVenue } from "./venue";

/**
 * The active order (pending, accepted or preparing) at a table or room of a partner venue: the
 * latest one when several exist. None is an answer, not an error: 200 with order_id null, which
 * the app reads as "no active order".
 */
export async function findActiveOrder(db: Db, venueId: number, orderLocation: string): Promise<ActiveOrderAnswer> {
  await loadPartnerVenue(db, venueId);
  const [order] = await db
    .select({ uuid: orders.uuid, commonOrder: orders.commonOrder })
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.originLabel, orderLocation), inArray(orders.status, [...ACTIVE_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  return order ? { order_id: order.uuid, common_order: order.commonOrder } : { order_id: null, common_order: false };
}
