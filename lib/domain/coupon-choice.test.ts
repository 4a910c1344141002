import type { Coupon } from "./coupon";
import { chooseCoupon, couponSaving } from "./coupon-choice";
import type { Tax } from "./taxes";
import type { TotalsInput } from "./totals";

// The demo venue (server/seed/venues/demo.json): VAT 5 %, a fixed service fee of 2, coupon_auto_apply
// HELLO5 (5 %), SAVE20 (20 off from 120), FREEDEL (free delivery from 60); a flat white costs 22.
const vat: Tax = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const service: Tax = { id: 2, name: "Service fee", type: "fixed", rate: 2_000 };
const base = { id: 1, products: [], categories: [], min_order_value: 0, max_discount_value: null, free_delivery: false } as const;
const HELLO5: Coupon = { ...base, code: "HELLO5", discount_value_type: "percentage", discount_value: 5 };
const SAVE20: Coupon = { ...base, id: 3, code: "SAVE20", discount_value_type: "fixed", discount_value: 20_000, min_order_value: 120_000 };
const FREEDEL: Coupon = {
  ...base,
  id: 6,
  code: "FREEDEL",
  discount_value_type: "fixed",
  discount_value: 0,
  min_order_value: 60_000,
  free_delivery: true,
};

function cart(flatWhites: number, overrides: Partial<TotalsInput> = {}): Omit<TotalsInput, "coupon"> {
  return {
    lines: [{ productId: 212, categoryId: 2, unitPrice: 22_000, quantity: flatWhites }],
    orderType: "takeaway",
    taxes: [vat, service],
    cartSubtotalIncludeTax: false,
    deliveryFee: 0,
    loyaltyDiscounts: [],
    tips: 0,
    decimals: 2,
    ...overrides,
  };
}

describe("couponSaving: what a coupon takes off this cart's total", () => {
  it("counts the discount, and free delivery as the fee it waives", () => {
    expect(couponSaving(cart(5), HELLO5)).toBe(5_500);
    expect(couponSaving(cart(5), SAVE20)).toBe(0);
    expect(couponSaving(cart(6), SAVE20)).toBe(20_000);
    expect(couponSaving(cart(3, { orderType: "delivery", deliveryFee: 5_000 }), FREEDEL)).toBe(5_000);
    expect(couponSaving(cart(3), null)).toBe(0);
  });
});

describe("chooseCoupon: an entered coupon never silently replaces a better applied one (issue 11 item 6)", () => {
  it("keeps a coupon the guest typed when SAVE20 is entered below its minimum of 120, and says what is missing", () => {
    // 5 × 22 = 110: HELLO5 (typed here, not automatic) saves 5.50, SAVE20 nothing; 10 missing.
    expect(chooseCoupon(cart(5), HELLO5, SAVE20)).toEqual({ replace: false, reason: "minimum", minimum: 120_000, missing: 10_000 });
  });

  it("lets SAVE20 below its minimum replace the automatic HELLO5, which keeps discounting meanwhile (issue 26 item 2)", () => {
    expect(chooseCoupon(cart(5), HELLO5, SAVE20, "HELLO5")).toEqual({ replace: true });
    expect(chooseCoupon(cart(5), HELLO5, SAVE20, "WELCOME15")).toMatchObject({ replace: false, reason: "minimum" });
  });

  it("replaces HELLO5 with SAVE20 once the subtotal reaches 120 and SAVE20 saves more", () => {
    // 6 × 22 = 132: HELLO5 6.60, SAVE20 20.
    expect(chooseCoupon(cart(6), HELLO5, SAVE20)).toEqual({ replace: true });
  });

  it("keeps the applied coupon when the entered one applies but saves less", () => {
    // 20 × 22 = 440: HELLO5 saves 22, SAVE20 20.
    expect(chooseCoupon(cart(20), HELLO5, SAVE20)).toEqual({ replace: false, reason: "smaller" });
  });

  it("keeps the applied coupon when the venue API refused the entered code", () => {
    expect(chooseCoupon(cart(1), HELLO5, null)).toEqual({ replace: false, reason: "invalid" });
  });

  it("takes the entered code when nothing is applied, or the applied coupon saves nothing here", () => {
    expect(chooseCoupon(cart(5), null, SAVE20)).toEqual({ replace: true });
    expect(chooseCoupon(cart(5), SAVE20, HELLO5)).toEqual({ replace: true });
    expect(chooseCoupon(cart(1), null, null)).toEqual({ replace: true });
  });

  it("weighs free delivery against a discount, and a tie goes to the guest's new choice", () => {
    const delivery = cart(3, { orderType: "delivery", deliveryFee: 5_000 });
    // 66: HELLO5 saves 3.30, FREEDEL the fee of 5.
    expect(chooseCoupon(delivery, HELLO5, FREEDEL)).toEqual({ replace: true });
    expect(chooseCoupon(delivery, FREEDEL, HELLO5)).toEqual({ replace: false, reason: "smaller" });
    expect(chooseCoupon(cart(2), HELLO5, { ...HELLO5, id: 9, code: "ALSO5" })).toEqual({ replace: true });
  });
});
