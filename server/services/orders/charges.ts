import { and, eq } from "drizzle-orm";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import { deliveryNeedsPosition } from "@/lib/domain/delivery-availability";
import type { LatLng } from "@/lib/domain/geo";
import { findDeliveryZone, findValidCoupon } from "../ordering-lookups";
import { toMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { deliveryZones, tableSections, venueTables } from "../../db/schema";
import { ApiProblem } from "../../errors";
import { orderProblem } from "./problems";

/** The venue's coupon with that code when valid at `now`, in the domain's thousandths. */
export async function findValidCouponForOrder(db: Db, venueId: number, code: string, now: Date): Promise<Coupon | null> {
  const found = await findValidCoupon(db, venueId, code, now);
  return found ? couponFromData(found) : null;
}

export type DeliveryQuote = { zones: false } | { zones: true; fee: Milli | null };

/** The delivery fee at a position, null outside every zone (or without a position). A venue without zones has no fee. */
export async function deliveryFeeAt(db: Db, venueId: number, point: LatLng | null): Promise<DeliveryQuote> {
  const zones = await db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.venueId, venueId)).limit(1);
  if (zones.length === 0) return { zones: false };
  const zone = point ? await findDeliveryZone(db, venueId, point) : null;
  return { zones: true, fee: zone ? toMilli(zone.delivery_amount) : null };
}

export interface DeliveryRequest {
  address: string | undefined;
  address_coordinates?: LatLng | null;
}

/** Why a delivery cannot be priced without a map point: shown to the guest as it stands. */
export const DELIVERY_POINT_REQUIRED =
  "This venue delivers only inside its delivery areas and needs the delivery location on a map to check it; a written address alone is not enough.";

/**
 * The delivery fee of a delivery order, or the refusal. A venue with delivery zones charges the
 * fee of the zone holding the address's coordinates: without coordinates no zone can be checked
 * (422), outside every zone is refused (400). A venue without zones has no area to check and no
 * fee rule: it delivers to a written address, or a map point, at no fee.
 */
export async function deliveryChargeFor(db: Db, venueId: number, request: DeliveryRequest): Promise<Milli> {
  const point = request.address_coordinates ?? null;
  const quote = await deliveryFeeAt(db, venueId, point);
  if (!point && (request.address?.trim().length ?? 0) < 3) throw orderProblem("address", "An address is required for delivery.");
  // The guest app offers no delivery where this refusal would come (lib/domain delivery-availability).
  if (!point && deliveryNeedsPosition({ has_delivery_zones: quote.zones })) {
    throw new ApiProblem(422, { detail: DELIVERY_POINT_REQUIRED, errors: { address_coordinates: [DELIVERY_POINT_REQUIRED] } });
  }
  if (quote.zones && quote.fee === null) throw orderProblem("address_coordinates", "The location is outside the delivery area.");
  return quote.zones ? (quote.fee ?? 0) : 0;
}

/** The minimum_order_amount of the section holding the table, null when the table or its section is unknown. */
export async function sectionMinimum(db: Db, venueId: number, tableNumber: string): Promise<Milli | null> {
  const [row] = await db
    .select({ minimum: tableSections.minimumOrderAmount })
    .from(venueTables)
    .innerJoin(tableSections, eq(tableSections.id, venueTables.sectionId))
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.kind, "table"), eq(venueTables.number, tableNumber.trim())))
    .limit(1);
  return row ? toMilli(row.minimum) : null;
}
