import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue as demo, fixtureVenueFile, product, NAME_ONLY_CHECKOUT } from "./fixture-venue-file";

/**
 * The partner venue of e2e/toasts.spec.ts (issue 28 item 8): al_futtaim_enabled, so a phone scanning a
 * table with an open order gets the toast 'Active order on this table' and can split the bill; open
 * around the clock on its own host, in English and Arabic, AED with VAT 5 %, dine-in at tables 1 to 8,
 * cash, nothing asked at checkout. Its own tables: an order keeps its table busy for the other specs.
 */
export const TOAST_VENUE = {
  licence: "9650",
  host: "toasts.localhost",
  menuId: 9650,
  name: "Toast Terrace",
  category: { id: 96501, name: { en: "Coffee bar", ar: "ركن القهوة" } },
  coffee: { id: 96502, name: { en: "Coffee pot for two", ar: "إبريق قهوة لشخصين" }, price: 80 },
} as const;

export function toastVenue(): VenueFileInput {
  const venue = TOAST_VENUE;
  return fixtureVenueFile(
    demo(),
    venue,
    {
      home_display_all_categories: false,
      al_futtaim_enabled: true,
      al_futtaim_promotions: false,
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
      categories: [
        category(venue.category.id, venue.category.name, [product(venue.coffee.id, venue.coffee.name, venue.coffee.price, "flat-white")]),
      ],
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
      table_sections: [{ name: "Terrace", minimum_order_amount: 0, tables: ["1", "2", "3", "4", "5", "6", "7", "8"] }],
      partner: { wallets: [], employees: [], loyalty_promotions: [] },
    },
  );
}
