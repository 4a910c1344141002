import type { OrderingFacts, PurchaseMenu } from "./product-detail-menu";

/** Test data: an AED menu as the product screen's purchase part reads it, no variations, nothing enabled. */
export const PURCHASE_MENU: PurchaseMenu = {
  variations: [],
  addtocart_redirect: null,
  enable_display_variation_prices: false,
  default_product_image: null,
  al_futtaim_enabled: false,
  currency: "AED",
  currency_symbol: "AED",
  display_currency: "AED",
  price_decimal_places: 2,
  enable_arabic_numerals: false,
  taxes: [],
  display_prices_with_tax: false,
  cart_subtotal_include_tax: false,
  enable_discount_percentage: false,
  enable_adding_same_item_cart: true,
  enable_product_comments: false,
  enable_alt_currency: false,
  alt_currency: "",
  alt_currency_symbol: "",
  alt_currency_price_decimal_places: 2,
  alt_currency_exchange_rate: 1,
};

/** Test data: a product that can be ordered now, at a venue open around the clock in Dubai. */
export function orderingFacts(price: number): OrderingFacts {
  return {
    enableOrder: true,
    venue: { isOpen: true, opening_hours: [], closing_rules: [], timezone: "Asia/Dubai" },
    categoryHours: [],
    productHours: [],
    outOfStock: false,
    price,
    enableZeroPriceItem: false,
  };
}
