import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { orders, payments } from "../db/schema";
import { changeOrderStatus } from "../services/order-status";
import { PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, locationToken, newKey, tea, TEST_SALT } from "../test/orders-test-kit";

// Issue 24 item 1: "A table's QR token is a permanent key. Anyone who once scanned or photographed
// table 3's code keeps it. Later, GET /backend/iiko/active-order/{token}/... gives the next party's
// order uuid [...] and a PATCH with the old token adds lines to their bill."

let api: TestApi;
let now = new Date("2026-11-27T19:00:00Z");
const IDLE_VENUE = 201;
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(testVenue());
  const tables = Array.from({ length: 10 }, (_, index) => String(index + 1));
  await api.importVenue(partnerVenue({ table_sections: [{ name: "Hall", tables }] }));
  // The same partner venue with a 30-minute idle time (menu flag table_session_idle_minutes).
  await api.importVenue(
    partnerVenue(
      { license: "test-partner-idle", table_sections: [{ name: "Hall", tables }] },
      { id: IDLE_VENUE, table_session_idle_minutes: 30 },
    ),
  );
}, 60_000);
afterAll(() => api.close());
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

/** What the photographer of the QR code does: no member key, only the table's token. */
const stranger = (path: string, init: RequestInit = {}) =>
  fetch(`${api.baseUrl}${path}`, { ...init, headers: { "Content-Type": "application/json", ...init.headers } });
const activeOrderAt = async (table: number, menu = PARTNER_MENU_ID) => {
  const response = await stranger(`/iiko/active-order/${encodeLocationToken("t", table, TEST_SALT) ?? ""}/${menu}/`);
  return ((await response.json()) as { order_id: string | null }).order_id;
};
const addWithToken = (uuid: string, table: number) =>
  stranger(`/en/api/order/${uuid}/`, {
    method: "PATCH",
    body: JSON.stringify({ line_items: [tea("small", { cart_uuid: randomUUID() })], location_token: locationToken("t", table) }),
  });
const linesOf = async (uuid: string) => (await (await stranger(`/en/api/order/${uuid}/`)).json()) as { line_items: unknown[] };

async function orderAt(table: number, menu = PARTNER_MENU_ID): Promise<{ uuid: string; total: string }> {
  const created = await api.client.createOrder(
    "en",
    draft([cake()], { menu, ...atPlace("t", table), customer_name: "Nadia Haddad", phone: "+971501234567", email: "nadia@example.com" }),
    { idempotencyKey: newKey() },
  );
  const [row] = await api.db.select({ total: orders.total }).from(orders).where(eq(orders.uuid, created.uuid));
  return { uuid: created.uuid, total: row?.total ?? "0" };
}

/** The bill paid in full (a PAID payment of the whole total), as the gateway's return would leave it. */
async function payInFull(order: { uuid: string; total: string }): Promise<void> {
  await api.db.insert(payments).values({
    orderUuid: order.uuid,
    provider: "sandbox",
    reference: `paid-${randomUUID()}`,
    paymentType: "card",
    amount: order.total,
    status: "PAID",
    paidAt: now,
  });
}

describe("a table's token leads only to the table's current session", () => {
  it("ends the session once the bill is paid in full and accepted (or cancelled, or rejected): the old token finds nothing and adds nothing", async () => {
    const order = await orderAt(3);
    expect(await activeOrderAt(3)).toBe(order.uuid);
    await payInFull(order);
    // Paid but still pending: the kitchen has not taken it yet, the table is still that party's.
    expect(await activeOrderAt(3)).toBe(order.uuid);
    await changeOrderStatus(api.deps, order.uuid, "accepted");

    expect(await activeOrderAt(3)).toBeNull();
    const lines = (await linesOf(order.uuid)).line_items.length;
    const late = await addWithToken(order.uuid, 3);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      detail: expect.stringContaining("Scan the QR code again"),
      errors: { location_token: [expect.any(String)] },
    });
    expect((await linesOf(order.uuid)).line_items).toHaveLength(lines);

    // Cancelled and rejected orders end theirs too.
    for (const [table, status] of [
      [5, "canceled"],
      [6, "rejected"],
    ] as const) {
      const order = await orderAt(table);
      await changeOrderStatus(api.deps, order.uuid, status);
      expect(await activeOrderAt(table)).toBeNull();
      expect((await addWithToken(order.uuid, table)).status).toBe(409);
    }
  });

  it("starts the next party's own order at the table, with no merge into the settled one", async () => {
    const first = await orderAt(4);
    await payInFull(first);
    await changeOrderStatus(api.deps, first.uuid, "accepted");
    const next = await orderAt(4);
    expect(next.uuid).not.toBe(first.uuid);
    expect(await activeOrderAt(4)).toBe(next.uuid);
  });

  it("ends an idle session after 4 hours by default, and never reopens it, even if the clock goes back", async () => {
    const start = now;
    const order = await orderAt(7);
    expect((await addWithToken(order.uuid, 7)).status).toBe(200);
    now = minutes(3 * 60 + 59);
    expect(await activeOrderAt(7)).toBe(order.uuid);
    now = minutes(4 * 60 + 1);
    expect(await activeOrderAt(7)).toBeNull();
    expect((await addWithToken(order.uuid, 7)).status).toBe(409);
    now = new Date(start.getTime() + 60_000);
    expect(await activeOrderAt(7)).toBeNull();
    expect((await addWithToken(order.uuid, 7)).status).toBe(409);
  });

  it("takes the venue's own idle time (table_session_idle_minutes)", async () => {
    const order = await orderAt(8, IDLE_VENUE);
    now = minutes(20);
    expect(await activeOrderAt(8, IDLE_VENUE)).toBe(order.uuid);
    // Every change to the order is activity: the 30 minutes count from the last one.
    expect((await addWithToken(order.uuid, 8)).status).toBe(200);
    now = minutes(29);
    expect(await activeOrderAt(8, IDLE_VENUE)).toBe(order.uuid);
    now = minutes(2);
    expect(await activeOrderAt(8, IDLE_VENUE)).toBeNull();
  });
});
