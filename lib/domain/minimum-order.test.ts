import fc from "fast-check";
import { minimumOrderRequired, needsSectionMinimumLookup, type MinimumOrderInput } from "./minimum-order";
import { toMilli } from "./money";

const base: MinimumOrderInput = {
  itemCount: 2,
  orderType: "delivery",
  subtotal: toMilli("20.000"),
  minimumOrderAmount: toMilli("25.000"),
  sectionMinimumOrderAmount: toMilli("50.000"),
};

describe("minimumOrderRequired: 'Minimum order amount required' (spec 001 section 4)", () => {
  it.each<[string, Partial<MinimumOrderInput>, number | null]>([
    ["delivery with minimum_order_amount above the subtotal", {}, toMilli("25.000")],
    ["delivery with the subtotal equal to the minimum", { subtotal: toMilli("25.000") }, null],
    ["delivery with the subtotal 0.001 short", { subtotal: toMilli("24.999") }, toMilli("25.000")],
    ["delivery above the minimum", { subtotal: toMilli("30.000") }, null],
    ["delivery without a minimum_order_amount", { minimumOrderAmount: null }, null],
    ["delivery with minimum_order_amount 0", { minimumOrderAmount: 0 }, null],
    // The menu's value is passed as it is by the cart, the checkout and the venue API (issue 15).
    ["delivery with a negative minimum_order_amount", { minimumOrderAmount: toMilli("-5.000") }, null],
    ["no items in the cart", { itemCount: 0, subtotal: 0 }, null],
    ["dine_in with a section minimum above the subtotal", { orderType: "dine_in" }, toMilli("50.000")],
    ["dine_in ignores the menu minimum", { orderType: "dine_in", sectionMinimumOrderAmount: null }, null],
    ["dine_in meeting the section minimum", { orderType: "dine_in", subtotal: toMilli("50.000") }, null],
    ["delivery ignores the section minimum", { minimumOrderAmount: null, sectionMinimumOrderAmount: toMilli("99.000") }, null],
    ["takeaway has no minimum", { orderType: "takeaway" }, null],
    ["drive_thru has no minimum", { orderType: "drive_thru" }, null],
  ])("%s", (_case, change, expected) => {
    expect(minimumOrderRequired({ ...base, ...change })).toBe(expected);
  });

  it("flags exactly when the applicable minimum exceeds the subtotal", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (subtotal, minimum) => {
        const result = minimumOrderRequired({ ...base, subtotal, minimumOrderAmount: minimum });
        expect(result).toBe(minimum > subtotal ? minimum : null);
      }),
    );
  });
});

describe("needsSectionMinimumLookup: 'Order location type Table triggers a section lookup'", () => {
  it.each<[string | null | undefined, boolean]>([
    ["Table", true],
    ["Room", false],
    [null, false],
    [undefined, false],
    ["table", false],
  ])("%s -> %s", (type, expected) => {
    expect(needsSectionMinimumLookup(type)).toBe(expected);
  });
});
