import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { coupons, deliveryZones, employees, geofences, tableSections, venueDomains, venues, venueTables, wallets } from "../db/schema";
import { assertFormIdsFree } from "../services/catalogue/venues";
import type { VenueFile } from "./venue-file";
import { announceVenueChange } from "./venue-changes";

const text = (amount: number) => amount.toFixed(3);

/**
 * Replaces a venue's catalogue and settings with a validated venue file, in one transaction: a bad
 * file is refused before this runs, and a failure here leaves the previous state untouched.
 * Orders and submissions are kept.
 */
export async function importVenue(db: Db, file: VenueFile): Promise<{ venueId: number }> {
  const venueId = file.menu.id;
  await db.transaction(async (tx) => {
    const clash = await tx.select({ id: venues.id }).from(venues).where(eq(venues.license, file.license));
    if (clash[0] && clash[0].id !== venueId) {
      throw new Error(`Licence ${file.license} belongs to menu ${clash[0].id}, not ${venueId}`);
    }
    await assertFormIdsFree(tx, venueId, file.menu);
    const row = {
      license: file.license,
      licenseStatus: file.license_status,
      defaultLanguage: file.default_language,
      languages: file.languages,
      document: file.menu,
      paymentProvider: file.payment_provider,
      partner: file.partner,
      updatedAt: new Date(),
    };
    await tx
      .insert(venues)
      .values({ id: venueId, ...row })
      .onConflictDoUpdate({ target: venues.id, set: row });
    for (const table of [venueDomains, coupons, deliveryZones, geofences, venueTables, tableSections, wallets, employees]) {
      await tx.delete(table).where(eq(table.venueId, venueId));
    }
    if (file.custom_domains.length) {
      await tx.insert(venueDomains).values(file.custom_domains.map((domain) => ({ domain, venueId })));
    }
    if (file.coupons.length) {
      await tx.insert(coupons).values(
        file.coupons.map((coupon) => ({
          venueId,
          code: coupon.code,
          discountValueType: coupon.discount_value_type,
          discountValue: text(coupon.discount_value),
          minOrderValue: text(coupon.min_order_value),
          maxDiscountValue: coupon.max_discount_value === null ? null : text(coupon.max_discount_value),
          freeDelivery: coupon.free_delivery,
          products: coupon.products,
          categories: coupon.categories,
          validFrom: coupon.valid_from ? new Date(coupon.valid_from) : null,
          validUntil: coupon.valid_until ? new Date(coupon.valid_until) : null,
        })),
      );
    }
    if (file.delivery_zones.length) {
      await tx.insert(deliveryZones).values(
        file.delivery_zones.map((zone) => ({
          venueId,
          name: zone.name,
          fee: text(zone.fee),
          polygon: zone.polygon,
        })),
      );
    }
    if (file.geofence) {
      const fence = file.geofence;
      await tx
        .insert(geofences)
        .values(
          "polygon" in fence
            ? { venueId, polygon: fence.polygon }
            : { venueId, centerLat: String(fence.center.lat), centerLng: String(fence.center.lng), radiusMeters: fence.radius_m },
        );
    }
    for (const section of file.table_sections) {
      const [inserted] = await tx
        .insert(tableSections)
        .values({ venueId, name: section.name, minimumOrderAmount: text(section.minimum_order_amount) })
        .returning({ id: tableSections.id });
      if (section.tables.length) {
        await tx
          .insert(venueTables)
          .values(section.tables.map((number) => ({ venueId, kind: "table", number, sectionId: inserted?.id ?? null })));
      }
    }
    if (file.rooms.length) {
      await tx.insert(venueTables).values(file.rooms.map((number) => ({ venueId, kind: "room", number })));
    }
    if (file.partner?.wallets.length) {
      await tx.insert(wallets).values(
        file.partner.wallets.map((wallet) => ({
          venueId,
          walletId: wallet.wallet_id,
          name: wallet.name,
          phone: wallet.phone,
          balance: text(wallet.balance),
          otpSecret: wallet.otp_secret,
        })),
      );
    }
    if (file.partner?.employees.length) {
      await tx.insert(employees).values(
        file.partner.employees.map((employee) => ({
          venueId,
          employeeId: employee.employee_id,
          employeePhone: employee.employee_phone,
        })),
      );
    }
    await announceVenueChange(tx, file.license);
  });
  return { venueId };
}
