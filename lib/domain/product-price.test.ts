import fc from "fast-check";
import { toMilli } from "./money";
import {
  comboAdjustment,
  discountBadge,
  discountPercentOf,
  discountedPrice,
  displayLinePrice,
  productDisplayPrice,
  selectionAdjustment,
  shouldShowPrice,
  unitPrice,
  variationAdjustment,
  variationsAdjustment,
  withPercentageTaxes,
  type PriceMenuInput,
  type ProductPriceInput,
  type TaxInput,
} from "./product-price";

// An AED shawarma: Size (variation 1) Large +5.000, Small −2.000; Extras (variation 2) Cheese +1.500.
const shawarma: ProductPriceInput = {
  price: "25.000",
  discount: 10,
  product_variations: [
    { variation: 1, variation_value: 11, price: "5.000", math_operator: "add", display_price: true },
    { variation: 1, variation_value: 12, price: "2.000", math_operator: "subtract", display_price: true },
    { variation: 2, variation_value: 21, price: 1.5, math_operator: "add", display_price: false },
  ],
};

// A meal combo: Drink group (Cola free, Fresh Juice +3.500) and Side group (Fries free, Salad +2.000
// whose Dressing value 31 adds 0.500).
const mealCombo: ProductPriceInput = {
  price: "30.000",
  enable_combo: true,
  combo_groups: [
    {
      id: 1,
      products: [
        { id: 101, increase_price_by: "0.000" },
        { id: 102, increase_price_by: "3.500" },
      ],
    },
    {
      id: 2,
      products: [
        { id: 201 },
        {
          id: 202,
          increase_price_by: 2,
          product_variations: [{ variation: 3, variation_value: 31, price: "0.500", math_operator: "add" }],
        },
      ],
    },
  ],
};

const vat: TaxInput = { id: 1, name: "VAT", type: "percentage", rate: "5.00" };
const serviceCharge: TaxInput = { id: 2, name: "Service", type: "percentage", rate: 10 };
const bagFee: TaxInput = { id: 3, name: "Bag fee", type: "fixed", rate: "2.000" };

describe("discounted price = price − price × discount/100 (000 section 5, 001 section 9)", () => {
  it("discounts AED, KWD (3 decimals) and 0-decimal prices at 3 decimals", () => {
    expect(discountedPrice(toMilli("25.000"), 10)).toBe(22500);
    expect(discountedPrice(toMilli("1.250"), 15)).toBe(1063); // 1.0625 rounded once, half away from zero
    expect(discountedPrice(toMilli("1.999"), 33)).toBe(1339); // 1.33933
    expect(discountedPrice(toMilli(1500), 15)).toBe(1275000);
    expect(discountedPrice(toMilli(999), 10)).toBe(899100);
    expect(discountedPrice(toMilli("12.500"), 12.5)).toBe(10938); // 10.9375
  });

  it("treats 0 % as no change and 100 % as free, clamping outside 0..100", () => {
    expect(discountedPrice(25000, 0)).toBe(25000);
    expect(discountedPrice(25000, 100)).toBe(0);
    expect(discountedPrice(25000, 150)).toBe(0);
    expect(discountedPrice(25000, -10)).toBe(25000);
  });

  it("reads the product discount as a number or numeric text", () => {
    expect(discountPercentOf({ discount: "12.50" })).toBe(12.5);
    expect(discountPercentOf({ discount: null })).toBe(0);
    expect(discountPercentOf({})).toBe(0);
    expect(discountPercentOf({ discount: "n/a" })).toBe(0);
    expect(discountPercentOf({ discount: 120 })).toBe(100);
  });

  it("never exceeds the price and is never negative for a discount in [0, 100]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0, max: 100, noNaN: true }), (price, discount) => {
        const discounted = discountedPrice(price, discount);
        expect(Number.isInteger(discounted)).toBe(true);
        expect(discounted).toBeLessThanOrEqual(price);
        expect(discounted).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("variations add or subtract by their math operator", () => {
  it("signs each entry by math_operator", () => {
    expect(variationAdjustment({ variation_value: 1, price: "5.000", math_operator: "add" })).toBe(5000);
    expect(variationAdjustment({ variation_value: 1, price: "2.000", math_operator: "subtract" })).toBe(-2000);
    expect(variationAdjustment({ variation_value: 1, price: "0.250", math_operator: " Subtract " })).toBe(-250);
    expect(variationAdjustment({ variation_value: 1, price: "0.250" })).toBe(250);
    expect(variationAdjustment({ variation_value: 1, price: null, math_operator: "add" })).toBe(0);
  });

  it("counts only selected values, matching ids given as numbers or text", () => {
    expect(variationsAdjustment(shawarma.product_variations, [])).toBe(0);
    expect(variationsAdjustment(shawarma.product_variations, [11, 21])).toBe(6500);
    expect(variationsAdjustment(shawarma.product_variations, ["12", "21"])).toBe(-500);
    expect(variationsAdjustment(shawarma.product_variations, [99])).toBe(0);
    expect(variationsAdjustment(undefined, [11])).toBe(0);
  });

  it("moves both the price and the discounted price by the variation amount", () => {
    expect(productDisplayPrice(shawarma, {})).toEqual({ price: 25000, discounted: 22500, discountPercent: null });
    expect(productDisplayPrice(shawarma, { variations: [11] })).toEqual({
      price: 30000,
      discounted: 27500,
      discountPercent: null,
    });
    expect(productDisplayPrice(shawarma, { variations: [12, 21] })).toEqual({
      price: 24500,
      discounted: 22000,
      discountPercent: null,
    });
  });

  it("gives back the original after adding then removing a variation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.constantFrom("add", "subtract"),
        (price, discount, amount, operator) => {
          const product: ProductPriceInput = {
            price: price / 1000,
            discount,
            product_variations: [{ variation: 1, variation_value: 7, price: (amount / 1000).toFixed(3), math_operator: operator }],
          };
          const before = productDisplayPrice(product, { variations: [] });
          const added = productDisplayPrice(product, { variations: [7] });
          const removed = productDisplayPrice(product, { variations: [7].filter((id) => id !== 7) });
          expect(removed).toEqual(before);
          if (operator === "add") {
            expect(added.price - before.price).toBe(amount);
            expect(unitPrice(product, { variations: [7] }) - unitPrice(product)).toBe(amount);
          } else if (before.price >= amount) {
            expect(before.price - added.price).toBe(amount);
          }
        },
      ),
    );
  });
});

