import type { Coupon } from "./coupon";
import { couponInEffect, couponShortfall } from "./coupon-fallback";

// The demo venue's coupons (server/seed/venues/demo.json): coupon_auto_apply HELLO5 (5 %), SAVE20 (20
// off from a subtotal of 120). Issue 26 item 2: a subtotal of 106 (two club sandwiches of 53).
const base = { id: 1, products: [], categories: [], min_order_value: 0, max_discount_value: null, free_delivery: false } as const;
const HELLO5: Coupon = { ...base, code: "HELLO5", discount_value_type: "percentage", discount_value: 5 };
const SAVE20: Coupon = { ...base, id: 3, code: "SAVE20", discount_value_type: "fixed", discount_value: 20_000, min_order_value: 120_000 };

describe("couponInEffect: the guest's coupon once it applies, the automatic one meanwhile (001 section 4)", () => {
  it("discounts with HELLO5 while SAVE20 waits for 120 at a subtotal of 106", () => {
    expect(couponInEffect(SAVE20, HELLO5, 106_000)).toBe(HELLO5);
  });

  it("switches to SAVE20 by itself at 120 and back to HELLO5 below it", () => {
    expect(couponInEffect(SAVE20, HELLO5, 120_000)).toBe(SAVE20);
    expect(couponInEffect(SAVE20, HELLO5, 119_990)).toBe(HELLO5);
  });

  it("brings HELLO5 back when the guest's code is refused or deleted", () => {
    expect(couponInEffect(null, HELLO5, 106_000)).toBe(HELLO5);
  });

  it("keeps the waiting SAVE20 (which gives nothing) without an automatic coupon", () => {
    expect(couponInEffect(SAVE20, null, 106_000)).toBe(SAVE20);
    expect(couponInEffect(null, null, 106_000)).toBeNull();
  });
});

describe("couponShortfall: the minimum and what is missing", () => {
  it("says SAVE20 needs 120 and 14 more at 106", () => {
    expect(couponShortfall(SAVE20, 106_000)).toEqual({ minimum: 120_000, missing: 14_000 });
  });

  it("is null once the minimum is reached, for a coupon without minimum and without a coupon", () => {
    expect(couponShortfall(SAVE20, 120_000)).toBeNull();
    expect(couponShortfall(HELLO5, 0)).toBeNull();
    expect(couponShortfall(null, 106_000)).toBeNull();
  });
});
