import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, CASH_ONLY, demoVenue, fixtureVenueFile, NAME_ONLY_CHECKOUT, product } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/order-words.spec.ts (issue 26 items 1, 2 and 10): the demo's money, taxes
 * (VAT 5 %, service fee 2; names in English, Arabic and German), variations, coupons and Arabic-Indic
 * digits, in English, Arabic and German; cash only, a checkout asking only a name; WhatsApp ordering
 * after the order (user-send off), coupons on with HELLO5 applied by itself. Two club sandwiches make
 * the issue's subtotal of 106, below SAVE20's minimum of 120; a latte more passes it.
 */
export const ORDER_WORDS_VENUE = {
  licence: "e2e-order-words-26",
  host: "order-words.localhost",
  menuId: 92601,
  name: "Order Words Kitchen",
  whatsapp: "+971500000026",
  category: { id: 92610, name: { en: "Lunch", ar: "الغداء", de: "Mittagessen" } },
  sandwich: { id: 92611, price: 53, name: { en: "Club sandwich", ar: "كلوب ساندويتش", de: "Club-Sandwich" } },
  /** Size (the demo's variation 1): Small +0, Large +4. */
  latte: { id: 92612, price: 22, name: { en: "Cardamom latte", ar: "لاتيه بالهيل", de: "Kardamom-Latte" } },
  small: { en: "Small", ar: "صغير", de: "Klein" },
  large: { en: "Large", ar: "كبير", de: "Groß" },
  vat: { en: "VAT 5%", ar: "ضريبة القيمة المضافة 5%", de: "MwSt. 5 %" },
} as const;

const sizeEntry = (value: number, price: number) => ({
  variation: 1,
  variation_value: value,
  price,
  math_operator: "add",
  display_price: price > 0,
  display_price_product: false,
});

export function orderWordsVenue(): VenueFileInput {
  const source = demoVenue();
  const venue = ORDER_WORDS_VENUE;
  const products = [
    product(venue.sandwich.id, venue.sandwich.name, venue.sandwich.price, "kunafa"),
    product(venue.latte.id, venue.latte.name, venue.latte.price, "flat-white", {
      product_variations: [sizeEntry(11, 0), sizeEntry(13, 4)],
    }),
  ];
  return fixtureVenueFile(
    source,
    venue,
    {
      home_display_all_categories: true,
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      enable_coupons: true,
      coupon_auto_apply: "HELLO5",
      enable_whatsapp_order: true,
      whatsapp_number: venue.whatsapp,
      enable_user_send_whatsapp: false,
      enable_display_order_type_home: false,
      categories: [category(venue.category.id, venue.category.name, products)],
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
        { code: "de", name_local: "Deutsch" },
      ],
      coupons: source.coupons as VenueFileInput["coupons"],
    },
  );
}
