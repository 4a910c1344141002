import fc from "fast-check";
import type { Coupon } from "./coupon";
import type { Tax } from "./taxes";
import { cartSubtotal, computeTotals, type TotalsInput } from "./totals";

const vat: Tax = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const bag: Tax = { id: 2, name: "Bag fee", type: "fixed", rate: 500 };
const tenPercent: Coupon = {
  id: 1,
  code: "SAVE10",
  products: [],
  categories: [],
  discount_value_type: "percentage",
  discount_value: 10,
  min_order_value: 0,
  max_discount_value: null,
  free_delivery: false,
};

const base: TotalsInput = {
  lines: [
    { productId: 11, categoryId: 1, unitPrice: 12_500, quantity: 2 },
    { productId: 21, categoryId: 2, unitPrice: 3_000, quantity: 1 },
  ],
  orderType: "delivery",
  taxes: [vat],
  cartSubtotalIncludeTax: false,
  coupon: null,
  deliveryFee: 2_000,
  loyaltyDiscounts: [],
  decimals: 3,
  tips: 0,
};

describe("subtotal (001 section 9: sum of unit price times quantity)", () => {
  it("adds unit price times quantity over the cart lines", () => {
    expect(cartSubtotal(base.lines)).toBe(28_000);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe("totals (001 section 9)", () => {
  it("adds percentage taxes on top, the delivery fee and tips; subtracts the coupon", () => {
    expect(computeTotals({ ...base, coupon: tenPercent, tips: 1_000 })).toEqual({
      subtotal: 28_000,
      loyaltyDiscount: 0,
      taxes: [{ id: 1, name: "VAT", amount: 1_400 }],
      taxTotal: 1_400,
      taxAdded: 1_400,
      deliveryFee: 2_000,
      freeDelivery: false,
      deliveryFeeCharged: 2_000,
      couponDiscount: 2_800,
      employeeDiscount: 0,
      discount: 2_800,
      totalWithoutTips: 28_600,
      tips: 1_000,
      total: 29_600,
    });
  });

  it("extracts included taxes from the subtotal after loyalty discounts and adds fixed taxes", () => {
    const totals = computeTotals({
      ...base,
      orderType: "takeaway",
      taxes: [vat, bag],
      cartSubtotalIncludeTax: true,
      loyaltyDiscounts: [5_000, 2_000],
    });
    expect(totals.loyaltyDiscount).toBe(7_000);
    // 21.000 holds 20.000 + 5 % VAT.
    expect(totals.taxes).toEqual([
      { id: 1, name: "VAT", amount: 1_000 },
      { id: 2, name: "Bag fee", amount: 500 },
    ]);
    expect(totals.taxAdded).toBe(500);
    expect(totals.total).toBe(28_000 - 7_000 + 500);
  });

  it("takes added taxes on the subtotal after loyalty discounts, before coupon and employee discounts", () => {
    const totals = computeTotals({ ...base, coupon: tenPercent, employeeDiscount: 3_000, loyaltyDiscounts: [8_000] });
    expect(totals.taxTotal).toBe(1_000);
    expect(totals.discount).toBe(2_800 + 3_000);
    expect(totals.total).toBe(28_000 - 8_000 + 1_000 + 2_000 - 5_800);
  });

  it("charges the delivery fee only for delivery orders", () => {
    for (const orderType of ["takeaway", "dine_in", "drive_thru"] as const) {
      const totals = computeTotals({ ...base, orderType });
      expect(totals.deliveryFee).toBe(0);
      expect(totals.total).toBe(29_400);
    }
  });

  it("drops the delivery fee when the coupon gives free delivery from its min_order_value", () => {
    const free = { ...tenPercent, discount_value: 0, free_delivery: true, min_order_value: 28_000 };
    const totals = computeTotals({ ...base, coupon: free });
    expect(totals).toMatchObject({ freeDelivery: true, deliveryFee: 2_000, deliveryFeeCharged: 0, total: 29_400 });
    const short = computeTotals({ ...base, coupon: { ...free, min_order_value: 28_001 } });
    expect(short).toMatchObject({ freeDelivery: false, deliveryFeeCharged: 2_000, total: 31_400 });
  });

  it("never goes below 0, and a discount larger than the order leaves the tip", () => {
    const totals = computeTotals({ ...base, employeeDiscount: 100_000, tips: 1_500 });
    expect(totals.totalWithoutTips).toBe(0);
    expect(totals.total).toBe(1_500);
  });

  it("ignores negative discounts, fees and tips rather than charging them", () => {
    const totals = computeTotals({ ...base, deliveryFee: -2_000, loyaltyDiscounts: [-1_000], tips: -500 });
    expect(totals).toMatchObject({ deliveryFee: 0, loyaltyDiscount: 0, tips: 0, total: 29_400 });
  });
});

describe("totals properties", () => {
  const money = fc.integer({ min: -50_000, max: 500_000 });
  const couponArb: fc.Arbitrary<Coupon> = fc.record({
    id: fc.nat(),
    products: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
    categories: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    discount_value_type: fc.constantFrom("percentage" as const, "fixed" as const),
    discount_value: fc.integer({ min: 0, max: 1_000_000 }),
    min_order_value: fc.integer({ min: 0, max: 200_000 }),
    max_discount_value: fc.option(fc.integer({ min: 0, max: 100_000 })),
    free_delivery: fc.boolean(),
  });
  const inputArb: fc.Arbitrary<TotalsInput> = fc.record({
    lines: fc.array(
      fc.record({
        productId: fc.integer({ min: 1, max: 5 }),
        categoryId: fc.integer({ min: 1, max: 3 }),
        unitPrice: fc.integer({ min: 0, max: 200_000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
      { maxLength: 6 },
    ),
    orderType: fc.constantFrom("delivery" as const, "takeaway" as const, "dine_in" as const, "drive_thru" as const),
    taxes: fc.array(
      fc.record({
        id: fc.nat(),
        name: fc.string(),
        type: fc.constantFrom("percentage" as const, "fixed" as const),
        rate: fc.integer({ min: 0, max: 30 }),
      }),
      { maxLength: 3 },
    ),
    cartSubtotalIncludeTax: fc.boolean(),
    coupon: fc.option(couponArb),
    deliveryFee: money,
    loyaltyDiscounts: fc.array(money, { maxLength: 3 }),
    employeeDiscount: money,
    tips: money,
    decimals: fc.integer({ min: 0, max: 3 }),
  });

  it("never gives a negative total, and the total is the total without tips plus tips", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const totals = computeTotals(input);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.totalWithoutTips).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBe(totals.totalWithoutTips + totals.tips);
        expect(Number.isInteger(totals.total)).toBe(true);
        expect(totals.couponDiscount).toBeLessThanOrEqual(totals.subtotal);
        if (!totals.freeDelivery) expect(totals.deliveryFeeCharged).toBe(totals.deliveryFee);
      }),
    );
  });
});

describe("the total, rounded once to the money's decimals (issue 24 item 4)", () => {
  const vatOnly = (unitPrice: number, decimals: number, tips = 0) =>
    computeTotals({
      ...base,
      lines: [{ productId: 1, categoryId: 1, unitPrice, quantity: 1 }],
      orderType: "takeaway",
      decimals,
      tips,
    });

  it("stores 13.97, not 13.965, for an AED order of 13.30 plus 5 % VAT", () => {
    const totals = vatOnly(13_300, 2);
    expect(totals.taxTotal).toBe(665);
    expect(totals.totalWithoutTips).toBe(13_970);
    expect(totals.total).toBe(13_970);
  });

  it("makes 54.285 AED 54.29, and adds tips already at fils", () => {
    expect(vatOnly(51_700, 2).total).toBe(54_290);
    expect(vatOnly(51_700, 2, 1_005).total).toBe(54_290 + 1_010);
  });

  it("rounds a JPY total to whole yen and keeps a KWD total's fils", () => {
    expect(vatOnly(999_000, 0).total).toBe(1_049_000);
    expect(vatOnly(4_881, 3).total).toBe(5_125);
  });
});
