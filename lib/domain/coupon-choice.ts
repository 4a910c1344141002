import type { Coupon } from "./coupon";
import { couponShortfall } from "./coupon-fallback";
import type { Milli } from "./money";
import { computeTotals, type TotalsInput } from "./totals";

/**
 * What happens to a code the guest enters while another coupon is in the cart: it replaces the applied
 * one, or the applied one stays and the guest is told why (issue 11 item 6: a coupon never silently
 * replaces a better one).
 */
export type CouponChoice =
  | { replace: true }
  | { replace: false; reason: "minimum"; minimum: Milli; missing: Milli }
  | { replace: false; reason: "smaller" }
  | { replace: false; reason: "invalid" };

/** What a coupon saves the guest on this cart: the total without it minus the total with it (discount and free delivery alike). */
export function couponSaving(cart: Omit<TotalsInput, "coupon">, coupon: Coupon | null): Milli {
  if (coupon === null) return 0;
  return computeTotals({ ...cart, coupon: null }).total - computeTotals({ ...cart, coupon }).total;
}

/**
 * The entered coupon (null: the venue API refused the code) against the applied one. An applied coupon
 * that saves nothing on this cart is simply replaced, so a code below its minimum can wait in the cart
 * for the subtotal to reach it. One that saves something stays unless the entered one applies to this
 * subtotal and saves at least as much; a tie goes to the guest's new choice.
 *
 * A code below its minimum replaces the automatic coupon (`automatic`, its code): the automatic one
 * keeps discounting while the guest's waits for its minimum (lib/domain couponInEffect, issue 26 item 2).
 */
export function chooseCoupon(
  cart: Omit<TotalsInput, "coupon">,
  applied: Coupon | null,
  entered: Coupon | null,
  automatic: string | null = null,
): CouponChoice {
  const kept = couponSaving(cart, applied);
  if (kept <= 0) return { replace: true };
  if (entered === null) return { replace: false, reason: "invalid" };
  const subtotal = computeTotals({ ...cart, coupon: null }).subtotal;
  const shortfall = couponShortfall(entered, subtotal);
  if (shortfall !== null) {
    const waitsBesideAutomatic = automatic !== null && applied?.code?.trim().toUpperCase() === automatic;
    return waitsBesideAutomatic ? { replace: true } : { replace: false, reason: "minimum", ...shortfall };
  }
  return couponSaving(cart, entered) >= kept ? { replace: true } : { replace: false, reason: "smaller" };
}
