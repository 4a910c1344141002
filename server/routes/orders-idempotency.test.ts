import { and, count, eq } from "drizzle-orm";
import { existingOrderOf } from "@/lib/api/errors";
import { orderErrorBody } from "@/lib/api/schemas/order";
import { lineItems, orders, payments } from "../db/schema";
import { changeOrderStatus } from "../services/order-status";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, newKey, orderCount, postOrder, tea, variantVenue } from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(150, {}));
}, 60_000);
afterAll(() => api.close());

async function rowsWithKey(key: string) {
  return api.db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(eq(orders.idempotencyKey, `key:${key}`));
}

describe("order creation is idempotent", () => {
  it("answers a repeated Idempotency-Key with the first order, 201 again, creating nothing", async () => {
    const key = newKey();
    const before = await orderCount(api);
    const first = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: key });
    const again = await postOrder(api, draft([cake()]), { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    // Issue 24: the replay answers a creator key too (a new one: only hashes are kept).
    expect(again.body).toEqual({
      uuid: first.uuid,
      padded_order_id: first.padded_order_id,
      payment_url: null,
      member_key: expect.any(String),
    });
    expect(await orderCount(api)).toBe(before + 1);
    // Issue 10 item 12: the same key with other lines is refused (it used to replay the first order).
    const other = await postOrder(api, draft([tea("large", { quantity: 5 })]), { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect(await orderCount(api)).toBe(before + 1);
    const order = await api.client.getOrder("en", first.uuid);
    expect(order.line_items.map((item) => item.product_name)).toEqual(["Cake"]);
  });

  it("derives the key from the lines' cart_uuid values when no header is sent, in any line order", async () => {
    const a = `cart-a-${newKey()}`;
    const b = `cart-b-${newKey()}`;
    const first = await postOrder(api, draft([cake({ cart_uuid: a }), tea("small", { cart_uuid: b })]));
    const second = await postOrder(api, draft([tea("small", { cart_uuid: b }), cake({ cart_uuid: a })]));
    expect(first.status).toBe(201);
    expect(second.body.uuid).toBe(first.body.uuid);
    const other = await postOrder(api, draft([cake({ cart_uuid: `cart-c-${newKey()}` })]));
    expect(other.body.uuid).not.toBe(first.body.uuid);
  });

  it("treats requests with neither header nor cart_uuid as distinct orders", async () => {
    const first = await postOrder(api, draft([cake()]));
    const second = await postOrder(api, draft([cake()]));
    expect(second.body.uuid).not.toBe(first.body.uuid);
  });

  it("keys per venue: the same key at another venue is another order", async () => {
    const key = newKey();
    const here = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: key });
    const there = await api.client.createOrder("en", draft([cake()], { menu: 150 }), { idempotencyKey: key });
    expect(there.uuid).not.toBe(here.uuid);
  });

  it("creates one order for 10 concurrent duplicates, all answered with its uuid", async () => {
    const key = newKey("concurrent");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.client.createOrder("en", draft([cake(), tea("large")], { payment_type: "card" }), { idempotencyKey: key }),
      ),
    );
    const uuids = new Set(answers.map((answer) => answer.uuid));
    expect(uuids.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.payment_url)).size).toBe(1);
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    const uuid = rows[0]?.uuid ?? "";
    const [lines] = await api.db.select({ n: count() }).from(lineItems).where(eq(lineItems.orderUuid, uuid));
    const [started] = await api.db.select({ n: count() }).from(payments).where(eq(payments.orderUuid, uuid));
    expect([Number(lines?.n), Number(started?.n)]).toEqual([2, 1]);
  });

  it("numbers 10 concurrent orders of one venue without gaps or repeats", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.client.createOrder("en", draft([cake()], { menu: 150 }), { idempotencyKey: newKey("numbered") }),
      ),
    );
    const numbers = answers.map((answer) => Number(answer.padded_order_id)).sort((x, y) => x - y);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, offset) => first + offset));
    expect(answers.every((answer) => /^\d{6}$/.test(answer.padded_order_id ?? ""))).toBe(true);
  });
});

