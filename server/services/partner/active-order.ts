import { and, desc, eq, inArray } from "drizzle-orm";
import { ACTIVE_STATUSES } from "@/lib/domain/order-status";
import type { ActiveOrderAnswer } from "@/lib/api/schemas/partner";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { notFound } from "../../errors";
import { placeOfToken } from "../orders/location";
import { openTabOrNull } from "../orders/table-tab";
import { openSessionOrNull } from "../orders/table-session";
import { loadPartnerVenue } from "./venue";

/**
 * The active order (pending, accepted or preparing) at a table or room of a partner venue: the
 * latest one when several exist. The place is named by its QR link's token, never by its number
 * (issue 10 item 6: enumerating numbers handed out every table's order); a token that names none
 * of the venue's tables or rooms is 404. No active order is an answer, not an error: 200 with
 * order_id null, which the app reads as "no active order". The answer is the uuid and the POS flag
 * only, nothing of the guest.
 */
export async function findActiveOrder(db: Db, venueId: number, token: string, salt: string, now: Date): Promise<ActiveOrderAnswer> {
  const venue = await loadPartnerVenue(db, venueId, { tableTab: true });
  const place = await placeOfToken(db, venueId, token, salt);
  if (!place) throw notFound("Table");
  const [order] = await db
    .select({ uuid: orders.uuid, commonOrder: orders.commonOrder })
    .from(orders)
    .where(
      and(
        eq(orders.venueId, venueId),
        eq(orders.originLabel, place.label),
        eq(orders.originType, place.type),
        inArray(orders.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  // A table tab paid in full is closed, and an ended table session (issue 24) is over: the table has no order to join.
  const open = await openSessionOrNull(db, venue.document, await openTabOrNull(db, venue.document, order?.uuid ?? null), now);
  return order && open ? { order_id: order.uuid, common_order: order.commonOrder } : { order_id: null, common_order: false };
}
