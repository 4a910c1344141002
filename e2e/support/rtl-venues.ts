import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product, type FixtureVenue, NAME_ONLY_CHECKOUT, CASH_ONLY } from "./fixture-venue-file";

/**
 * Fixture venues of e2e/rtl-numerals.spec.ts (issue 14 item 3): the demo's money settings (AED with
 * 2 decimals, VAT 5 % and a fixed service fee of 2) in English and Arabic, open around the clock, cash
 * only, a checkout asking only a name. They differ only in enable_arabic_numerals. The date cake is
 * 15 % off, so cards carry a discount badge with a number. Texts the venue writes are shown as written
 * (docs/decisions/0204-app-numbers-venue-texts.md): the demo's own texts (its tax named in Arabic-Indic digits,
 * "ضريبة القيمة المضافة ٥٪") are left out here, so each venue's digits come from its flag alone.
 */
export const ARABIC_DIGITS_VENUE = {
  licence: "9590",
  host: "rtl-arab.localhost",
  menuId: 99590,
  name: "Arab Digits Kitchen",
  arabicNumerals: true,
  category: { id: 99591, name: "Coffee" },
  latte: { id: 995911, name: "Cardamom latte", price: 22 },
  cake: { id: 995912, name: "Date cake", price: 30 },
} as const;

export const WESTERN_DIGITS_VENUE = {
  licence: "9591",
  host: "rtl-latn.localhost",
  menuId: 99595,
  name: "Western Digits Kitchen",
  arabicNumerals: false,
  category: { id: 99596, name: "Coffee" },
  latte: { id: 995961, name: "Cardamom latte", price: 22 },
  cake: { id: 995962, name: "Date cake", price: 30 },
} as const;

type Fixture = FixtureVenue & (typeof ARABIC_DIGITS_VENUE | typeof WESTERN_DIGITS_VENUE);

function venueFile(venue: Fixture): VenueFileInput {
  const source = demoVenue();
  const taxes = (source.menu.taxes as { id: number; type: string; rate: number }[]).map((tax) => ({
    ...tax,
    name: { en: tax.type === "percentage" ? "VAT" : "Service fee", ar: tax.type === "percentage" ? "ضريبة القيمة المضافة" : "رسوم الخدمة" },
  }));
  const products = [
    product(venue.latte.id, venue.latte.name, venue.latte.price, "flat-white"),
    product(venue.cake.id, venue.cake.name, venue.cake.price, "kunafa", { discount: 15 }),
  ];
  return fixtureVenueFile(
    source,
    venue,
    {
      taxes,
      cart_footer_text: "",
      enable_arabic_numerals: venue.arabicNumerals,
      home_display_all_categories: true,
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      categories: [category(venue.category.id, venue.category.name, products)],
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
    },
  );
}

export function rtlVenues(): VenueFileInput[] {
  return [venueFile(ARABIC_DIGITS_VENUE), venueFile(WESTERN_DIGITS_VENUE)];
}
