import { product as productSchema, variationDefinition } from "@/lib/api/schemas/product";
import {
  areVariationsComplete,
  buildCartLine,
  comboPriceSelection,
  isComboComplete,
  productVariationGroups,
  selectedValueIds,
  type ComboSelection,
} from "./build-line";

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
      { id: 31, value: "Extra shot" },
      { id: 32, value: "Vanilla" },
    ],
  },
  {
    id: 6,
    name: "Eggs",
    required: true,
    multiple: false,
    values: [
      { id: 61, value: "Fried" },
      { id: 62, value: "Scrambled" },
    ],
  },
].map((definition) => variationDefinition.parse(definition));

// The demo venue's flat white: AED 22, Small subtracts 2, Large adds 4 (server/seed/venues/demo.json).
const flatWhite = productSchema.parse({
  id: 212,
  name: "Flat white",
  sku: "COF-FW",
  price: 22,
  category: 21,
  images: [{ image: "/demo/products/flat-white.svg", image_width: 600, image_height: 450 }],
  pos_available_qty: 5,
  product_variations: [
    { variation: 1, variation_value: 11, price: 2, math_operator: "subtract" },
    { variation: 1, variation_value: 12, price: 0 },
    { variation: 1, variation_value: 13, price: 4, math_operator: "add" },
    { variation: 3, variation_value: 31, price: 3 },
    { variation: 3, variation_value: 32, price: 2 },
    { variation: 99, variation_value: 991, price: 100 },
  ],
});

const combo = productSchema.parse({
  id: 502,
  name: "Breakfast for two",
  price: 110,
  discount: 10,
  enable_combo: true,
  combo_groups: [
    {
      id: 3,
      name: "First plate",
      products: [
        { id: 101, name: "Shakshuka", increase_price_by: 0 },
        {
          id: 102,
          name: "Eggs your way",
          increase_price_by: 5,
          product_variations: [
            { variation: 6, variation_value: 61 },
            { variation: 6, variation_value: 62 },
          ],
        },
        { id: 105, name: "Granola", out_of_stock: true },
      ],
    },
  ],
});

const fixedUuid = () => "line-1";

describe("productVariationGroups", () => {
  it("narrows each definition to the values the product lists, and drops undefined variations", () => {
    const groups = productVariationGroups(flatWhite.product_variations, definitions);
    expect(groups.map((group) => [group.id, group.name, group.options.map((option) => option.name)])).toEqual([
      [1, "Size", ["Small", "Regular", "Large"]],
      [3, "Extras", ["Extra shot", "Vanilla"]],
    ]);
    expect(groups[1]).toMatchObject({ multiple: true, max_choices_allowed: 3, required: false });
  });
});

