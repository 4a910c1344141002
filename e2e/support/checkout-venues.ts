import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, CASH_ONLY, demoVenue as demo, fixtureVenueFile, NAME_ONLY_CHECKOUT, product } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/delivery-availability.spec.ts and e2e/checkout-left-open.spec.ts (issue 24
 * items 7 and 8): the demo's settings with the demo's three delivery zones and no map picker
 * (enable_address_google_maps off), so a delivery could never be priced; the order-type selector on
 * home; the checkout asks a name and the date-time (enable_delivery_datetime), cash only, open around
 * the clock.
 */
export const ZONES_NO_MAP_VENUE = {
  licence: "e2e-checkout-24",
  host: "checkout-zones.localhost",
  menuId: 92401,
  name: "Zone Kitchen",
  category: { id: 92410, name: "Coffee" },
  /** AED 32: above the delivery minimum of 30 on its own. */
  latte: { id: 92411, name: "Cardamom latte", price: 32 },
  timezone: "Asia/Dubai",
} as const;

export function zonesNoMapVenue(): VenueFileInput {
  const source = demo();
  const venue = ZONES_NO_MAP_VENUE;
  return fixtureVenueFile(
    source,
    venue,
    {
      home_display_all_categories: false,
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      enable_delivery_datetime: true,
      enable_address_google_maps: false,
      enable_display_order_type_home: true,
      timezone: venue.timezone,
      categories: [
        category(venue.category.id, venue.category.name, [product(venue.latte.id, venue.latte.name, venue.latte.price, "flat-white")]),
      ],
    },
    { delivery_zones: source.delivery_zones },
  );
}

/**
 * The demo venue's catalogue, coupons and settings without its delivery zones, on its own host: a
 * delivery there goes to a written address, as the demo's did before issue 24 item 7 made the demo's
 * delivery unavailable (zones and no map). e2e/cart.spec.ts prices its delivery cases here.
 */
export const DEMO_DELIVERY_VENUE = {
  licence: "e2e-demo-delivery-24",
  host: "demo-delivery.localhost",
  menuId: 92402,
  name: "Saffron & Sand Delivery",
} as const;

export function demoDeliveryVenue(): VenueFileInput {
  const source = demo();
  return fixtureVenueFile(
    source,
    DEMO_DELIVERY_VENUE,
    { addtocart_redirect: "back", opening_hours: [] },
    { coupons: source.coupons as VenueFileInput["coupons"], table_sections: source.table_sections as VenueFileInput["table_sections"] },
  );
}
