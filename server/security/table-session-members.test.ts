import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { lineItems, orders, payments } from "../db/schema";
import { changeOrderStatus } from "../services/order-status";
import { PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, newKey, tea } from "../test/orders-test-kit";

// Issue 24 follow-up: only the table's token was shut off at the session's end; a device holding a
// member key could still add unpaid lines to a settled, cancelled or long-idle bill.

let api: TestApi;
let now = new Date("2026-11-27T19:00:00Z");
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(testVenue());
  const tables = Array.from({ length: 10 }, (_, index) => String(index + 1));
  await api.importVenue(partnerVenue({ table_sections: [{ name: "Hall", tables }] }));
}, 60_000);
afterAll(() => api.close());

let table = 0;
const call = (path: string, init: RequestInit, key: string) =>
  fetch(`${api.baseUrl}${path}`, { ...init, headers: { "Content-Type": "application/json", "X-Order-Key": key } });

/** The guest's phone places an order at a fresh table and keeps its member key. */
async function placeOrder() {
  table += 1;
  const response = await fetch(`${api.baseUrl}/en/api/order/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
    body: JSON.stringify(
      draft([cake()], { menu: PARTNER_MENU_ID, ...atPlace("t", table), customer_name: "Nadia Haddad", phone: "+971501234567" }),
    ),
  });
  const body = (await response.json()) as { uuid: string; member_key?: string };
  return { uuid: body.uuid, key: body.member_key ?? "" };
}
const addLine = (order: { uuid: string; key: string }) =>
  call(
    `/en/api/order/${order.uuid}/`,
    { method: "PATCH", body: JSON.stringify({ line_items: [tea("small", { cart_uuid: randomUUID() })] }) },
    order.key,
  );
const lineCount = async (uuid: string) => (await api.db.select().from(lineItems).where(eq(lineItems.orderUuid, uuid))).length;
const totalOf = async (uuid: string) => (await api.db.select({ total: orders.total }).from(orders).where(eq(orders.uuid, uuid)))[0]?.total;

async function payInFull(uuid: string): Promise<void> {
  await api.db.insert(payments).values({
    orderUuid: uuid,
    provider: "sandbox",
    reference: `paid-${randomUUID()}`,
    paymentType: "card",
    amount: (await totalOf(uuid)) ?? "0",
    status: "PAID",
    paidAt: now,
  });
}

/** The refusal: a 409 saying the order is closed, and the bill exactly as it was. */
async function expectRefused(order: { uuid: string; key: string }, detail = /order is closed.*new order/i): Promise<void> {
  const lines = await lineCount(order.uuid);
  const total = await totalOf(order.uuid);
  const response = await addLine(order);
  expect(response.status).toBe(409);
  expect(((await response.json()) as { detail: string }).detail).toMatch(detail);
  expect(await lineCount(order.uuid)).toBe(lines);
  expect(await totalOf(order.uuid)).toBe(total);
}

describe("a member key adds lines only while the table's session is open", () => {
  it("adds lines before the end, not once the bill is paid in full and accepted", async () => {
    const order = await placeOrder();
    expect((await addLine(order)).status).toBe(200);
    await payInFull(order.uuid);
    await changeOrderStatus(api.deps, order.uuid, "accepted");
    await expectRefused(order);
  });

  it("adds nothing to a cancelled order", async () => {
    const order = await placeOrder();
    expect((await addLine(order)).status).toBe(200);
    await changeOrderStatus(api.deps, order.uuid, "canceled");
    // Already refused before the session rule: an order no longer active takes no lines.
    await expectRefused(order, /canceled: lines can only be added to an active order/);
  });

  it("adds nothing after the venue's idle time", async () => {
    const order = await placeOrder();
    expect((await addLine(order)).status).toBe(200);
    now = new Date(now.getTime() + (4 * 60 + 1) * 60_000);
    await expectRefused(order);
  });
});
