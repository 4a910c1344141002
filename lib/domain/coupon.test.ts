import fc from "fast-check";
import {
  type Coupon,
  couponApplies,
  couponDiscount,
  couponFromData,
  type CouponLine,
  eligibleSubtotal,
  isCouponValidAt,
  isFreeDelivery,
  normaliseCouponCode,
  unmetCouponMinimum,
} from "./coupon";

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  products: [],
  categories: [],
  discount_value_type: "percentage",
  discount_value: 10,
  min_order_value: 0,
  max_discount_value: null,
  free_delivery: false,
  ...overrides,
});

const burger: CouponLine = { productId: 11, categoryId: 1, unitPrice: 12_500, quantity: 2 };
const cola: CouponLine = { productId: 21, categoryId: 2, unitPrice: 3_000, quantity: 1 };
const fries: CouponLine = { productId: 12, categoryId: 3, unitPrice: 4_250, quantity: 1 };
const cart = [burger, cola, fries];
const cartSubtotal = 25_000 + 3_000 + 4_250;

describe("coupon code (001 section 5: uppercased and URL-encoded)", () => {
  it("uppercases and URL-encodes", () => {
    expect(normaliseCouponCode("summer10")).toBe("SUMMER10");
    expect(normaliseCouponCode("eid 50%")).toBe("EID%2050%25");
    expect(normaliseCouponCode("a/b?c")).toBe("A%2FB%3FC");
  });

  it("trims pasted spaces and does not use a Turkish dotted I", () => {
    expect(normaliseCouponCode("  welcome ")).toBe("WELCOME");
    expect(normaliseCouponCode("indirim")).toBe("INDIRIM");
  });
});

describe("coupon from the venue API answer", () => {
  it("keeps a percent, converts amounts to thousandths and reads 0 as no cap", () => {
    expect(
      couponFromData({
        id: 7,
        code: "SAVE",
        products: null,
        categories: [2],
        discount_value_type: "fixed",
        discount_value: "5.500",
        min_order_value: "20.000",
        max_discount_value: 0,
        free_delivery: true,
      }),
    ).toEqual(
      coupon({
        id: 7,
        code: "SAVE",
        categories: [2],
        discount_value_type: "fixed",
        discount_value: 5_500,
        min_order_value: 20_000,
        free_delivery: true,
      }),
    );
    expect(couponFromData({ id: 8, discount_value_type: "percentage", discount_value: "12.5" })).toMatchObject({
      discount_value: 12.5,
      min_order_value: 0,
      max_discount_value: null,
      free_delivery: false,
    });
  });
});

describe("coupon discount (001 section 5)", () => {
  it("takes the value percent of the subtotal, at three decimals", () => {
    expect(couponDiscount(coupon(), cart, cartSubtotal)).toBe(3_225);
    // 10 % of 3.335 is 0.3335: three decimals, half away from zero.
    const odd: CouponLine = { productId: 1, categoryId: 1, unitPrice: 3_335, quantity: 1 };
    expect(couponDiscount(coupon(), [odd], 3_335)).toBe(334);
  });

  it("applies only when the cart subtotal is at least min_order_value", () => {
    expect(couponDiscount(coupon({ min_order_value: 32_251 }), cart, cartSubtotal)).toBe(0);
    expect(couponDiscount(coupon({ min_order_value: 32_250 }), cart, cartSubtotal)).toBe(3_225);
  });

  it("judges min_order_value on the whole cart subtotal, not on the eligible lines", () => {
    const colaOnly = coupon({ products: [21], min_order_value: 30_000 });
    expect(couponDiscount(colaOnly, cart, cartSubtotal)).toBe(300);
  });

  it("counts only lines whose product OR category is listed", () => {
    expect(eligibleSubtotal(coupon({ products: [21] }), cart)).toBe(3_000);
    expect(eligibleSubtotal(coupon({ categories: [1] }), cart)).toBe(25_000);
    expect(eligibleSubtotal(coupon({ products: [12], categories: [2] }), cart)).toBe(7_250);
    expect(eligibleSubtotal(coupon({ products: [99] }), cart)).toBe(0);
    expect(couponDiscount(coupon({ products: [99] }), cart, cartSubtotal)).toBe(0);
  });

  it("caps a fixed value at the eligible subtotal", () => {
    const fixed = coupon({ discount_value_type: "fixed", discount_value: 5_000 });
    expect(couponDiscount(fixed, cart, cartSubtotal)).toBe(5_000);
    expect(couponDiscount({ ...fixed, categories: [2] }, cart, cartSubtotal)).toBe(3_000);
  });

  it("caps by max_discount_value when present; null and 0 mean no cap", () => {
    const half = coupon({ discount_value: 50 });
    expect(couponDiscount({ ...half, max_discount_value: 10_000 }, cart, cartSubtotal)).toBe(10_000);
    expect(couponDiscount({ ...half, max_discount_value: null }, cart, cartSubtotal)).toBe(16_125);
    expect(couponDiscount({ ...half, max_discount_value: 0 }, cart, cartSubtotal)).toBe(16_125);
  });

  it("never gives more than the eligible subtotal, even above 100 %", () => {
    expect(couponDiscount(coupon({ discount_value: 150 }), cart, cartSubtotal)).toBe(cartSubtotal);
    expect(couponDiscount(coupon({ discount_value: -10 }), cart, cartSubtotal)).toBe(0);
  });
});

