import { eq } from "drizzle-orm";
import { orderCreated } from "@/lib/api/schemas/order";
import { orders, payments } from "../db/schema";
import type { OrderUpdate } from "../services/events";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import {
  atPlace,
  cake,
  DOWNTOWN,
  draft,
  fixtureCategories,
  line,
  mealDeal,
  newKey,
  orderCount,
  postOrder,
  tea,
  variantVenue,
} from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

async function place(lines: Parameters<typeof draft>[0], extra: Parameters<typeof draft>[1] = {}, lang: "en" | "ar" = "en") {
  const created = await api.client.createOrder(lang, draft(lines, extra), { idempotencyKey: newKey() });
  return api.client.getOrder(lang, created.uuid);
}

describe("POST /{lang}/api/order/ re-prices every line from the menu", () => {
  it("ignores client prices and totals: Tea 10 AED with 10 % off is 9, Large adds 2, Small subtracts 1", async () => {
    const order = await place([tea("large", { quantity: 2, product_price: 0.01 }), tea("small"), cake({ product_price: 1 })]);
    expect(order.line_items.map((item) => [item.product_name, item.product_variation, item.product_price, item.quantity])).toEqual([
      ["Tea", "Large", 11, 2],
      ["Tea", "Small", 8, 1],
      ["Cake", "", 20, 1],
    ]);
    // Subtotal 22 + 8 + 20 = 50; VAT 5 % = 2.5; fixed service 1 (001 section 9).
    expect(order.sub_total).toBe(50);
    expect(order.taxes).toEqual([
      { id: 1, name: "VAT", amount: 2.5 },
      { id: 2, name: "Service", amount: 1 },
    ]);
    expect(order.total).toBe(53.5);
    expect(order.balance_due).toBe(53.5);
    expect(order.status).toBe("pending");
    expect(order.padded_order_id).toMatch(/^\d{6}$/);
    expect(order.line_items.every((item) => item.status === "Active" && item.product_price_currency === "AED")).toBe(true);
  });

  it("adds the combo item's increase: Meal deal 30 with Cake as Side (+3) is 33, names stored", async () => {
    const order = await place([mealDeal({ product_price: 30 })]);
    const [item] = order.line_items;
    expect(item?.product_price).toBe(33);
    expect(item?.combo_groups).toEqual([{ id: 7, name: "Side", products: [{ id: 12, name: "Cake", variations: [] }] }]);
    expect(order.sub_total).toBe(33);
    // 33 + 1.65 VAT + 1 service.
    expect(order.total).toBe(35.65);
  });

  it("stores names and taxes in the request language", async () => {
    const order = await place([tea("large")], {}, "ar");
    expect(order.line_items[0]?.product_name).toBe("شاي");
    expect(order.line_items[0]?.product_variation).toBe("كبير");
    expect(order.taxes[0]?.name).toBe("ضريبة القيمة المضافة");
  });

  it("finds products in subcategories", async () => {
    const categories = fixtureCategories(
      [],
      [
        {
          id: 3,
          name: { en: "Hot drinks", ar: "مشروبات ساخنة" },
          parent: 1,
          products: [{ id: 31, name: { en: "Coffee", ar: "قهوة" }, sku: "COF", price: 12, category: 3 }],
        },
      ],
    );
    await api.importVenue(variantVenue(130, { categories }));
    const order = await place([line(31)], { menu: 130 });
    expect(order.line_items[0]?.product_name).toBe("Coffee");
    expect(order.sub_total).toBe(12);
  });
});

