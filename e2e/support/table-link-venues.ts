import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue as demo, fixtureVenueFile, product, NAME_ONLY_CHECKOUT } from "./fixture-venue-file";

/**
 * The venue of e2e/table-link.spec.ts and e2e/merge-paid-order.spec.ts (issue 24 items 5 and 6): no
 * table tab, open around the clock on its own host, English and Arabic (dish names in both), AED with
 * VAT 5 % only, dine-in at tables 1 to 999 (a run takes tables no earlier run used: orders outlive a
 * run in the e2e database), cash or online through the sandbox gateway, the name asked at checkout.
 * Tea AED 10, kunafa AED 30.
 */
export const TABLE_LINK_VENUE = {
  licence: "9620",
  host: "table-link.localhost",
  menuId: 9620,
  name: "Table Link Cafe",
  category: { id: 96201, name: "Cafe", ar: "المقهى" },
  tea: { id: 96202, name: "Karak tea", ar: "شاي كرك", price: 10 },
  kunafa: { id: 96203, name: "Kunafa", ar: "كنافة", price: 30 },
} as const;

const TABLES = Array.from({ length: 999 }, (_, index) => String(index + 1));

export function tableLinkVenue(): VenueFileInput {
  const venue = TABLE_LINK_VENUE;
  const named = (dish: { name: string; ar: string }) => ({ en: dish.name, ar: dish.ar }) as unknown as string;
  return fixtureVenueFile(
    demo(),
    venue,
    {
      home_display_all_categories: false,
      enable_table_tab: false,
      al_futtaim_enabled: false,
      taxes: [{ id: 1, name: { en: "VAT 5%", ar: "ضريبة 5%" }, type: "percentage", rate: 5 }],
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
      categories: [
        category(venue.category.id, named(venue.category), [
          product(venue.tea.id, named(venue.tea), venue.tea.price, "flat-white"),
          product(venue.kunafa.id, named(venue.kunafa), venue.kunafa.price, "kunafa"),
        ]),
      ],
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
      table_sections: [{ name: "Hall", minimum_order_amount: 0, tables: TABLES }],
    },
  );
}

/** A table no earlier run has used (orders stay in the e2e database), the same for a whole run. */
export function freshTable(offset: number): number {
  return 1 + ((Math.floor(Date.now() / 1_000) * 7 + offset) % 999);
}
