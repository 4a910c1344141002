import { count, eq } from "drizzle-orm";
import { lineItems, orders, payments } from "../db/schema";
import { cake, draft, newKey, orderCount, postOrder, tea } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 12: "An idempotency key reused with a different cart silently returns the first
// order as a success: answer 422 (the key was used for another request), as Stripe does."
const REUSED = { detail: "This Idempotency-Key was used for another request." };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

async function writtenRows(): Promise<number[]> {
  const [lines] = await api.db.select({ n: count() }).from(lineItems);
  const [started] = await api.db.select({ n: count() }).from(payments);
  return [await orderCount(api), Number(lines?.n), Number(started?.n)];
}

async function linesOf(uuid: string): Promise<[string, number][]> {
  const order = await api.client.getOrder("en", uuid);
  return order.line_items.map((item) => [item.product_name, item.quantity]);
}

describe("an Idempotency-Key is bound to its first request", () => {
  it("answers 422 to the same key with another cart, writes nothing and leaves the first order as it was", async () => {
    const key = newKey("reuse");
    const first = await postOrder(api, draft([cake()]), { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const before = await writtenRows();
    const other = await postOrder(api, draft([tea("large", { quantity: 5 })], { payment_type: "card" }), { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect(other.body).toEqual(REUSED);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await writtenRows()).toEqual(before);
    expect(await linesOf(String(first.body.uuid))).toEqual([["Cake", 1]]);
  });

  it.each([
    ["a larger quantity", draft([cake({ quantity: 3 })])],
    ["another order type", draft([cake()], { order_type: "dine_in" })],
    ["a coupon", draft([cake()], { coupon: "TENOFF" })],
    ["another payment type", draft([cake()], { payment_type: "card" })],
    ["another name", draft([cake()], { customer_name: "Someone Else" })],
  ])("refuses the same key with %s", async (_, changed) => {
    const key = newKey("changed");
    expect((await postOrder(api, draft([cake()]), { "Idempotency-Key": key })).status).toBe(201);
    const again = await postOrder(api, changed, { "Idempotency-Key": key });
    expect([again.status, again.body]).toEqual([422, REUSED]);
  });

  it("refuses the same key and cart in another language", async () => {
    const key = newKey("lang");
    expect((await postOrder(api, draft([cake()]), { "Idempotency-Key": key }, "en")).status).toBe(201);
    const again = await postOrder(api, draft([cake()]), { "Idempotency-Key": key }, "ar");
    expect([again.status, again.body]).toEqual([422, REUSED]);
  });

  it("replays the same key and cart with 201, Idempotent-Replayed: true and the first order, also with lines and fields reordered", async () => {
    const key = newKey("same");
    const body = draft([cake(), tea("small", { quantity: 2 })], { payment_type: "card" });
    const first = await postOrder(api, body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const before = await writtenRows();
    const reordered = Object.fromEntries(Object.entries({ ...body, line_items: [...body.line_items].reverse() }).reverse());
    for (const replay of [body, reordered]) {
      const again = await postOrder(api, replay, { "Idempotency-Key": key });
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      // Issue 24: the same order, with a creator key of its own (only the keys' hashes are kept).
      expect(again.body).toEqual({ ...(first.body as object), member_key: expect.any(String) });
    }
    expect(await writtenRows()).toEqual(before);
  });

  it("binds a key derived from the lines' cart_uuid values too", async () => {
    const cartUuid = `cart-${newKey()}`;
    const first = await postOrder(api, draft([cake({ cart_uuid: cartUuid })]));
    expect(first.status).toBe(201);
    const again = await postOrder(api, draft([cake({ cart_uuid: cartUuid, quantity: 4 })]));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ detail: "These cart lines (cart_uuid) were already ordered with another request." });
    expect(await linesOf(String(first.body.uuid))).toEqual([["Cake", 1]]);
  });

  it("under 6 concurrent requests with one key and two carts, creates one order and refuses every request of the other cart", async () => {
    const key = newKey("race");
    const carts = [draft([cake()]), draft([tea("large")])];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => postOrder(api, carts[index % 2], { "Idempotency-Key": key })),
    );
    const rows = await api.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(eq(orders.idempotencyKey, `key:${key}`));
    expect(rows).toHaveLength(1);
    const [winner] = await linesOf(rows[0]?.uuid ?? "");
    const winning = winner?.[0] === "Cake" ? 0 : 1;
    answers.forEach((answer, index) => {
      if (index % 2 === winning) expect([answer.status, answer.body.uuid]).toEqual([201, rows[0]?.uuid]);
      else expect([answer.status, answer.body]).toEqual([422, REUSED]);
    });
  });
});