describe("coupons, delivery and loyalty", () => {
  it("applies a percentage coupon (TENOFF 10 %) by code in any case", async () => {
    const order = await place([tea("large", { quantity: 2 }), cake()], { coupon: "tenoff" });
    // 10 % of 42 = 4.2; 42 + 2.1 + 1 - 4.2.
    expect(order.discounts).toEqual([{ name: "TENOFF", amount_value: 4.2, free_delivery: false }]);
    expect(order.total).toBe(40.9);
  });

  it("reads a coupon or employee id sent empty as none, instead of refusing the order (issue 11 item 14)", async () => {
    const response = await postOrder(api, draft([cake()], { coupon: "", additional_data: { employee_id: "" } }), {
      "Idempotency-Key": newKey(),
    });
    expect(response.status).toBe(201);
    const order = await api.client.getOrder("en", String(response.body.uuid));
    expect(order.discounts).toEqual([]);
    // Cake 20 + VAT 1 + service 1.
    expect(order.total).toBe(22);
  });

  it("caps a percentage coupon at max_discount_value (TENOFF: 10 % of 60 is 6, capped at 5)", async () => {
    const order = await place([cake({ quantity: 3 })], { coupon: "TENOFF" });
    expect(order.discounts[0]?.amount_value).toBe(5);
    expect(order.total).toBe(59);
  });

  it("gives a fixed coupon only from its min_order_value (FIVE: 5 off from 20)", async () => {
    const reached = await place([cake()], { coupon: "FIVE" });
    expect(reached.discounts).toEqual([{ name: "FIVE", amount_value: 5, free_delivery: false }]);
    expect(reached.total).toBe(17);
    const below = await place([tea("small")], { coupon: "FIVE" });
    expect(below.discounts).toEqual([]);
    expect(below.total).toBe(9.4);
    // Issue 11 item 6: a coupon below its minimum is not the order's coupon either.
    const recorded = async (uuid: string) =>
      (await api.db.select({ code: orders.couponCode }).from(orders).where(eq(orders.uuid, uuid)))[0]?.code;
    expect(await recorded(reached.uuid)).toBe("FIVE");
    expect(await recorded(below.uuid)).toBeNull();
  });

  it("charges the delivery zone's fee for delivery orders inside it", async () => {
    const order = await place([cake()], { order_type: "delivery", address_coordinates: DOWNTOWN, delivery_fees: 0 });
    expect(order.delivery_fees).toBe(7.5);
    expect(order.total).toBe(29.5);
  });

  it("waives the fee with a free-delivery coupon, keeping the fee to strike through", async () => {
    const order = await place([cake()], { order_type: "delivery", address_coordinates: DOWNTOWN, coupon: "FREESHIP" });
    expect(order.delivery_fees).toBe(7.5);
    expect(order.discounts).toEqual([{ name: "FREESHIP", amount_value: 0, free_delivery: true }]);
    expect(order.total).toBe(22);
  });

  it("recomputes loyalty discounts for a partner venue and ignores the payload's", async () => {
    await api.importVenue(
      variantVenue(
        131,
        { al_futtaim_enabled: true },
        {
          partner: { loyalty_promotions: [{ name: "Members 10%", percent: 10, products: [12] }] },
        },
      ),
    );
    const order = await place([cake(), tea("small")], {
      menu: 131,
      additional_data: { employee_id: null, iiko_loyalty_discounts: [{ name: "Forged", discounts: [{ discountSum: 50 }] }] },
    });
    expect(order.additional_data.iiko_loyalty_discounts).toEqual([{ name: "Members 10%", discounts: [{ discountSum: 2 }] }]);
    // Subtotal 28, loyalty 2, VAT 5 % of 26 = 1.3, service 1.
    expect(order.sub_total).toBe(28);
    expect(order.total).toBe(28.3);
  });

  it("falls back to the table label as customer name and accepts a table without a section minimum", async () => {
    const order = await place([cake()], { ...atPlace("t", 3), customer_name: "" });
    expect(order.customer_name).toBe("3");
  });

  it("stores the default contact e-mail and phone on a table or room order that asked for none (001 section 9)", async () => {
    // A venue of its own: table 3 of the main one already holds an open order.
    await api.importVenue(variantVenue(77, {}));
    for (const place_ of [atPlace("t", 3), atPlace("r", 101)]) {
      const payload = draft([cake()], { ...place_, menu: 77, email: "", phone: "" });
      const { uuid } = await api.client.createOrder("ar", payload, { idempotencyKey: newKey() });
      const [stored] = await api.db.select({ email: orders.email, phone: orders.phone }).from(orders).where(eq(orders.uuid, uuid));
      expect(stored).toEqual({ email: "guest@carte.invalid", phone: "+971500000000" });
    }
  });

  it("keeps the contact the guest gave, and refuses a malformed one without storing it", async () => {
    const { uuid } = await api.client.createOrder("en", draft([cake()], { email: "layla@example.com", phone: "+971501234567" }), {
      idempotencyKey: newKey(),
    });
    const [stored] = await api.db.select({ email: orders.email, phone: orders.phone }).from(orders).where(eq(orders.uuid, uuid));
    expect(stored).toEqual({ email: "layla@example.com", phone: "+971501234567" });
    const before = await orderCount(api);
    for (const contact of [{ email: "not-an-address" }, { phone: "0501234567" }, { email: 5 }]) {
      const response = await postOrder(api, { ...draft([cake()]), ...contact }, { "Idempotency-Key": newKey() });
      expect(response.status).toBe(400);
    }
    expect(await orderCount(api)).toBe(before);
  });
});

describe("card payments and events", () => {
  it("starts a card payment for the total and answers its payment_url", async () => {
    // Issue 10 item 8: the return host is the request's own (here 127.0.0.1), never a page's Origin.
    const response = await postOrder(api, draft([cake()], { payment_type: "card" }), { "Idempotency-Key": newKey() });
    expect(response.status).toBe(201);
    const created = orderCreated.parse(response.body);
    const origin = new URL(api.baseUrl).origin;
    expect(created.payment_url).toMatch(new RegExp(`^${origin}/backend/sandbox/pay/[0-9a-f]{32}/$`));
    const rows = await api.db.select().from(payments).where(eq(payments.orderUuid, created.uuid));
    expect(rows.map((row) => [row.status, row.amount, row.provider, row.appOrigin])).toEqual([["PENDING", "22.000", "stripe", origin]]);
    const order = await api.client.getOrder("en", created.uuid);
    expect(order.payment_url).toBe(created.payment_url);
    expect(order.payments).toEqual([]);
  });

  it("gives cash orders no payment_url", async () => {
    const created = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() });
    expect(created.payment_url).toBeNull();
  });

  it("publishes order-update in the creating transaction", async () => {
    const spy = jest.spyOn(api.deps.events, "publish");
    try {
      const created = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() });
      const published: OrderUpdate[] = spy.mock.calls.map(([, update]) => update);
      expect(published).toEqual([{ uuid: created.uuid, status: "pending", updated: expect.any(String) }]);
    } finally {
      spy.mockRestore();
    }
  });
});
