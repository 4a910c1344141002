import { asc, eq } from "drizzle-orm";
import { fromMilli, toMilli } from "@/lib/domain/money";
import type { Db } from "../db/client";
import { coupons, deliveryZones, employees, geofences, tableSections, venueDomains, venues, venueTables, wallets } from "../db/schema";
import type { VenueFile } from "./venue-file";

type Partner = NonNullable<VenueFile["partner"]>;

const amount = (text: string) => fromMilli(toMilli(text));
/** UTC, with milliseconds only when there are some, so "2020-01-01T00:00:00Z" comes back as written. */
const instant = (date: Date | null) => (date ? date.toISOString().replace(/\.000Z$/, "Z") : null);

/**
 * Rebuilds a venue's file from the database, the inverse of importVenue: importing the result gives
 * the same state. Wallet balances are the current ones. Null when the licence is unknown.
 */
export async function exportVenue(db: Db, license: string): Promise<VenueFile | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.license, license));
  if (!venue) return null;
  const venueId = venue.id;
  const [domainRows, couponRows, zoneRows, fenceRows, sectionRows, tableRows, walletRows, employeeRows] = await Promise.all([
    db.select().from(venueDomains).where(eq(venueDomains.venueId, venueId)).orderBy(asc(venueDomains.domain)),
    db.select().from(coupons).where(eq(coupons.venueId, venueId)).orderBy(asc(coupons.id)),
    db.select().from(deliveryZones).where(eq(deliveryZones.venueId, venueId)).orderBy(asc(deliveryZones.id)),
    db.select().from(geofences).where(eq(geofences.venueId, venueId)).orderBy(asc(geofences.id)).limit(1),
    db.select().from(tableSections).where(eq(tableSections.venueId, venueId)).orderBy(asc(tableSections.id)),
    db.select().from(venueTables).where(eq(venueTables.venueId, venueId)).orderBy(asc(venueTables.id)),
    db.select().from(wallets).where(eq(wallets.venueId, venueId)).orderBy(asc(wallets.id)),
    db.select().from(employees).where(eq(employees.venueId, venueId)).orderBy(asc(employees.id)),
  ]);

  const tables = tableRows.filter((row) => row.kind === "table");
  const sections = sectionRows.map((section) => ({
    name: section.name,
    minimum_order_amount: amount(section.minimumOrderAmount),
    tables: tables.filter((table) => table.sectionId === section.id).map((table) => table.number),
  }));
  // The file format keeps tables inside sections; a table whose section is gone still deserves a QR code.
  const loose = tables.filter((table) => !sectionRows.some((section) => section.id === table.sectionId));
  if (loose.length) sections.push({ name: "Tables", minimum_order_amount: 0, tables: loose.map((table) => table.number) });

  const fence = fenceRows[0];
  const storedPartner = venue.partner as Partial<Partner> | null;
  const partner: Partner | null =
    storedPartner || walletRows.length || employeeRows.length
      ? {
          wallets: walletRows.map((wallet) => ({
            wallet_id: wallet.walletId,
            name: wallet.name,
            phone: wallet.phone,
            balance: amount(wallet.balance),
            otp_secret: wallet.otpSecret,
          })),
          employees: employeeRows.map((employee) => ({ employee_id: employee.employeeId, employee_phone: employee.employeePhone })),
          loyalty_promotions: storedPartner?.loyalty_promotions ?? [],
        }
      : null;

  // The stored values were validated by venueFile on import; the casts only restore their literal types.
  return {
    license: venue.license,
    license_status: venue.licenseStatus,
    default_language: venue.defaultLanguage as VenueFile["default_language"],
    languages: venue.languages as VenueFile["languages"],
    custom_domains: domainRows.map((row) => row.domain),
    payment_provider: venue.paymentProvider as VenueFile["payment_provider"],
    menu: { ...venue.document, id: venueId },
    coupons: couponRows.map((coupon) => ({
      code: coupon.code,
      discount_value_type: coupon.discountValueType as "percentage" | "fixed",
      discount_value: amount(coupon.discountValue),
      min_order_value: amount(coupon.minOrderValue),
      max_discount_value: coupon.maxDiscountValue === null ? null : amount(coupon.maxDiscountValue),
      free_delivery: coupon.freeDelivery,
      products: coupon.products,
      categories: coupon.categories,
      valid_from: instant(coupon.validFrom),
      valid_until: instant(coupon.validUntil),
    })),
    delivery_zones: zoneRows.map((zone) => ({
      name: zone.name,
      fee: amount(zone.fee),
      polygon: { type: "Polygon", coordinates: zone.polygon.coordinates as [number, number][][] },
    })),
    geofence: !fence
      ? null
      : fence.polygon
        ? { polygon: { type: "Polygon", coordinates: fence.polygon.coordinates as [number, number][][] } }
        : { center: { lat: Number(fence.centerLat), lng: Number(fence.centerLng) }, radius_m: fence.radiusMeters ?? 0 },
    table_sections: sections,
    rooms: tableRows.filter((row) => row.kind === "room").map((row) => row.number),
    partner,
  };
}