describe("buildCartLine", () => {
  it("prices a subtract option: Small flat white is AED 22 - 2 = 20", () => {
    const line = buildCartLine({
      product: flatWhite,
      categoryId: 21,
      definitions,
      variations: { 1: [11] },
      combos: {},
      qty: 2,
      specialInstructions: "  no foam ",
      uuid: fixedUuid,
    });
    expect(line).toMatchObject({
      uuid: "line-1",
      id: 212,
      category: 21,
      name: "Flat white",
      sku: "COF-FW",
      image: "/demo/products/flat-white.svg",
      price: 20,
      qty: 2,
      special_instructions: "no foam",
      max_qty: 5,
    });
  });

  it("adds Large (+4) and two extras (+3, +2): AED 31", () => {
    const line = buildCartLine({
      product: flatWhite,
      categoryId: 21,
      definitions,
      variations: { 1: [13], 3: [31, 32] },
      combos: {},
      qty: 1,
      specialInstructions: "",
      uuid: fixedUuid,
    });
    expect(line.price).toBe(31);
    expect(line.variations).toEqual([
      {
        id: 1,
        name: "Size",
        values: [
          { id: 11, name: "Small", variation_value: 11, selected: false },
          { id: 12, name: "Regular", variation_value: 12, selected: false },
          { id: 13, name: "Large", variation_value: 13, selected: true },
        ],
      },
      {
        id: 3,
        name: "Extras",
        values: [
          { id: 31, name: "Extra shot", variation_value: 31, selected: true },
          { id: 32, name: "Vanilla", variation_value: 32, selected: true },
        ],
      },
    ]);
  });

  it("keeps the quantity within 1 and pos_available_qty", () => {
    const base = {
      product: flatWhite,
      categoryId: 21,
      definitions,
      variations: { 1: [12] },
      combos: {},
      specialInstructions: "",
      uuid: fixedUuid,
    };
    expect(buildCartLine({ ...base, qty: 9 }).qty).toBe(5);
    expect(buildCartLine({ ...base, qty: 0 }).qty).toBe(1);
  });

  it("records 0 as max_qty when there is no pos_available_qty, and falls back to the default image", () => {
    const plain = productSchema.parse({ id: 7, name: "Tea", price: 8 });
    const line = buildCartLine({
      product: plain,
      categoryId: 22,
      definitions,
      variations: {},
      combos: {},
      qty: 3,
      specialInstructions: "",
      defaultImage: "/demo/placeholder-product.svg",
      uuid: fixedUuid,
    });
    expect(line).toMatchObject({ max_qty: 0, qty: 3, category: 22, image: "/demo/placeholder-product.svg", price: 8 });
  });

  it("uses crypto.randomUUID when no generator is given", () => {
    const plain = productSchema.parse({ id: 7, name: "Tea", price: 8 });
    const base = { product: plain, categoryId: 22, definitions, variations: {}, combos: {}, qty: 1, specialInstructions: "" };
    const first = buildCartLine(base).uuid;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(buildCartLine(base).uuid).not.toBe(first);
  });

  it("prices a combo after its discount: 110 at 10% off = 99, plus the chosen product's +5 = 104", () => {
    const combos: ComboSelection = { 3: { product: 102, variations: { 6: [62] } } };
    const line = buildCartLine({
      product: combo,
      categoryId: 5,
      definitions,
      variations: {},
      combos,
      qty: 1,
      specialInstructions: "",
      uuid: fixedUuid,
    });
    expect(line.price).toBe(104);
    expect(line.combo_groups).toEqual([
      {
        id: 3,
        name: "First plate",
        products: [
          { id: 101, name: "Shakshuka", selected: false, product_variations: [] },
          {
            id: 102,
            name: "Eggs your way",
            selected: true,
            product_variations: [
              {
                id: 6,
                name: "Eggs",
                values: [
                  { id: 61, name: "Fried", variation_value: 61, selected: false },
                  { id: 62, name: "Scrambled", variation_value: 62, selected: true },
                ],
              },
            ],
          },
          { id: 105, name: "Granola", selected: false, product_variations: [] },
        ],
      },
    ]);
  });
});

describe("selection helpers", () => {
  it("flattens the selected value ids and the combo choices for pricing", () => {
    expect(selectedValueIds({ 1: [13], 3: [31, 32], 4: undefined })).toEqual([13, 31, 32]);
    expect(comboPriceSelection({ 3: { product: 102, variations: { 6: [61] } }, 4: undefined })).toEqual([
      { id: 3, products: [{ id: 102, variations: [61] }] },
    ]);
  });

  it("needs an in-stock product in every combo group", () => {
    expect(isComboComplete(combo.combo_groups, {})).toBe(false);
    expect(isComboComplete(combo.combo_groups, { 3: { product: 105, variations: {} } })).toBe(false);
    expect(isComboComplete(combo.combo_groups, { 3: { product: 101, variations: {} } })).toBe(true);
  });

  it("needs the required variations of the product and of each chosen combo product", () => {
    expect(areVariationsComplete(flatWhite, definitions, {}, {})).toBe(false);
    expect(areVariationsComplete(flatWhite, definitions, { 1: [11] }, {})).toBe(true);
    expect(areVariationsComplete(combo, definitions, {}, { 3: { product: 102, variations: {} } })).toBe(false);
    expect(areVariationsComplete(combo, definitions, {}, { 3: { product: 102, variations: { 6: [61] } } })).toBe(true);
    expect(areVariationsComplete(combo, definitions, {}, { 3: { product: 101, variations: {} } })).toBe(true);
  });
});
