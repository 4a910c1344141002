import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { CouponInput } from "@/lib/api/schemas/coupon";
import type { DeliveryZoneAnswer } from "@/lib/api/schemas/delivery-zone";
import { pointInPolygon, type LatLng } from "@/lib/domain/geo";
import { fromMilli, toMilli } from "@/lib/domain/money";
import type { Db } from "../db/client";
import { coupons, deliveryZones, tableSections, venues, venueTables } from "../db/schema";

const amount = (value: string) => fromMilli(toMilli(value));

/**
 * The venue's coupon with this (already uppercased) code, when valid at `now`. Both ends of the
 * validity window are inclusive and either may be open; an unknown, early or expired code is null.
 */
export async function findValidCoupon(db: Db, menuId: number, code: string, now: Date): Promise<CouponInput | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(
      eq(coupons.venueId, menuId),
      eq(coupons.code, code),
      or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
      or(isNull(coupons.validUntil), gte(coupons.validUntil, now)),
    ));
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    products: row.products,
    categories: row.categories,
    discount_value_type: row.discountValueType === "percentage" ? "percentage" : "fixed",
    discount_value: amount(row.discountValue),
    min_order_value: amount(row.minOrderValue),
    max_discount_value: row.maxDiscountValue === null ? null : amount(row.maxDiscountValue),
    free_delivery: row.freeDelivery,
  };
}

export async function venueExists(db: Db, menuId: number): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, menuId));
  return row !== undefined;
}

/**
 * The delivery zone containing the point. Zones may overlap (an inner ring with a lower fee inside
 * a wider one): the cheapest zone wins, then the first defined.
 */
export async function findDeliveryZone(db: Db, menuId: number, point: LatLng): Promise<DeliveryZoneAnswer | null> {
  const zones = await db.select().from(deliveryZones).where(eq(deliveryZones.venueId, menuId)).orderBy(asc(deliveryZones.id));
  const containing = zones
    .filter((zone) => pointInPolygon(point, zone.polygon))
    .sort((a, b) => toMilli(a.fee) - toMilli(b.fee));
  const zone = containing[0];
  return zone ? { delivery_amount: amount(zone.fee), name: zone.name } : null;
}

export type SectionMinimum =
  | { found: "venue-missing" }
  | { found: "table-missing" }
  | { found: "table"; minimum_order_amount: number };

/** The minimum order of the section a table belongs to; a table in no section has none (0). */
export async function findSectionMinimum(db: Db, license: string, tableNumber: string): Promise<SectionMinimum> {
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.license, license));
  if (!venue) return { found: "venue-missing" };
  const [table] = await db
    .select({ minimum: tableSections.minimumOrderAmount })
    .from(venueTables)
    .leftJoin(tableSections, eq(tableSections.id, venueTables.sectionId))
    .where(and(eq(venueTables.venueId, venue.id), eq(venueTables.kind, "table"), eq(venueTables.number, tableNumber)));
  if (!table) return { found: "table-missing" };
  return { found: "table", minimum_order_amount: table.minimum === null ? 0 : amount(table.minimum) };
}
