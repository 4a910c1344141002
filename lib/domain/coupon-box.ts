import { normaliseCouponCode } from "./coupon";

/** The coupon box's button: 'Apply Coupon', 'Delete Coupon' or 'Coupon Applied' (001 section 4). */
export type CouponButton = "apply" | "delete" | "applied";

export interface CouponBoxInput {
  /** What the guest has typed (or the auto code put in the input). */
  input: string;
  /** The cart's coupon: the code last applied, "" for none. */
  coupon: string;
  /** The cart's invalidCoupon flag: the venue API refused `coupon`. */
  invalidCoupon: boolean;
  /** The coupon call is running. */
  loadingCoupon: boolean;
  /** The auto-apply code: the `c` query parameter, else coupon_auto_apply; null when neither is set. */
  autoCode: string | null;
}

export interface CouponBoxState {
  button: CouponButton;
  /** Only the apply button is ever disabled; 'Coupon Applied' is a state, not an action. */
  disabled: boolean;
  /** The input is flagged as an error (001 section 8: "Invalid coupon ... input flagged as error"). */
  inputError: boolean;
}

/** The code as the cart stores and the API path carries it: trimmed and uppercased (001 section 5). */
export function couponKey(code: string): string {
  // normaliseCouponCode also URL-encodes for the path; the cart keeps the readable code.
  return decodeURIComponent(normaliseCouponCode(code));
}

/**
 * The coupon box of 001 section 4: "no coupon gives an input with button 'Apply Coupon'. A coupon
 * different from the auto-apply or URL code shows 'Delete Coupon'. A coupon equal to the auto code
 * shows 'Coupon Applied'. ... The input shows an error when the coupon is invalid and non-empty; the
 * apply button is disabled when loading, empty or equal to the auto code."
 *
 * A code typed over an applied one is a new code to apply, so the box offers Apply again. A refused
 * auto code is not 'applied': it keeps the disabled Apply button and the error.
 */
export function couponBoxState(box: CouponBoxInput): CouponBoxState {
  const typed = couponKey(box.input);
  const stored = couponKey(box.coupon);
  const auto = box.autoCode === null ? "" : couponKey(box.autoCode);
  const inputError = box.invalidCoupon && stored !== "" && typed === stored;
  const showsStored = stored !== "" && typed === stored && !box.loadingCoupon;
  if (showsStored && !box.invalidCoupon && auto !== "" && stored === auto) {
    return { button: "applied", disabled: true, inputError };
  }
  if (showsStored && stored !== auto) return { button: "delete", disabled: false, inputError };
  const disabled = box.loadingCoupon || typed === "" || (auto !== "" && typed === auto);
  return { button: "apply", disabled, inputError };
}

/** "The auto code comes from coupon_auto_apply or query parameter c"; the link's own code wins. */
export function autoCouponCode(queryCode: string | null | undefined, couponAutoApply: string | null | undefined): string | null {
  const fromQuery = couponKey(queryCode ?? "");
  if (fromQuery !== "") return fromQuery;
  const fromMenu = couponKey(couponAutoApply ?? "");
  return fromMenu === "" ? null : fromMenu;
}

/**
 * The coupon that discounts while the guest's own waits for its minimum or is refused (issue 26 item 2):
 * the menu's coupon_auto_apply where coupons are on. Not a link's `c` code, which the checkout no longer
 * knows: the cart and the checkout must price alike.
 */
export function fallbackCouponCode(menu: { enable_coupons: boolean; coupon_auto_apply?: string | null }): string | null {
  return menu.enable_coupons ? autoCouponCode(null, menu.coupon_auto_apply) : null;
}

/** "... and is applied on load if the input is empty." */
export function shouldAutoApply(input: { autoCode: string | null; coupon: string; typed: string }): boolean {
  return input.autoCode !== null && couponKey(input.coupon) === "" && couponKey(input.typed) === "";
}
