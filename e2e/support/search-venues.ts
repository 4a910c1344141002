import type { Db } from "@/server/db/client";
import { storeOddFields } from "@/server/test/fixtures/odd-fields";
import type { VenueFileInput } from "@/server/venue/venue-file";
import { category as fixtureCategory, demoVenue, fixtureVenueFile, product as fixtureProduct, type JsonObject } from "./fixture-venue-file";

/**
 * A venue for e2e/journey-search.spec.ts (issue 11: a search result -> the product carousel -> an add
 * with required choices -> the checkout summary). The demo's settings (AED at 2 places, VAT 5 % and a
 * fixed service fee of 2, US$ beside the total), takeaway only, open around the clock, products staying
 * on their page after an add. Its menu document then gets a dozen fields of another type than ours
 * (server/test/fixtures/odd-fields.ts) past the import's strict validation, as another implementation of
 * the venue API might answer them: only the guest app's tolerant reader lets this venue render at all.
 */
export const SEARCH_VENUE = {
  licence: "e2e-search-9540",
  host: "search-kitchen.localhost",
  menuId: 9540,
  name: "Search Kitchen",
  categories: {
    grill: { id: 99001, name: "From the grill" },
    drinks: { id: 99002, name: "Cold drinks" },
  },
  products: {
    /** AED 30, no choices. */
    chicken: { id: 99011, name: "Grilled chicken", price: 30 },
    /** AED 60; Size required (Regular +0, Large +15), Sides optional, several (Fries +5, Salad +7). */
    lambChops: { id: 99012, name: "Grilled lamb chops", price: 60 },
    /** AED 28. */
    halloumi: { id: 99013, name: "Grilled halloumi", price: 28 },
    /** AED 18: not a search result for "grilled". */
    lemonade: { id: 99021, name: "Mint lemonade", price: 18 },
  },
  variations: {
    size: { id: 99101, name: "Size", regular: { id: 99111, name: "Regular" }, large: { id: 99112, name: "Large", price: 15 } },
    sides: { id: 99102, name: "Sides", fries: { id: 99121, name: "Fries", price: 5 }, salad: { id: 99122, name: "Salad", price: 7 } },
  },
} as const;

function product(entry: { id: number; name: string; price: number }, image: string, extra: JsonObject = {}): JsonObject {
  return fixtureProduct(entry.id, entry.name, entry.price, image, extra);
}

function category(entry: { id: number; name: string }, products: JsonObject[]): JsonObject {
  return fixtureCategory(entry.id, entry.name, products);
}

const choice = (variation: number, value: number, price: number) => ({
  variation,
  variation_value: value,
  price,
  math_operator: "add",
  display_price: true,
  display_price_product: false,
});

export function searchVenues(): VenueFileInput[] {
  const demo = demoVenue();
  const { categories: c, products: p, variations: v } = SEARCH_VENUE;
  return [
    fixtureVenueFile(demo, SEARCH_VENUE, {
      enable_search: true,
      enable_delivery: false,
      enable_dine_in: false,
      enable_drive_thru: false,
      enable_takeaway: true,
      minimum_order_amount: 0,
      enable_coupons: false,
      coupon_auto_apply: null,
      checkout_terms: null,
      home_display_all_categories: false,
      variations: [
        {
          id: v.size.id,
          name: v.size.name,
          required: true,
          multiple: false,
          max_choices_allowed: 0,
          values: [
            { id: v.size.regular.id, value: v.size.regular.name },
            { id: v.size.large.id, value: v.size.large.name },
          ],
        },
        {
          id: v.sides.id,
          name: v.sides.name,
          required: false,
          multiple: true,
          max_choices_allowed: 2,
          values: [
            { id: v.sides.fries.id, value: v.sides.fries.name },
            { id: v.sides.salad.id, value: v.sides.salad.name },
          ],
        },
      ],
      categories: [
        category(c.grill, [
          product(p.chicken, "mixed-grill"),
          product(p.lambChops, "ouzi", {
            product_variations: [
              choice(v.size.id, v.size.regular.id, 0),
              choice(v.size.id, v.size.large.id, v.size.large.price),
              choice(v.sides.id, v.sides.fries.id, v.sides.fries.price),
              choice(v.sides.id, v.sides.salad.id, v.sides.salad.price),
            ],
          }),
          product(p.halloumi, "halloumi"),
        ]),
        category(c.drinks, [product(p.lemonade, "lemon-mint")]),
      ],
    }),
  ];
}

/** After the import: the odd fields, stored as they are (the import would refuse them). */
export async function storeSearchVenueOddFields(db: Db): Promise<void> {
  await storeOddFields(db, SEARCH_VENUE.menuId);
}
