import { lineItem, type LineItem } from "@/lib/api/schemas/line-item";
import type { Menu } from "@/lib/api/schemas/menu";
import { demoMenu } from "@/lib/venue/menu-fixture";
import { reorderCartLines } from "./reorder-cart-lines";
import { reorderCatalogue } from "./reorder-catalogue";

const NOW = new Date("2026-11-26T10:00:00Z");

const dish = (id: number, name: string, price: number, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  price,
  description: `<p>${name}, as the kitchen makes it.</p>`,
  small_description: name,
  ...fields,
});

/**
 * The demo venue's dishes a reorder meets (server/seed/venues/demo.json), open around the clock, with a
 * change of prices since the order: a flat white whose Large adds 4, a mango lassi out of stock,
 * tabbouleh, and lamb ouzi with 3 portions left.
 */
function todaysMenu(change: (menu: Menu) => void = () => {}): Menu {
  const menu = demoMenu({
    enable_order: true,
    variations: [
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
    ],
    categories: [
      {
        id: 21,
        name: "Coffee",
        products: [
          dish(212, "Flat white", 22, {
            product_variations: [
              { variation: 1, variation_value: 11, price: 2, math_operator: "subtract" },
              { variation: 1, variation_value: 12, price: 0 },
              { variation: 1, variation_value: 13, price: 4, math_operator: "add" },
            ],
          }),
        ],
      },
      { id: 23, name: "Juices", products: [dish(234, "Mango lassi", 22, { out_of_stock: true })] },
      { id: 3, name: "Mezze", products: [dish(304, "Tabbouleh", 32)] },
      { id: 4, name: "Mains", products: [dish(403, "Lamb ouzi", 95, { pos_available_qty: 3 })] },
    ],
  });
  change(menu);
  return menu;
}

const item = (fields: Partial<LineItem> & { product: number }): LineItem =>
  lineItem.parse({ id: 1, product_name: "", quantity: 1, product_price: 1, ...fields });

let counter = 0;
const uuid = () => `line-${(counter += 1)}`;

describe("reorderCartLines: an order's lines against today's menu (issue 16)", () => {
  beforeEach(() => (counter = 0));

  it("builds each line from the current menu: today's price, the same choices, quantity within stock", () => {
    const menu = todaysMenu((changed) => {
      const flatWhite = changed.categories.flatMap((category) => category.products).find((product) => product.id === 212);
      if (flatWhite) flatWhite.price = 23;
    });
    const { lines, skipped } = reorderCartLines(
      [item({ product: 212, variations: [13], quantity: 2, product_price: 26 }), item({ product: 403, quantity: 5 })],
      reorderCatalogue(menu, NOW),
      [],
      uuid,
    );
    expect(skipped).toBe(0);
    // Flat white is 23 now; Large (13) adds 4.
    expect(lines.map((line) => [line.id, line.name, line.price, line.qty, line.max_qty])).toEqual([
      [212, "Flat white", 27, 2, 0],
      [403, "Lamb ouzi", 95, 3, 3],
    ]);
    expect(
      lines[0]?.variations
        .find((variation) => variation.id === 1)
        ?.values.filter((value) => value.selected)
        .map((value) => value.id),
    ).toEqual([13]);
    expect(lines[0]?.uuid).toBe("line-1");
  });

  it("skips a product gone from the menu, and one out of stock, and counts them", () => {
    const { lines, skipped } = reorderCartLines(
      [item({ product: 9999 }), item({ product: 234 }), item({ product: 304 })],
      reorderCatalogue(todaysMenu(), NOW),
      [],
      uuid,
    );
    expect(lines.map((line) => line.id)).toEqual([304]);
    expect(skipped).toBe(2);
  });

  it("offers nothing while the venue does not take orders", () => {
    const catalogue = reorderCatalogue(
      todaysMenu((menu) => (menu.enable_order = false)),
      NOW,
    );
    expect(catalogue.products).toEqual({});
    expect(reorderCartLines([item({ product: 304 })], catalogue, [], uuid)).toEqual({ lines: [], skipped: 1 });
  });

  it("leaves the descriptions out of what the browser gets", () => {
    const catalogue = reorderCatalogue(todaysMenu(), NOW);
    expect(Object.values(catalogue.products).every((entry) => entry.product.description === "")).toBe(true);
  });
});