describe("a table holds one active dine-in order", () => {
  const atTable = (label: string) => atPlace("t", Number(label));

  it("answers 409 with existing_order (uuid, line_items) for a second order at the table", async () => {
    const first = await api.client.createOrder("en", draft([tea("large", { quantity: 2 })], atTable("3")), { idempotencyKey: newKey() });
    const before = await orderCount(api);
    const error = await api.client
      .createOrder("en", draft([cake()], { ...atTable("3"), payment_type: "card" }), { idempotencyKey: newKey() })
      .catch((caught: unknown) => caught);
    expect(existingOrderOf(error)?.uuid).toBe(first.uuid);
    const raw = await postOrder(api, draft([cake()], atTable("3")), { "Idempotency-Key": newKey() });
    expect(raw.status).toBe(409);
    expect(raw.body.detail).toBe("Active order on this table");
    const body = orderErrorBody.parse(raw.body);
    expect(body.existing_order?.line_items.map((item) => [item.quantity, item.product_name, item.product_price])).toEqual([[2, "Tea", 11]]);
    expect(await orderCount(api)).toBe(before);
    const [paymentRows] = await api.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(orders, eq(orders.uuid, payments.orderUuid))
      .where(and(eq(orders.originLabel, "3"), eq(orders.venueId, 100)));
    expect(Number(paymentRows?.n)).toBe(0);
  });

  it("still replays the table's own order to its key, and takes a new order once it is fulfilled", async () => {
    const key = newKey();
    const first = await api.client.createOrder("en", draft([cake()], atTable("2")), { idempotencyKey: newKey() }).catch(() => null);
    // Table 2 is in the Terrace (minimum 50): 20 is refused, so use a larger order.
    expect(first).toBeNull();
    const order = await api.client.createOrder("en", draft([cake({ quantity: 3 })], atTable("2")), { idempotencyKey: key });
    const replay = await api.client.createOrder("en", draft([cake({ quantity: 3 })], atTable("2")), { idempotencyKey: key });
    expect(replay.uuid).toBe(order.uuid);
    await changeOrderStatus(api.deps, order.uuid, "fulfilled");
    const next = await api.client.createOrder("en", draft([cake({ quantity: 3 })], atTable("2")), { idempotencyKey: newKey() });
    expect(next.uuid).not.toBe(order.uuid);
  });

  it("lets rooms and takeaway orders carrying a table label through", async () => {
    // A venue of its own, whose table 3 holds an active dine-in order.
    await api.importVenue(variantVenue(152, {}));
    const order = (extra: Parameters<typeof draft>[1]) =>
      postOrder(api, draft([cake()], { ...extra, menu: 152 }), { "Idempotency-Key": newKey() });
    const held = await order(atTable("3"));
    expect(held.status).toBe(201);

    const room = atPlace("r", 101);
    const firstRoom = await order(room);
    const secondRoom = await order(room);
    const takeaway = await order({ ...atTable("3"), order_type: "takeaway" });
    expect([firstRoom.status, secondRoom.status, takeaway.status]).toEqual([201, 201, 201]);
    const uuids = new Set([held, firstRoom, secondRoom, takeaway].map((answer) => answer.body.uuid));
    expect(uuids.size).toBe(4);
    expect(await orderCount(api, 152)).toBe(4);
    // The table is still held by its own order, not by the takeaway order that named it.
    const again = await order(atTable("3"));
    expect(again.status).toBe(409);
    expect(orderErrorBody.parse(again.body).existing_order?.uuid).toBe(held.body.uuid);
  });

  it("admits exactly one of 5 concurrent first orders for a free table", async () => {
    await api.importVenue(variantVenue(151, {}));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        api.client.createOrder("en", draft([cake()], { ...atTable("3"), menu: 151 }), { idempotencyKey: newKey("race") }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === "fulfilled");
    const conflicts = results.flatMap((result) => (result.status === "rejected" ? [existingOrderOf(result.reason)] : []));
    expect(fulfilled).toHaveLength(1);
    expect(conflicts).toHaveLength(4);
    expect(conflicts.every((existing) => existing !== null && existing.uuid === fulfilled[0]?.value.uuid)).toBe(true);
  });
});
