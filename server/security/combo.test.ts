import { count, eq } from "drizzle-orm";
import { lineItems, orders } from "../db/schema";
import { fixtureCategories, draft, newKey, orderCount, postOrder, variantVenue } from "../test/orders-test-kit";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 11: "a combo group accepts several items (the extra ones free)". A combo group (000
// section 3: id, name, products) holds one choice, as the product screen's radio offers it; every
// group needs one ("a combo group has no selected product" disables the add button, 000 section 4).
const MENU = 160;
const COMBO = 61;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(
    variantVenue(MENU, {
      categories: fixtureCategories([
        {
          id: COMBO,
          name: { en: "Burger combo", ar: "وجبة برجر" },
          sku: "BCOMBO",
          price: 30,
          category: 1,
          enable_combo: true,
          combo_groups: [
            // The drinks are included in the price: a second one would be free.
            {
              id: 70,
              name: { en: "Drink", ar: "مشروب" },
              products: [
                { id: 11, increase_price_by: 0 },
                { id: 12, increase_price_by: 0 },
              ],
            },
            { id: 71, name: { en: "Side", ar: "جانبي" }, products: [{ id: 12, increase_price_by: 2 }] },
          ],
        },
      ]),
    }),
  );
}, 60_000);
afterAll(() => api.close());

type Group = { id: number; products: { id: number }[] };
const combo = (groups: Group[]) => ({
  product: COMBO,
  product_name: "Burger combo",
  product_price: 30,
  product_price_currency: "AED",
  quantity: 1,
  combo_groups: groups,
});
const SIDE: Group = { id: 71, products: [{ id: 12 }] };

async function lineRows(): Promise<number> {
  const [row] = await api.db
    .select({ n: count() })
    .from(lineItems)
    .innerJoin(orders, eq(orders.uuid, lineItems.orderUuid))
    .where(eq(orders.venueId, MENU));
  return Number(row?.n ?? 0);
}

describe("a combo group holds one product", () => {
  const detail = "Line item 0: Only 1 product can be chosen in Drink for Burger combo.";

  it.each([
    ["two products in one group", [{ id: 70, products: [{ id: 11 }, { id: 12 }] }, SIDE]],
    ["the same product twice in one group", [{ id: 70, products: [{ id: 11 }, { id: 11 }] }, SIDE]],
    ["the same group sent twice, one product each", [{ id: 70, products: [{ id: 11 }] }, { id: 70, products: [{ id: 12 }] }, SIDE]],
  ])("refuses %s with 400 naming the line, and writes nothing", async (_, groups) => {
    const before = [await orderCount(api, MENU), await lineRows()];
    const response = await postOrder(api, draft([combo(groups)], { menu: MENU }), { "Idempotency-Key": newKey("combo") });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail, line_index: 0, errors: { "line_items.0.combo_groups": [detail] } });
    expect([await orderCount(api, MENU), await lineRows()]).toEqual(before);
  });

  it("names the line among several", async () => {
    const ok = combo([{ id: 70, products: [{ id: 11 }] }, SIDE]);
    const extra = combo([{ id: 70, products: [{ id: 11 }, { id: 12 }] }, SIDE]);
    const response = await postOrder(api, draft([ok, extra], { menu: MENU }), { "Idempotency-Key": newKey("combo") });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      line_index: 1,
      errors: { "line_items.1.combo_groups": [expect.stringContaining("Line item 1:")] },
    });
  });

  it("still takes one product per group, priced 30 + the side's 2 = 32", async () => {
    const response = await postOrder(api, draft([combo([{ id: 70, products: [{ id: 12 }] }, SIDE])], { menu: MENU }), {
      "Idempotency-Key": newKey(),
    });
    expect(response.status).toBe(201);
    const order = await api.client.getOrder("en", String(response.body.uuid));
    expect(order.line_items.map((item) => [item.product_price, item.combo_groups.map((group) => group.products.length)])).toEqual([
      [32, [1, 1]],
    ]);
    expect(order.sub_total).toBe(32);
  });
});
