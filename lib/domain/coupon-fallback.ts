import { couponApplies, type Coupon } from "./coupon";
import type { Milli } from "./money";

/**
 * The coupon that discounts the cart (001 section 4, issue 26 item 2): the guest's own once the
 * subtotal reaches its minimum; until then, or when the guest's code is refused or deleted, the
 * automatic coupon (coupon_auto_apply) where it applies. Without either, the guest's coupon, which
 * gives nothing below its minimum (lib/domain totals).
 */
export function couponInEffect(chosen: Coupon | null, automatic: Coupon | null, subtotal: Milli): Coupon | null {
  if (chosen !== null && couponApplies(chosen, subtotal)) return chosen;
  if (automatic !== null && couponApplies(automatic, subtotal)) return automatic;
  return chosen;
}

export interface CouponShortfall {
  /** The coupon's min_order_value. */
  minimum: Milli;
  /** What the subtotal still lacks to reach it. */
  missing: Milli;
}

/** The minimum a coupon waits for and how much is missing; null once it applies (or without a coupon). */
export function couponShortfall(coupon: Pick<Coupon, "min_order_value"> | null, subtotal: Milli): CouponShortfall | null {
  if (coupon === null || couponApplies(coupon, subtotal)) return null;
  return { minimum: coupon.min_order_value, missing: coupon.min_order_value - subtotal };
}
