import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product, NAME_ONLY_CHECKOUT, CASH_ONLY } from "./fixture-venue-file";

/**
 * The venue of e2e/partner-add-to-order.spec.ts (issue 12 item 3): the demo's settings (AED with 2
 * decimals, VAT 5 % and a fixed service fee of 2) as a partner venue (al_futtaim_enabled), open
 * around the clock, dine-in at tables 1 to 3 and takeaway, cash only, a checkout that asks nothing
 * at a table, and none of the venue's own texts (ui_strings), so the defaults show. No loyalty or
 * wallets: the journey is about adding to the order, and the partner journey covers the rest.
 */
export const PARTNER_ADD_VENUE = {
  licence: "e2e-9565",
  host: "partner-add-order.localhost",
  menuId: 99565,
  name: "Dhow Tea House",
  category: { id: 995651, name: "Tea house" },
  /** Ordered first, from the cart. */
  chai: { id: 9956511, name: "Karak chai", price: 12 },
  /** Added to the active order from its product screen. */
  luqaimat: { id: 9956512, name: "Luqaimat", price: 18 },
} as const;

export function partnerAddVenue(): VenueFileInput {
  const venue = PARTNER_ADD_VENUE;
  const items = [
    product(venue.chai.id, venue.chai.name, venue.chai.price, "flat-white"),
    product(venue.luqaimat.id, venue.luqaimat.name, venue.luqaimat.price, "kunafa"),
  ];
  return fixtureVenueFile(
    demoVenue(),
    venue,
    {
      al_futtaim_enabled: true,
      home_display_all_categories: false,
      ui_strings: {},
      enable_delivery: false,
      enable_drive_thru: false,
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      enable_tips: false,
      minimum_order_amount: 0,
      categories: [category(venue.category.id, venue.category.name, items)],
    },
    { table_sections: [{ name: "Majlis", minimum_order_amount: 0, tables: ["1", "2", "3"] }], partner: null },
  );
}
