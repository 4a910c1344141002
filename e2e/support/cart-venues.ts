import type { VenueFileInput } from "@/server/venue/venue-file";
import {
  category,
  demoVenue as demo,
  fixtureVenueFile,
  product,
  type DemoVenue,
  type JsonObject,
  NAME_ONLY_CHECKOUT,
  CASH_ONLY,
} from "./fixture-venue-file";

/**
 * Fixture venues of e2e/journey-cart.spec.ts (issue 11 items 6, 8, 9 and 13), each the demo's settings
 * (AED with 2 decimals, VAT 5 % and a fixed service fee of 2, minimum order 30 for delivery) with one
 * category of two products, open around the clock, on its own *.localhost host. Cash is the only
 * payment type and the checkout asks only a name, so each journey stays on its subject.
 *
 * The first three are imported into the shared e2e server (import-fixture-venues.ts); the maps venue
 * without a key runs on its own app process without GOOGLE_MAPS_API_KEY (e2e/support/postgres-app.ts).
 */
export const COUPON_VENUE = {
  licence: "9530",
  host: "cart-coupon.localhost",
  menuId: 98001,
  name: "Coupon Kitchen",
  category: { id: 98101, name: "Coffee" },
  /** AED 22: five of them make 110, under SAVE20's minimum of 120; six make 132. */
  latte: { id: 98111, name: "Cardamom latte", price: 22 },
  cake: { id: 98112, name: "Date cake", price: 30 },
} as const;

/** enable_wishlist without a table link: browse-only, no checkout, no payment. */
export const BROWSE_VENUE = {
  licence: "9531",
  host: "cart-browse.localhost",
  menuId: 98002,
  name: "Browse Kitchen",
  category: { id: 98201, name: "Coffee" },
  latte: { id: 98211, name: "Cardamom latte", price: 22 },
  cake: { id: 98212, name: "Date cake", price: 30 },
} as const;

/** No delivery; the order-type selector on home (enable_display_order_type_home). */
export const HOME_TYPES_VENUE = {
  licence: "9532",
  host: "cart-home.localhost",
  menuId: 98003,
  name: "Home Types Kitchen",
  category: { id: 98301, name: "Coffee" },
  latte: { id: 98311, name: "Cardamom latte", price: 22 },
  cake: { id: 98312, name: "Date cake", price: 30 },
} as const;

/** Delivery addresses picked on the map, with the demo's 'Downtown Dubai' zone (fee 5); served without a maps key. */
export const NO_MAPS_KEY_VENUE = {
  licence: "9533",
  host: "cart-nokey.localhost",
  menuId: 98004,
  name: "No Key Kitchen",
  category: { id: 98401, name: "Coffee" },
  latte: { id: 98411, name: "Cardamom latte", price: 22 },
  cake: { id: 98412, name: "Date cake", price: 30 },
  zone: "Downtown Dubai",
} as const;

type Fixture = typeof COUPON_VENUE | typeof BROWSE_VENUE | typeof HOME_TYPES_VENUE | typeof NO_MAPS_KEY_VENUE;

function item(entry: { id: number; name: string; price: number }, image: string): JsonObject {
  return product(entry.id, entry.name, entry.price, image);
}

function venueFile(source: DemoVenue, venue: Fixture, menu: JsonObject, extra: Partial<VenueFileInput> = {}): VenueFileInput {
  const tables = { table_sections: [{ name: "Main hall", minimum_order_amount: 0, tables: ["1", "2", "3", "4"] }] };
  return fixtureVenueFile(
    source,
    venue,
    {
      home_display_all_categories: false,
      // The checkout asks only a name; cash only.
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      categories: [category(venue.category.id, venue.category.name, [item(venue.latte, "flat-white"), item(venue.cake, "kunafa")])],
      ...menu,
    },
    { ...tables, ...extra },
  );
}

/** The demo's HELLO5 (5 %, applied automatically) and SAVE20 (20 off from 120). */
export function couponVenue(): VenueFileInput {
  const coupons = [
    { code: "HELLO5", discount_value_type: "percentage", discount_value: 5 },
    { code: "SAVE20", discount_value_type: "fixed", discount_value: 20, min_order_value: 120 },
  ] as const;
  return venueFile(demo(), COUPON_VENUE, { enable_coupons: true, coupon_auto_apply: "HELLO5" }, { coupons: [...coupons] });
}

export function browseVenue(): VenueFileInput {
  return venueFile(demo(), BROWSE_VENUE, { enable_wishlist: true });
}

export function homeTypesVenue(): VenueFileInput {
  return venueFile(demo(), HOME_TYPES_VENUE, { enable_delivery: false, enable_display_order_type_home: true });
}

export function noMapsKeyVenue(): VenueFileInput {
  const source = demo();
  const zone = source.delivery_zones.find((candidate) => candidate.name === NO_MAPS_KEY_VENUE.zone);
  if (!zone) throw new Error(`The demo venue has no delivery zone ${NO_MAPS_KEY_VENUE.zone}`);
  return venueFile(source, NO_MAPS_KEY_VENUE, { enable_address_google_maps: true }, { delivery_zones: [zone] });
}

/** The venues the shared e2e server imports (the maps venue without a key has its own app). */
export function cartVenues(): VenueFileInput[] {
  return [couponVenue(), browseVenue(), homeTypesVenue()];
}
