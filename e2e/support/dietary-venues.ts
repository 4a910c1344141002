import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product, type JsonObject } from "./fixture-venue-file";

/**
 * Venues of e2e/dietary-filter.spec.ts (issue 16 item 2): the demo's settings and properties (1 Vegan,
 * 5 Contains nuts...) with one category of dishes that carry them, search on, open around the clock.
 * The second is the same menu without enable_dietary_filter.
 */
const PROPERTIES = { vegan: 1, nuts: 5 } as const;

export const DIET_VENUE = {
  licence: "e2e-diet-9730",
  host: "diet-kitchen.localhost",
  menuId: 9730,
  name: "Diet Kitchen",
  category: { id: 97301, name: "Mezze" },
  products: {
    falafel: { id: 97311, name: "Falafel plate", price: 24, properties: [PROPERTIES.vegan] },
    walnutSalad: { id: 97312, name: "Walnut salad", price: 28, properties: [PROPERTIES.vegan, PROPERTIES.nuts] },
    greenSalad: { id: 97313, name: "Green salad", price: 22, properties: [PROPERTIES.vegan] },
    /** Offered in the cart's upsell. */
    baklava: { id: 97314, name: "Pistachio baklava", price: 18, properties: [PROPERTIES.nuts], upsell: true },
    /** Offered in the cart's upsell. */
    soup: { id: 97315, name: "Lentil soup", price: 16, properties: [PROPERTIES.vegan], upsell: true },
    wings: { id: 97316, name: "Chicken wings", price: 32, properties: [] },
  },
} as const;

export const DIET_OFF_VENUE = {
  ...DIET_VENUE,
  licence: "e2e-diet-9731",
  host: "diet-off.localhost",
  menuId: 9731,
  name: "Diet Off Kitchen",
} as const;

type Dish = { id: number; name: string; price: number; properties: readonly number[]; upsell?: boolean };

function dish(entry: Dish, image: string): JsonObject {
  return product(entry.id, entry.name, entry.price, image, {
    category: DIET_VENUE.category.id,
    properties: [...entry.properties],
    upsell_cart: entry.upsell ?? false,
  });
}

function venue(fixture: typeof DIET_VENUE | typeof DIET_OFF_VENUE, enable: boolean): VenueFileInput {
  const p = DIET_VENUE.products;
  return fixtureVenueFile(demoVenue(), fixture, {
    enable_dietary_filter: enable,
    enable_search: true,
    enable_order: true,
    enable_takeaway: true,
    enable_delivery: false,
    enable_dine_in: false,
    enable_drive_thru: false,
    enable_coupons: false,
    coupon_auto_apply: null,
    checkout_terms: null,
    minimum_order_amount: 0,
    home_display_all_categories: false,
    display_properties_in_product: false,
    categories: [
      category(DIET_VENUE.category.id, DIET_VENUE.category.name, [
        dish(p.falafel, "falafel-box"),
        dish(p.walnutSalad, "fattoush"),
        dish(p.greenSalad, "tabbouleh"),
        dish(p.baklava, "kunafa"),
        dish(p.soup, "hummus"),
        dish(p.wings, "mixed-grill"),
      ]),
    ],
  });
}

export function dietaryVenues(): VenueFileInput[] {
  return [venue(DIET_VENUE, true), venue(DIET_OFF_VENUE, false)];
}
