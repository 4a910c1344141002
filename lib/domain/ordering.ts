import type { Milli } from "./money";

export interface OrderingOpenInput {
  /** The menu's enable_order flag. */
  enableOrder: boolean;
  /** The venue open state, evaluated elsewhere from opening_hours, closing_rules and timezone. */
  menuOpen: boolean;
}

/**
 * Ordering is open when the venue takes orders and is open now. The header cart icon is dimmed and
 * disabled otherwise (spec 000 section 2).
 */
export function isOrderingOpen({ enableOrder, menuOpen }: OrderingOpenInput): boolean {
  return enableOrder && menuOpen;
}

export interface CanOrderProductInput extends OrderingOpenInput {
  /** Result of the category_hours rule for the product's category (computed by the hours helper). */
  categoryHoursAllow: boolean;
  /** Result of the product_hours rule (computed by the hours helper). */
  productHoursAllow: boolean;
  /** The product's out_of_stock flag. */
  outOfStock: boolean;
  /** The product's own price (not the discounted or variation price). */
  price: Milli;
  /** The menu's enable_zero_price_item flag. */
  enableZeroPriceItem: boolean;
}

/**
 * "Product ordering is offered only if ordering is enabled, the menu is open, category and product
 * hours allow it, the product is in stock and the price is above 0 (or enable_zero_price_item is on)."
 */
export function canOrderProduct(input: CanOrderProductInput): boolean {
  return (
    isOrderingOpen(input) &&
    input.categoryHoursAllow &&
    input.productHoursAllow &&
    !input.outOfStock &&
    isOrderablePrice(input.price, input.enableZeroPriceItem)
  );
}

/**
 * enable_zero_price_item lets a free item (price 0) be ordered; it never admits a negative price,
 * which can only be a data error.
 */
export function isOrderablePrice(price: Milli, enableZeroPriceItem: boolean): boolean {
  return price > 0 || (enableZeroPriceItem && price === 0);
}
