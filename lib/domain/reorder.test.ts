import { reorderLines, type OrderedLine, type ReorderInput, type ReorderProduct, type ReorderVariation } from "./reorder";

// Flat white (212) in Small (12) or Large (13), required; Extra shot (21) optional, up to 2 of 3 values.
const SIZE: ReorderVariation = { id: 1, values: [{ id: 12 }, { id: 13 }], required: true, multiple: false };
const EXTRAS: ReorderVariation = { id: 2, values: [{ id: 21 }, { id: 22 }, { id: 23 }], multiple: true, max_choices_allowed: 2 };
const FLAT_WHITE: ReorderProduct = {
  id: 212,
  pos_available_qty: null,
  product_variations: [
    { variation: 1, variation_value: 12 },
    { variation: 1, variation_value: 13 },
    { variation: 2, variation_value: 21 },
    { variation: 2, variation_value: 22 },
    { variation: 2, variation_value: 23 },
  ],
  combo_groups: [],
};
const KUNAFA: ReorderProduct = { id: 601, pos_available_qty: 3, product_variations: [], combo_groups: [] };
// Lunch set (700): a main (group 71: 711, or 712 out of stock) and a drink (group 72: 212 in a size).
const LUNCH: ReorderProduct = {
  id: 700,
  pos_available_qty: null,
  product_variations: [],
  combo_groups: [
    {
      id: 71,
      products: [
        { id: 711, out_of_stock: false, product_variations: [] },
        { id: 712, out_of_stock: true, product_variations: [] },
      ],
    },
    { id: 72, products: [{ id: 212, out_of_stock: false, product_variations: FLAT_WHITE.product_variations.slice(0, 2) }] },
  ],
};

const line = (fields: Partial<OrderedLine> & { product: number | null }): OrderedLine => ({
  variations: [],
  combo_groups: [],
  quantity: 1,
  special_instructions: "",
  status: "Active",
  ...fields,
});

function reorder(lines: OrderedLine[], overrides: Partial<ReorderInput> = {}) {
  return reorderLines({
    lines,
    products: { 212: FLAT_WHITE, 601: KUNAFA, 700: LUNCH },
    definitions: [SIZE, EXTRAS],
    sameItemAgain: true,
    inCart: [],
    ...overrides,
  });
}

describe("reorderLines (issue 16)", () => {
  it("puts the same choices back, grouped by variation, with the line's quantity and instructions", () => {
    const result = reorder([line({ product: 212, variations: [13, 21, 22], quantity: 2, special_instructions: "Oat milk" })]);
    expect(result).toEqual({
      choices: [{ productId: 212, variations: { 1: [13], 2: [21, 22] }, combos: {}, qty: 2, specialInstructions: "Oat milk" }],
      skipped: 0,
    });
  });

  it("skips a product gone from the menu or not orderable now, and counts it", () => {
    const result = reorder([line({ product: 999 }), line({ product: null }), line({ product: 601 })]);
    expect(result.choices.map((choice) => choice.productId)).toEqual([601]);
    expect(result.skipped).toBe(2);
  });

  it("neither reorders nor counts the lines the venue removed from the order", () => {
    const result = reorder([
      line({ product: 999, status: "Deleted" }),
      line({ product: 601, quantity: 0 }),
      line({ product: 212, variations: [12] }),
    ]);
    expect(result).toMatchObject({ skipped: 0, choices: [{ productId: 212 }] });
  });

  it("caps the quantity at the product's stock limit", () => {
    expect(reorder([line({ product: 601, quantity: 5 })]).choices[0]?.qty).toBe(3);
  });

  it.each<[string, number[]]>([
    ["a value the product no longer offers", [14]],
    ["a required variation left without a value (added since)", []],
    ["two values of a single-choice variation", [12, 13]],
    ["more values than max_choices_allowed", [12, 21, 22, 23]],
  ])("skips a line whose variations changed: %s", (_, variations) => {
    expect(reorder([line({ product: 212, variations })])).toEqual({ choices: [], skipped: 1 });
  });

  it("puts a combo back with its choice in every group", () => {
    const combo = [
      { id: 71, products: [{ id: 711, variations: [] }] },
      { id: 72, products: [{ id: 212, variations: [12] }] },
    ];
    expect(reorder([line({ product: 700, combo_groups: combo })]).choices[0]?.combos).toEqual({
      71: { product: 711, variations: {} },
      72: { product: 212, variations: { 1: [12] } },
    });
  });

  it.each<[string, OrderedLine["combo_groups"]]>([
    [
      "its chosen item is out of stock",
      [
        { id: 71, products: [{ id: 712, variations: [] }] },
        { id: 72, products: [{ id: 212, variations: [12] }] },
      ],
    ],
    ["a group added since has no choice", [{ id: 71, products: [{ id: 711, variations: [] }] }]],
    [
      "a group was removed since",
      [
        { id: 71, products: [{ id: 711, variations: [] }] },
        { id: 72, products: [{ id: 212, variations: [12] }] },
        { id: 73, products: [{ id: 601, variations: [] }] },
      ],
    ],
    [
      "the drink's size is gone",
      [
        { id: 71, products: [{ id: 711, variations: [] }] },
        { id: 72, products: [{ id: 212, variations: [21] }] },
      ],
    ],
  ])("skips a combo when %s", (_, combo) => {
    expect(reorder([line({ product: 700, combo_groups: combo })])).toEqual({ choices: [], skipped: 1 });
  });

  it("without enable_adding_same_item_cart, takes a product once and not if the cart has it", () => {
    const lines = [line({ product: 601 }), line({ product: 601 }), line({ product: 212, variations: [12] })];
    expect(reorder(lines, { sameItemAgain: false, inCart: [212] })).toMatchObject({ choices: [{ productId: 601 }], skipped: 2 });
    expect(reorder(lines, { sameItemAgain: true, inCart: [212] }).choices).toHaveLength(3);
  });
});
