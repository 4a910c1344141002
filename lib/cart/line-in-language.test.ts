import type { OrderCatalogue } from "./order-payload-lines";
import { cartLineInLanguage, variationNames } from "./line-in-language";
import type { CartLine } from "./types";

// The demo venue's Size variation (1: Small 11, Large 13) read in Arabic, and a meal with a drink group.
const arabic = variationNames({
  variations: [
    {
      id: 1,
      name: "الحجم",
      values: [
        { id: 11, value: "صغير" },
        { id: 13, value: "كبير" },
      ],
      required: true,
      multiple: false,
      max_choices_allowed: 0,
    },
  ],
});

const catalogue: OrderCatalogue = {
  5: {
    id: 5,
    name: "وجبة كلوب",
    sku: "M5",
    price: 53,
    discount: 0,
    category: 1,
    product_variations: [],
    enable_combo: true,
    combo_groups: [{ id: 7, name: "المشروب", products: [{ id: 8, name: "كولا", increase_price_by: 0, product_variations: [] }] }],
  },
};

const englishLine: CartLine = {
  uuid: "u1",
  id: 5,
  category: 1,
  name: "Club meal",
  sku: "M5",
  image: null,
  price: 53,
  qty: 1,
  special_instructions: "",
  variations: [{ id: 1, name: "Size", values: [{ id: 13, name: "Large", variation_value: 13, selected: true }] }],
  combo_groups: [{ id: 7, name: "Drink", products: [{ id: 8, name: "Cola", selected: true, product_variations: [] }] }],
  max_qty: 0,
};

describe("cartLineInLanguage: a line added in English, shown on /ar/", () => {
  it("names the product, its variation, value and combo choice from the Arabic menu", () => {
    const line = cartLineInLanguage(englishLine, catalogue, arabic);
    expect(line.name).toBe("وجبة كلوب");
    expect(line.variations).toEqual([{ id: 1, name: "الحجم", values: [{ id: 13, name: "كبير", variation_value: 13, selected: true }] }]);
    expect(line.combo_groups).toEqual([
      { id: 7, name: "المشروب", products: [{ id: 8, name: "كولا", selected: true, product_variations: [] }] },
    ]);
    expect(line.price).toBe(53);
  });

  it("keeps the stored names of what the menu no longer has", () => {
    expect(cartLineInLanguage(englishLine, {}, variationNames({ variations: [] }))).toEqual(englishLine);
  });
});