describe("combo groups: selected products with increase_price_by add to the price", () => {
  it("adds the increases of the selected products and their selected variations", () => {
    const freeChoices = [
      { id: 1, products: [{ id: 101 }] },
      { id: 2, products: [{ id: 201 }] },
    ];
    expect(comboAdjustment(mealCombo, freeChoices)).toBe(0);
    expect(comboAdjustment(mealCombo, [{ id: 1, products: [{ id: 102 }] }])).toBe(3500);
    expect(
      comboAdjustment(mealCombo, [
        { id: 1, products: [{ id: 102 }] },
        { id: 2, products: [{ id: 202, variations: [31] }] },
      ]),
    ).toBe(6000);
    const textIds = { combo_groups: [{ id: "1", products: [{ id: "102" }] }] };
    expect(productDisplayPrice(mealCombo, textIds).price).toBe(33500);
  });

  it("ignores unknown groups or products, and combo choices on a product with enable_combo off", () => {
    expect(comboAdjustment(mealCombo, [{ id: 9, products: [{ id: 102 }] }])).toBe(0);
    expect(comboAdjustment(mealCombo, [{ id: 1, products: [{ id: 999 }] }])).toBe(0);
    expect(comboAdjustment({ ...mealCombo, enable_combo: false }, [{ id: 1, products: [{ id: 102 }] }])).toBe(0);
  });

  it("adds combo increases after the discount, like variations", () => {
    const discountedCombo = { ...mealCombo, discount: 20 };
    const selection = { combo_groups: [{ id: 1, products: [{ id: 102 }] }] };
    expect(productDisplayPrice(discountedCombo, selection)).toEqual({
      price: 33500,
      discounted: 27500,
      discountPercent: null,
    });
    expect(unitPrice(discountedCombo, selection)).toBe(27500);
  });
});

