/**
 * Prices have one markup, the catalogue's PriceTag (price, discounted price, alternate currency and the
 * discount badge, coloured by product_price_color and sized by product_price_font_size); the design
 * system names it here so screens find it beside the other primitives.
 */
export { PriceTag as Price } from "@/components/catalogue/price-tag";
export { priceView, type PriceView } from "@/lib/domain/price-view";
