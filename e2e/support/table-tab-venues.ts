import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue as demo, fixtureVenueFile, product, NAME_ONLY_CHECKOUT } from "./fixture-venue-file";

/**
 * The table-tab venue of e2e/table-tab.spec.ts (issue 16): enable_table_tab, open around the clock on
 * its own host, AED with 2 decimals and VAT 5 % only, dine-in at tables 1 to 8, in English and Arabic, cash at the table or
 * online through the sandbox gateway (provider stripe), the name asked at checkout. A latte of AED 20
 * and a cake of AED 40: one of each is 60.00 + 3.00 VAT = AED 63.00.
 */
export const TABLE_TAB_VENUE = {
  licence: "9580",
  host: "table-tab.localhost",
  menuId: 9580,
  name: "Shared Table",
  category: { id: 95801, name: "Cafe" },
  latte: { id: 95802, name: "Pistachio latte", price: 20 },
  cake: { id: 95803, name: "Saffron cake", price: 40 },
} as const;

export function tableTabVenue(): VenueFileInput {
  return tabVenueFile(TABLE_TAB_VENUE, {}, ["1", "2", "3", "4", "5", "6", "7", "8"]);
}

/**
 * The table-tab venue of e2e/held-tap.spec.ts: as Shared Table, but the same item may be added twice (as
 * the demo venue does), so a tap on Add before hydration may add at once (lib/domain/early-add.ts); tables 1
 * to 999, a run takes tables no earlier run used (freshTable).
 */
export const TAB_SAME_ITEM_VENUE = {
  licence: "9582",
  host: "tab-same-item.localhost",
  menuId: 9582,
  name: "Open Tab",
  category: { id: 95821, name: "Cafe" },
  latte: { id: 95822, name: "Pistachio latte", price: 20 },
  cake: { id: 95823, name: "Saffron cake", price: 40 },
} as const;

export function tabSameItemVenue(): VenueFileInput {
  const tables = Array.from({ length: 999 }, (_, index) => String(index + 1));
  return tabVenueFile(TAB_SAME_ITEM_VENUE, { enable_adding_same_item_cart: true }, tables);
}

function tabVenueFile(venue: typeof TABLE_TAB_VENUE | typeof TAB_SAME_ITEM_VENUE, menu: object, tables: string[]): VenueFileInput {
  return fixtureVenueFile(
    demo(),
    venue,
    {
      home_display_all_categories: false,
      enable_table_tab: true,
      al_futtaim_enabled: false,
      taxes: [{ id: 1, name: "VAT 5%", type: "percentage", rate: 5 }],
      enable_alt_currency: false,
      enable_delivery: false,
      enable_takeaway: true,
      enable_dine_in: true,
      enable_drive_thru: false,
      minimum_order_amount: 0,
      ...NAME_ONLY_CHECKOUT,
      enable_card_machine: false,
      payment_enabled: true,
      enable_payment_type: true,
      enable_cash: true,
      addtocart_redirect: "cart",
      ...menu,
      categories: [
        category(venue.category.id, venue.category.name, [
          product(venue.latte.id, venue.latte.name, venue.latte.price, "flat-white"),
          product(venue.cake.id, venue.cake.name, venue.cake.price, "flat-white"),
        ]),
      ],
    },
    {
      // Arabic too: one guest of the tab reads it right to left.
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
      table_sections: [{ name: "Garden", minimum_order_amount: 0, tables }],
    },
  );
}
