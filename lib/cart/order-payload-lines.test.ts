import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { sampleMenu } from "@/lib/api/schemas/test-fixtures";
import { lineComboGroups, lineUnitPrice, lineVariationText, orderCatalogue, totalsLines } from "./order-payload-lines";
import type { CartLine } from "./types";

const parsed = menuSchema.parse({
  ...sampleMenu,
  categories: [
    {
      id: 5,
      name: "Mains",
      products: [
        { id: 401, name: "Chicken shawarma plate", sku: "MAI-SHW", price: "52.000", discount: "0", product_variations: [] },
        { id: 404, name: "Falafel wrap", sku: "MAI-FAL", price: 32, discount: 20, category: 9 },
      ],
    },
    // A special category listing the same product again.
    { id: 11, name: "Offers", products: [{ id: 404, name: "Falafel wrap (offer)", price: 1 }] },
  ],
});

const line = (overrides: Partial<CartLine>): CartLine => ({
  uuid: "l1",
  id: 404,
  category: 4,
  name: "Falafel wrap",
  sku: "MAI-FAL",
  image: null,
  price: 99,
  qty: 3,
  special_instructions: "",
  variations: [],
  combo_groups: [],
  max_qty: 0,
  ...overrides,
});

describe("orderCatalogue", () => {
  it("keeps the first listing of a product, with its own category else the listing one", () => {
    const catalogue = orderCatalogue(parsed);
    expect(catalogue[404]).toMatchObject({ name: "Falafel wrap", price: 32, discount: 20, category: 9 });
    expect(catalogue[401]).toMatchObject({ name: "Chicken shawarma plate", price: 52, category: 5 });
  });
});

describe("line pricing", () => {
  const catalogue = orderCatalogue(parsed);

  it("prices from the menu: AED 32 at 20 % off is 25.600 whatever the line says", () => {
    expect(lineUnitPrice(line({}), catalogue)).toBe(25_600);
    expect(totalsLines([line({})], catalogue)).toEqual([{ productId: 404, categoryId: 9, unitPrice: 25_600, quantity: 3 }]);
  });

  it("keeps the added price of a product gone from the menu", () => {
    expect(lineUnitPrice(line({ id: 999, price: 12.5 }), catalogue)).toBe(12_500);
  });
});

describe("line choices", () => {
  it("writes the chosen values in the line's order and drops groups without a choice", () => {
    const chosen = line({
      variations: [
        {
          id: 4,
          name: "Sauces",
          values: [
            { id: 41, name: "Garlic toum", variation_value: 41, selected: true },
            { id: 42, name: "Tahini", variation_value: 42, selected: true },
          ],
        },
        { id: 8, name: "Leave out", values: [{ id: 81, name: "No onions", variation_value: 81, selected: false }] },
      ],
      combo_groups: [{ id: 3, name: "Side", products: [{ id: 1, selected: false, product_variations: [] }] }],
    });
    expect(lineVariationText(chosen)).toBe("Garlic toum, Tahini");
    expect(lineComboGroups(chosen)).toEqual([]);
  });
});