describe("display_prices_with_tax adds percentage taxes to the displayed price", () => {
  const taxed: PriceMenuInput = { display_prices_with_tax: true, taxes: [vat, serviceCharge, bagFee] };

  it("adds each percentage tax and leaves fixed taxes for the total", () => {
    expect(withPercentageTaxes(22500, [vat])).toBe(23625);
    expect(withPercentageTaxes(22500, [vat, serviceCharge, bagFee])).toBe(25875);
    expect(withPercentageTaxes(1063, [vat])).toBe(1116); // KWD 1.063 + 0.05315
    expect(withPercentageTaxes(22500, [bagFee])).toBe(22500);
    expect(withPercentageTaxes(22500, null)).toBe(22500);
    expect(withPercentageTaxes(22500, [{ type: "percentage", rate: -5 }])).toBe(22500);
  });

  it("applies to both price and discounted price, with variations included", () => {
    expect(productDisplayPrice(shawarma, { variations: [11] }, taxed)).toEqual({
      price: 34500,
      discounted: 31625,
      discountPercent: null,
    });
  });

  it("adds nothing when the flag is off, or when prices already include tax", () => {
    expect(productDisplayPrice(shawarma, {}, { taxes: [vat] }).price).toBe(25000);
    expect(productDisplayPrice(shawarma, {}, { ...taxed, cart_subtotal_include_tax: true }).price).toBe(25000);
  });
});

describe("a price shows only when above 0, and the discount badge", () => {
  it("shows positive prices only", () => {
    expect(shouldShowPrice(1)).toBe(true);
    expect(shouldShowPrice(25000)).toBe(true);
    expect(shouldShowPrice(0)).toBe(false);
    expect(shouldShowPrice(-500)).toBe(false);
    expect(shouldShowPrice(null)).toBe(false);
  });

  it("gives the badge value only with enable_discount_percentage, a discount and a price", () => {
    const menu = { enable_discount_percentage: true };
    expect(discountBadge(shawarma, menu)).toBe(10);
    expect(discountBadge({ price: 10, discount: "12.50" }, menu)).toBe(12.5);
    expect(discountBadge(shawarma, {})).toBeNull();
    expect(discountBadge({ price: 10, discount: 0 }, menu)).toBeNull();
    expect(discountBadge({ price: 0, discount: 10 }, menu)).toBeNull();
    expect(productDisplayPrice(shawarma, {}, menu).discountPercent).toBe(10);
  });

  it("has no discounted price without a discount, or on a zero price", () => {
    expect(productDisplayPrice({ price: "4.500" }).discounted).toBeNull();
    expect(productDisplayPrice({ price: 0, discount: 10 }).discounted).toBeNull();
  });
});

describe("unit price of a cart line", () => {
  it("discounts the product price but not the variation amounts", () => {
    expect(unitPrice(shawarma)).toBe(22500);
    expect(unitPrice(shawarma, { variations: [11] })).toBe(27500); // not (25 + 5) × 0.9 = 27.000
    expect(unitPrice(shawarma, { variations: [12, 21] })).toBe(22000);
    expect(unitPrice({ price: "1.250", discount: 15 })).toBe(1063);
    expect(unitPrice({ price: 1500 })).toBe(1500000);
  });

  it("never goes below 0", () => {
    const cheap: ProductPriceInput = {
      price: "1.000",
      product_variations: [{ variation_value: 5, price: "3.000", math_operator: "subtract" }],
    };
    expect(unitPrice(cheap, { variations: [5] })).toBe(0);
    expect(productDisplayPrice(cheap, { variations: [5] }).price).toBe(0);
  });

  it("combines variations and combos in the selection adjustment", () => {
    const both: ProductPriceInput = { ...mealCombo, product_variations: shawarma.product_variations ?? null };
    const selection = { variations: [11], combo_groups: [{ id: 2, products: [{ id: 202, variations: [31] }] }] };
    expect(selectionAdjustment(both, selection)).toBe(7500);
    expect(unitPrice(both, selection)).toBe(37500);
  });
});

describe("the add button's line price: the shown price (discounted when discounted) times the quantity", () => {
  it("a discounted Large shawarma, two of them: (25.000 − 10% + 5.000) × 2", () => {
    expect(displayLinePrice(shawarma, { variations: [11] }, {}, 2)).toBe(55000);
  });

  it("with display_prices_with_tax, as the price above it shows it", () => {
    const taxed: PriceMenuInput = { display_prices_with_tax: true, taxes: [vat, serviceCharge, bagFee] };
    expect(displayLinePrice(shawarma, { variations: [11] }, taxed, 3)).toBe(94875);
  });

  it("a combo with Fresh Juice and Salad with Dressing, once", () => {
    expect(
      displayLinePrice(
        mealCombo,
        {
          combo_groups: [
            { id: 1, products: [{ id: 102 }] },
            { id: 2, products: [{ id: 202, variations: [31] }] },
          ],
        },
        {},
        1,
      ),
    ).toBe(36000);
  });
});
