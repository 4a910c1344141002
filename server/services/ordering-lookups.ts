import { and, asc, eq } from "drizzle-orm";
import type { Coupon as CouponAnswer } from "@/lib/api/schemas/coupon";
import type { DeliveryZoneAnswer } from "@/lib/api/schemas/delivery-zone";
import { isCouponValidAt } from "@/lib/domain/coupon";
import { zoneForPoint } from "@/lib/domain/delivery-zone";
import type { LatLng } from "@/lib/domain/geo";
import { fromMilli, toMilli } from "@/lib/domain/money";
import type { Db } from "../db/client";
import { coupons, deliveryZones, tableSections, venues, venueTables } from "../db/schema";

const amount = (value: string) => fromMilli(toMilli(value));

/** The venue's coupon with this code when valid at `now`; an unknown, early or expired code is null. */
export async function findValidCoupon(db: Db, menuId: number, code: string, now: Date): Promise<CouponAnswer | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.venueId, menuId), eq(coupons.code, normaliseCouponKey(code))))
    .limit(1);
  if (!row || !isCouponValidAt({ valid_from: row.validFrom, valid_until: row.validUntil }, now)) return null;
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

/** Codes are stored uppercased (venue import) and travel uppercased (001 section 5). */
export function normaliseCouponKey(code: string): string {
  return code.trim().toUpperCase();
}

export async function venueExists(db: Db, menuId: number): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, menuId));
  return row !== undefined;
}

/** The delivery zone serving the point (lib/domain's rule for overlapping zones), or null outside all. */
export async function findDeliveryZone(db: Db, menuId: number, point: LatLng): Promise<DeliveryZoneAnswer | null> {
  const zones = await db.select().from(deliveryZones).where(eq(deliveryZones.venueId, menuId)).orderBy(asc(deliveryZones.id));
  const zone = zoneForPoint(
    zones.map((row) => ({ ...row, fee: toMilli(row.fee) })),
    point,
  );
  return zone ? { delivery_amount: fromMilli(zone.fee), name: zone.name } : null;
}

export type SectionMinimum = { found: "venue-missing" } | { found: "table-missing" } | { found: "table"; minimum_order_amount: number };

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
