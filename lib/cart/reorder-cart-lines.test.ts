import { demoMenu } from "@/components/cart/test-fixtures";
import { lineItem, type LineItem } from "@/lib/api/schemas/line-item";
import type { Menu } from "@/lib/api/schemas/menu";
import { reorderCartLines } from "./reorder-cart-lines";
import { reorderCatalogue } from "./reorder-catalogue";

const NOW = new Date("2026-11-26T10:00:00Z");

/** The demo menu, open around the clock, with a change of prices since the order. */
function todaysMenu(change: (menu: Menu) => void = () => {}): Menu {
  const menu = { ...demoMenu(), opening_hours: [], closing_rules: [] };
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