describe("min_order_value (001 section 5: the discount applies only from it)", () => {
  it("applies at or above the minimum, and names the minimum below it", () => {
    const save20 = coupon({ discount_value_type: "fixed", discount_value: 20_000, min_order_value: 120_000 });
    expect(couponApplies(save20, 119_999)).toBe(false);
    expect(couponApplies(save20, 120_000)).toBe(true);
    expect(unmetCouponMinimum(save20, 110_000)).toBe(120_000);
    expect(unmetCouponMinimum(save20, 132_000)).toBeNull();
    expect(unmetCouponMinimum(coupon(), 0)).toBeNull();
  });
});

describe("free delivery (001 section 4)", () => {
  it("is set when the coupon has free_delivery and min_order_value is at or below the subtotal", () => {
    const free = coupon({ free_delivery: true, min_order_value: 20_000 });
    expect(isFreeDelivery(free, 20_000)).toBe(true);
    expect(isFreeDelivery(free, 19_999)).toBe(false);
    expect(isFreeDelivery({ ...free, free_delivery: false }, 50_000)).toBe(false);
    expect(isFreeDelivery(null, 50_000)).toBe(false);
  });
});

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  categoryId: fc.integer({ min: 1, max: 3 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

const couponArb = fc.record({
  id: fc.nat(),
  products: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  categories: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  discount_value_type: fc.constantFrom("percentage" as const, "fixed" as const),
  discount_value: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.double({ min: 0, max: 200, noNaN: true })),
  min_order_value: fc.integer({ min: 0, max: 500_000 }),
  max_discount_value: fc.option(fc.integer({ min: 0, max: 100_000 })),
  free_delivery: fc.boolean(),
});

describe("coupon properties", () => {
  it("never exceeds its cap or the eligible subtotal, and is a whole number of thousandths", () => {
    fc.assert(
      fc.property(couponArb, fc.array(lineArb, { maxLength: 8 }), (c, lines) => {
        const subtotal = lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
        const discount = couponDiscount(c, lines, subtotal);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(eligibleSubtotal(c, lines));
        if (c.max_discount_value) expect(discount).toBeLessThanOrEqual(c.max_discount_value);
        if (subtotal < c.min_order_value) expect(discount).toBe(0);
      }),
    );
  });
});

describe("isCouponValidAt", () => {
  const from = new Date("2026-01-01T00:00:00Z");
  const until = new Date("2026-01-31T23:59:59Z");
  it("is valid inside the window, both ends included, and open ends never expire", () => {
    expect(isCouponValidAt({ valid_from: from, valid_until: until }, from)).toBe(true);
    expect(isCouponValidAt({ valid_from: from, valid_until: until }, until)).toBe(true);
    expect(isCouponValidAt({ valid_from: from, valid_until: until }, new Date("2025-12-31T23:59:59Z"))).toBe(false);
    expect(isCouponValidAt({ valid_from: from, valid_until: until }, new Date("2026-02-01T00:00:00Z"))).toBe(false);
    expect(isCouponValidAt({}, new Date("2000-01-01T00:00:00Z"))).toBe(true);
  });
});
