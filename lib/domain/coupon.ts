import { type Milli, multiply, percentOf, sum, toMilli } from "./money";

export type DiscountValueType = "percentage" | "fixed";

/**
 * A coupon as the domain uses it (001 section 3), money already in thousandths.
 * `discount_value` is a percent for percentage coupons and an amount in thousandths for fixed ones;
 * `max_discount_value` null or 0 means no cap.
 */
export interface Coupon {
  id: number;
  code?: string;
  products: readonly number[];
  categories: readonly number[];
  discount_value_type: DiscountValueType;
  discount_value: number;
  min_order_value: Milli;
  max_discount_value: Milli | null;
  free_delivery: boolean;
}

/** The coupon answer as the venue API sends it: amounts in currency units, as numbers or numeric text. */
export interface CouponData {
  id: number;
  code?: string;
  products?: readonly number[] | null;
  categories?: readonly number[] | null;
  discount_value_type: DiscountValueType;
  discount_value: number | string;
  min_order_value?: number | string | null;
  max_discount_value?: number | string | null;
  free_delivery?: boolean | null;
}

/** The part of a cart line a coupon looks at. */
export interface CouponLine {
  productId: number;
  categoryId: number;
  unitPrice: Milli;
  quantity: number;
}

/** Converts the coupon answer at the boundary; a percent stays a percent, amounts become thousandths. */
export function couponFromData(data: CouponData): Coupon {
  const isPercentage = data.discount_value_type === "percentage";
  const percent = Number(data.discount_value);
  const cap = toMilli(data.max_discount_value);
  return {
    id: data.id,
    code: data.code,
    products: data.products ?? [],
    categories: data.categories ?? [],
    discount_value_type: data.discount_value_type,
    discount_value: isPercentage ? (Number.isFinite(percent) ? percent : 0) : toMilli(data.discount_value),
    min_order_value: toMilli(data.min_order_value),
    max_discount_value: cap > 0 ? cap : null,
    free_delivery: data.free_delivery === true,
  };
}

/**
 * Uppercases and URL-encodes a code for GET /en/api/coupon/{menuId}/{CODE}/. Surrounding spaces are
 * trimmed because pasted codes carry them; the locale-independent uppercase keeps "i" as "I" in Turkish.
 */
export function normaliseCouponCode(code: string): string {
  return encodeURIComponent(code.trim().toUpperCase());
}

/** A line counts when its product is listed OR its category is listed; a coupon listing neither covers all. */
export function isLineEligible(coupon: Coupon, line: Pick<CouponLine, "productId" | "categoryId">): boolean {
  if (coupon.products.length === 0 && coupon.categories.length === 0) return true;
  return coupon.products.includes(line.productId) || coupon.categories.includes(line.categoryId);
}

/** Sum of unit price times quantity over the lines the coupon covers, never below 0. */
export function eligibleSubtotal(coupon: Coupon, lines: readonly CouponLine[]): Milli {
  const amounts = lines.filter((line) => isLineEligible(coupon, line)).map((line) => multiply(line.unitPrice, line.quantity));
  return Math.max(0, sum(amounts));
}

/**
 * The coupon discount in thousandths (001 section 5): nothing below min_order_value of the cart
 * subtotal; percentage of, or fixed amount capped at, the eligible subtotal; then max_discount_value.
 */
export function couponDiscount(coupon: Coupon, lines: readonly CouponLine[], cartSubtotal: Milli): Milli {
  if (!couponApplies(coupon, cartSubtotal)) return 0;
  const eligible = eligibleSubtotal(coupon, lines);
  const value = Math.max(0, coupon.discount_value);
  // A percentage above 100 would otherwise pay the guest; the eligible subtotal bounds both kinds.
  const raw = coupon.discount_value_type === "percentage" ? percentOf(eligible, value) : Math.round(value);
  const discount = Math.min(raw, eligible);
  const cap = coupon.max_discount_value;
  return cap !== null && cap > 0 ? Math.min(discount, cap) : discount;
}

/** Free delivery: the coupon has free_delivery and its min_order_value is at or below the subtotal. */
export function isFreeDelivery(coupon: Coupon | null, cartSubtotal: Milli): boolean {
  return coupon !== null && coupon.free_delivery && couponApplies(coupon, cartSubtotal);
}

/** 001 section 5: a coupon gives anything (discount or free delivery) only from its min_order_value of the cart subtotal. */
export function couponApplies(coupon: Pick<Coupon, "min_order_value">, cartSubtotal: Milli): boolean {
  return cartSubtotal >= coupon.min_order_value;
}

/** The min_order_value the cart has not reached yet, so the guest can be told why nothing is off; null once it applies. */
export function unmetCouponMinimum(coupon: Pick<Coupon, "min_order_value">, cartSubtotal: Milli): Milli | null {
  return couponApplies(coupon, cartSubtotal) ? null : coupon.min_order_value;
}

/** A coupon's validity window; both ends inclusive, either may be open. */
export function isCouponValidAt(window: { valid_from?: Date | null; valid_until?: Date | null }, now: Date): boolean {
  const time = now.getTime();
  if (window.valid_from && window.valid_from.getTime() > time) return false;
  if (window.valid_until && window.valid_until.getTime() < time) return false;
  return true;
}
