import { and, asc, eq } from "drizzle-orm";
import { couponFromData, type Coupon } from "@/lib/domain/coupon";
import { pointInPolygon, type LatLng } from "@/lib/domain/geo";
import { toMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { coupons, deliveryZones, tableSections, venueTables } from "../../db/schema";

/** Codes are stored uppercased (venue import) and travel uppercased (001 section 5). */
export function couponKey(code: string): string {
  return code.trim().toUpperCase();
}

/** The venue's coupon with that code when it is valid at `now` (valid_from and valid_until inclusive), else null. */
export async function findValidCoupon(db: Db, venueId: number, code: string, now: Date): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons)
    .where(and(eq(coupons.venueId, venueId), eq(coupons.code, couponKey(code))))
    .limit(1);
  if (!row) return null;
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return null;
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return null;
  return couponFromData({
    id: row.id,
    code: row.code,
    products: row.products,
    categories: row.categories,
    discount_value_type: row.discountValueType === "percentage" ? "percentage" : "fixed",
    discount_value: row.discountValue,
    min_order_value: row.minOrderValue,
    max_discount_value: row.maxDiscountValue,
    free_delivery: row.freeDelivery,
  });
}

export type DeliveryQuote = { zones: false } | { zones: true; fee: Milli | null };

/**
 * The delivery fee at a position: the fee of the first zone (in import order) whose polygon holds
 * it, null when outside every zone. A venue without zones delivers anywhere at no fee.
 */
export async function deliveryFeeAt(db: Db, venueId: number, point: LatLng | null): Promise<DeliveryQuote> {
  const zones = await db.select().from(deliveryZones).where(eq(deliveryZones.venueId, venueId)).orderBy(asc(deliveryZones.id));
  if (zones.length === 0) return { zones: false };
  const zone = point ? zones.find((candidate) => pointInPolygon(point, candidate.polygon)) : undefined;
  return { zones: true, fee: zone ? toMilli(zone.fee) : null };
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
