import fc from "fast-check";
import { product as productSchema, variationDefinition } from "@/lib/api/schemas/product";
import { areVariationsComplete, isComboComplete, type ComboSelection } from "./build-line";
import { productMissingChoice } from "./missing-choice";

// The demo venue (server/seed/venues/demo.json), in English: Size and Sugar are required, Extras not.
const definitions = [
  {
    id: 1,
    name: "Size",
    required: true,
    multiple: false,
    values: [
      { id: 11, value: "Small" },
      { id: 12, value: "Regular" },
      { id: 13, value: "Large" },
    ],
  },
  {
    id: 3,
    name: "Extras",
    required: false,
    multiple: true,
    max_choices_allowed: 3,
    values: [
      { id: 31, value: "Extra espresso shot" },
      { id: 32, value: "Vanilla syrup" },
    ],
  },
  {
    id: 9,
    name: "Sugar",
    required: true,
    multiple: false,
    values: [
      { id: 91, value: "No sugar" },
      { id: 92, value: "Medium sweet" },
    ],
  },
].map((definition) => variationDefinition.parse(definition));

const flatWhite = productSchema.parse({
  id: 212,
  name: "Flat white",
  price: 22,
  product_variations: [
    { variation: 1, variation_value: 11, price: 2, math_operator: "subtract" },
    { variation: 1, variation_value: 12, price: 0 },
    { variation: 1, variation_value: 13, price: 4 },
    { variation: 3, variation_value: 31, price: 3 },
    { variation: 3, variation_value: 32, price: 2 },
  ],
});

const shawarmaMeal = productSchema.parse({
  id: 501,
  name: "Shawarma meal",
  price: 49,
  enable_combo: true,
  combo_groups: [
    {
      id: 1,
      name: "Choose your side",
      products: [
        { id: 301, name: "Hummus" },
        { id: 306, name: "Halloumi fries", increase_price_by: 6 },
      ],
    },
    {
      id: 2,
      name: "Choose your drink",
      products: [
        { id: 233, name: "Frozen lemon mint" },
        {
          id: 221,
          name: "Karak chai",
          product_variations: [
            { variation: 9, variation_value: 91 },
            { variation: 9, variation_value: 92 },
          ],
        },
        { id: 234, name: "Mango lassi", out_of_stock: true },
      ],
    },
  ],
});

describe("productMissingChoice", () => {
  it("names the flat white's Size, from the menu's definitions", () => {
    expect(productMissingChoice({ product: flatWhite, definitions, variations: {}, combos: {} })).toEqual({
      kind: "variation",
      id: 1,
      name: "Size",
    });
  });

  it("names the Shawarma meal's groups, then the chosen Karak chai's Sugar", () => {
    const meal = (combos: ComboSelection) => productMissingChoice({ product: shawarmaMeal, definitions, variations: {}, combos });
    expect(meal({})).toEqual({ kind: "combo", id: 1, name: "Choose your side" });
    expect(meal({ 1: { product: 306, variations: {} } })).toEqual({ kind: "combo", id: 2, name: "Choose your drink" });
    const chai = { 1: { product: 306, variations: {} }, 2: { product: 221, variations: {} } };
    expect(meal(chai)).toEqual({ kind: "comboVariation", comboGroup: 2, id: 9, name: "Sugar" });
  });

  it("leaves out combo groups the screen does not show (enable_combo off)", () => {
    const product = { ...shawarmaMeal, enable_combo: false };
    expect(productMissingChoice({ product, definitions, variations: {}, combos: {} })).toBeNull();
  });

  // The message under Add and the button's state must never disagree: a choice is named exactly
  // when areVariationsComplete or isComboComplete holds the button back.
  it("names a choice exactly when the add button's completeness rules say one is missing", () => {
    const values = (ids: number[]) => fc.subarray(ids);
    const combo = (products: number[], variations: number[]) =>
      fc.option(fc.record({ product: fc.constantFrom(...products), variations: fc.record({ 9: values(variations) }) }), {
        nil: undefined,
      });
    fc.assert(
      fc.property(
        fc.constantFrom(flatWhite, shawarmaMeal),
        fc.record({ 1: values([11, 12, 13]), 3: values([31, 32]) }, { requiredKeys: [] }),
        fc.record({ 1: combo([301, 306], []), 2: combo([233, 221, 234], [91, 92]) }),
        (product, variations, combos) => {
          const complete = areVariationsComplete(product, definitions, variations, combos) && isComboComplete(product.combo_groups, combos);
          expect(productMissingChoice({ product, definitions, variations, combos }) === null).toBe(complete);
        },
      ),
    );
  });
});
