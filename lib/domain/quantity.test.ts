import fc from "fast-check";
import { DEFAULT_MIN_QTY, QUANTITY_MAX, canDecrement, canIncrement, clampQuantity, maxQuantity, parseQuantityInput } from "./quantity";

describe("maxQuantity: pos_available_qty on the detail screen, max_qty on a cart line", () => {
  it.each<[number | string | null | undefined, number | null]>([
    [5, 5],
    ["5", 5],
    [1, 1],
    [2.7, 2],
    [0, null],
    [null, null],
    [undefined, null],
    [-4, null],
    ["", null],
    ["abc", null],
    [Number.POSITIVE_INFINITY, null],
  ])("%s -> %s", (limit, expected) => {
    expect(maxQuantity(limit)).toBe(expected);
  });
});

describe("clampQuantity: 'within minQty (default 1) and maxQty (default unlimited)'", () => {
  it("defaults minQty to 1", () => {
    expect(DEFAULT_MIN_QTY).toBe(1);
    expect(clampQuantity(0, { max: null })).toBe(1);
    expect(clampQuantity(-3, { max: 10 })).toBe(1);
  });

  it.each<[number, number | undefined, number | null, number]>([
    [3, undefined, null, 3],
    // No menu maximum: the venue API's QUANTITY_MAX (999) is the ceiling.
    [1000, undefined, null, 999],
    [7, undefined, 5, 5],
    [5, undefined, 5, 5],
    [2, 3, 10, 3],
    [2.9, undefined, null, 2],
    [Number.NaN, undefined, 5, 1],
    [4, 3, 2, 3],
  ])("qty %s, min %s, max %s -> %s", (qty, min, max, expected) => {
    expect(clampQuantity(qty, { min, max })).toBe(expected);
  });

  it("always lands inside [1, max]", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.option(fc.integer({ min: 1, max: 1000 })), (qty, max) => {
        const clamped = clampQuantity(qty, { max });
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(1);
        if (max !== null) expect(clamped).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe("stepper buttons: minus or plus within the bounds", () => {
  it.each<[number, number | null, boolean]>([
    [1, null, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
  ])("plus at %s with max %s -> %s", (qty, max, expected) => {
    expect(canIncrement(qty, max)).toBe(expected);
  });

  it.each<[number, number | undefined, boolean]>([
    [1, undefined, false],
    [2, undefined, true],
    [3, 3, false],
  ])("minus at %s with min %s -> %s", (qty, min, expected) => {
    expect(canDecrement(qty, min)).toBe(expected);
  });
});

describe("parseQuantityInput: 'Quantity modal: accepts only values from 1 to the maximum'", () => {
  it.each<[string, number | null, number | null]>([
    ["1", 5, 1],
    ["5", 5, 5],
    [" 3 ", 5, 3],
    ["6", 5, null],
    ["0", 5, null],
    ["-1", 5, null],
    ["1.5", 5, null],
    ["", 5, null],
    ["abc", 5, null],
    ["2e1", 50, null],
    ["250", null, 250],
    ["٣", 5, 3],
    ["۱۲", 20, 12],
    ["١٠", 5, null],
  ])("%j with max %s -> %s", (text, max, expected) => {
    expect(parseQuantityInput(text, max)).toBe(expected);
  });
});

describe("QUANTITY_MAX: the ceiling when the menu sets none (the venue API refuses more)", () => {
  it("stops the stepper and the modal at 999", () => {
    expect(canIncrement(998, null)).toBe(true);
    expect(canIncrement(QUANTITY_MAX, null)).toBe(false);
    expect(parseQuantityInput("999", null)).toBe(999);
    expect(parseQuantityInput("1000", null)).toBeNull();
  });
});
