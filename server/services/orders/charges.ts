import { and, eq } from "drizzle-orm";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import type { LatLng } from "@/lib/domain/geo";
import { findDeliveryZone, findValidCoupon } from "../ordering-lookups";
import { toMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { deliveryZones, tableSections, venueTables } from "../../db/schema";

/** The venue's coupon with that code when valid at `now`, in the domain's thousandths. */
export async function findValidCouponForOrder(db: Db, venueId: number, code: string, now: Date): Promise<Coupon | null> {
  const found = await findValidCoupon(db, venueId, code, now);
  return found ? couponFromData(found) : null;
}

export type DeliveryQuote = { zones: false } | { zones: true; fee: Milli | null };

/** The delivery fee at a position, null outside every zone. A venue without zones delivers anywhere at no fee. */
export async function deliveryFeeAt(db: Db, venueId: number, point: LatLng | null): Promise<DeliveryQuote> {
  const zones = await db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.venueId, venueId)).limit(1);
  if (zones.length === 0) return { zones: false };
  const zone = point ? await findDeliveryZone(db, venueId, point) : null;
  return { zones: true, fee: zone ? toMilli(zone.delivery_amount) : null };
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
