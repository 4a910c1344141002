import type { OnlinePaymentStatus } from "@/lib/domain/order-payment";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { order as orderSchema } from "@/lib/api/schemas/order";
import { lineItems, orders, payments, splitPayments } from "../db/schema";
import type { OrderUpdate } from "../services/events";
import { changeOrderStatus } from "../services/order-status";
import { eventually } from "../test/eventually";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, DOWNTOWN, draft, line, locationToken, newKey, tea } from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const create = async (lines: Parameters<typeof draft>[0], extra: Parameters<typeof draft>[1] = {}) =>
  (await api.client.createOrder("en", draft(lines, extra), { idempotencyKey: newKey() })).uuid;

const patch = (uuid: string, body: unknown, lang = "en") =>
  api.http(`/${lang}/api/order/${uuid}/`, { method: "PATCH", body: JSON.stringify(body) });

describe("GET /{lang}/api/order/{id}/", () => {
  it.each([
    ["an unknown uuid", randomUUID()],
    ["a malformed id", "not-a-uuid"],
    ["an order number", "000001"],
  ])("answers 404 to %s", async (_, id) => {
    const response = await api.http(`/en/api/order/${id}/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Order not found." });
  });

  it("counts only PAID payments towards balance_due and change, and lists them", async () => {
    const uuid = await create([cake()]);
    const payment = (reference: string, amount: string, status: OnlinePaymentStatus, paymentType = "card") => ({
      orderUuid: uuid,
      provider: "stripe",
      reference,
      paymentType,
      amount,
      status,
    });
    await api.db
      .insert(payments)
      .values([
        payment(`p1-${uuid}`, "10.000", "PAID"),
        payment(`p2-${uuid}`, "5.000", "PENDING"),
        payment(`p3-${uuid}`, "3.000", "FAILED"),
      ]);
    // Cake 20 + VAT 1 + service 1 = 22; 10 paid.
    let order = await api.client.getOrder("en", uuid);
    expect([order.total, order.balance_due, order.change]).toEqual([22, 12, 0]);
    expect(order.payments).toEqual([{ payment_type: "card", amount: 10 }]);
    await api.db.insert(payments).values(payment(`p4-${uuid}`, "15.000", "PAID", "cash"));
    order = await api.client.getOrder("en", uuid);
    expect([order.balance_due, order.change]).toEqual([0, 3]);
  });

  it("shows split payments, tips and Deleted lines", async () => {
    const uuid = await create([cake(), tea("small")]);
    const split = randomUUID();
    await api.db
      .insert(splitPayments)
      .values([{ uuid: split, orderUuid: uuid, guestName: "Guest 1", amount: "15.700", status: "AVAILABLE" }]);
    await api.db.update(orders).set({ tipsAmount: "2.000" }).where(eq(orders.uuid, uuid));
    await api.db
      .update(lineItems)
      .set({ status: "Deleted" })
      .where(and(eq(lineItems.orderUuid, uuid), eq(lineItems.product, 11)));
    const response = await api.http(`/ar/api/order/${uuid}/`);
    const order = orderSchema.parse(await response.json());
    expect(order.split_payments).toEqual([{ uuid: split, guest_name: "Guest 1", amount: 15.7, status: "AVAILABLE" }]);
    expect(order.additional_data.tips_amount).toBe(2);
    // Read on /ar/: named by the Arabic menu (issue 26 item 10), though ordered in English.
    expect(order.line_items.map((item) => [item.product_name, item.status])).toEqual([
      ["كعكة", "Active"],
      ["شاي", "Deleted"],
    ]);
  });
});

describe("PATCH /{lang}/api/order/{id}/", () => {
  it("adds re-priced lines to an active order, once per cart_uuid, and recomputes totals", async () => {
    const uuid = await create([tea("large", { cart_uuid: "c1" })], atPlace("t", 3));
    // A table's order takes lines only with its table's token (issue 10 item 6).
    const body = {
      line_items: [cake({ cart_uuid: "c2", product_price: 0.01 }), tea("large", { cart_uuid: "c1" })],
      location_token: locationToken("t", 3),
    };
    const first = await patch(uuid, body);
    expect(first.status).toBe(200);
    expect(orderSchema.parse(await first.json()).uuid).toBe(uuid);
    const patched = await api.client.updateOrder("en", uuid, body);
    expect(patched.uuid).toBe(uuid);
    const order = await api.client.getOrder("en", uuid);
    expect(order.line_items.map((item) => [item.product_name, item.product_price, item.cart_uuid])).toEqual([
      ["Tea", 11, "c1"],
      ["Cake", 20, "c2"],
    ]);
    // 31 + 1.55 VAT + 1 service.
    expect([order.sub_total, order.total]).toEqual([31, 33.55]);
  });

  it("keeps the coupon and the delivery fee, and leaves Deleted lines out of the totals", async () => {
    const withCoupon = await create([tea("large")], { coupon: "TENOFF" });
    await api.client.updateOrder("en", withCoupon, { line_items: [cake({ quantity: 3 })] });
    const couponOrder = await api.client.getOrder("en", withCoupon);
    // 71 subtotal: 10 % is 7.1, capped at 5; 71 + 3.55 + 1 - 5.
    expect(couponOrder.discounts).toEqual([{ name: "TENOFF", amount_value: 5, free_delivery: false }]);
    expect(couponOrder.total).toBe(70.55);

    const delivery = await create([cake()], { order_type: "delivery", address_coordinates: DOWNTOWN });
    await api.db.update(lineItems).set({ status: "Deleted" }).where(eq(lineItems.orderUuid, delivery));
    await api.client.updateOrder("en", delivery, { line_items: [cake({ quantity: 2 })] });
    const deliveryOrder = await api.client.getOrder("en", delivery);
    // 40 + 2 VAT + 1 service + 7.5 fee; the deleted Cake no longer counts.
    expect([deliveryOrder.sub_total, deliveryOrder.delivery_fees, deliveryOrder.total]).toEqual([40, 7.5, 50.5]);
  });

  it("names the lines in the reading language, whichever language they were added in (issue 26 item 10)", async () => {
    const uuid = await create([cake()]);
    const patched = await patch(uuid, { line_items: [tea("small")] }, "ar");
    expect(patched.status).toBe(200);
    expect((await api.client.getOrder("ar", uuid)).line_items.map((item) => item.product_name)).toEqual(["كعكة", "شاي"]);
    expect((await api.client.getOrder("en", uuid)).line_items.map((item) => item.product_name)).toEqual(["Cake", "Tea"]);
  });

  it("refuses a bad line with its index and writes nothing", async () => {
    const uuid = await create([cake()]);
    const response = await patch(uuid, { line_items: [cake(), line(13)] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Line item 1: Sold out is out of stock.", line_index: 1 });
    expect((await api.client.getOrder("en", uuid)).line_items).toHaveLength(1);
    expect((await patch(uuid, { line_items: [] })).status).toBe(400);
  });

  it("answers 409 for an order that is no longer active and 404 for unknown ones", async () => {
    const uuid = await create([cake()]);
    await changeOrderStatus(api.deps, uuid, "canceled");
    const conflict = await patch(uuid, { line_items: [cake()] });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ detail: "The order is canceled: lines can only be added to an active order." });
    expect((await patch(randomUUID(), { line_items: [cake()] })).status).toBe(404);
    expect((await patch("nope", { line_items: [cake()] })).status).toBe(404);
  });

  it("publishes order-update to the order's subscribers", async () => {
    const uuid = await create([cake()]);
    const heard: OrderUpdate[] = [];
    // Resolves once the LISTEN is on: the change below cannot come before it.
    const stop = await api.deps.events.subscribe(uuid, (update) => heard.push(update));
    try {
      await api.client.updateOrder("en", uuid, { line_items: [tea("small")] });
      await eventually(() => heard.length > 0, "the order-update of the added lines");
    } finally {
      stop();
    }
    expect(heard[0]).toEqual({ uuid, status: "pending", updated: expect.any(String) });
  });
});
