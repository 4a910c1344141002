import { and, asc, eq } from "drizzle-orm";
import { ORDER_BODY_MAX_BYTES } from "@/lib/api/schemas/limits";
import { payments, splitPayments } from "../db/schema";
import { changeOrderStatus } from "../services/order-status";
import { listenOrder, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, line, locationToken, newKey, tea } from "../test/orders-test-kit";

// Issue 12 item 3: the product button's Add to Order sends PATCH /{lang}/api/order/{id}/ with one line
// for the guest's active partner order. What the venue API does with that call for each state the
// order can be in, on the hosts the guest app calls it from.

const PARTNER_HOST = "menu.partner.example";
const OTHER_HOST = "menu.test-venue.example";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true });
  await api.importVenue(testVenue());
  // A table per test: a table holds one active order.
  const tables = Array.from({ length: 40 }, (_, index) => String(index + 1));
  await api.importVenue(
    partnerVenue({ custom_domains: [PARTNER_HOST], table_sections: [{ name: "Hall", minimum_order_amount: 0, tables }] }),
  );
}, 60_000);
afterAll(() => api.close());

const guest = () => api.asHost(PARTNER_HOST);
let lastTable = 0;
const tokens = new Map<string, string>();

/** A dine-in cash order at a table of its own of the partner venue, as its checkout places it: 1 × Cake. */
async function partnerOrder(): Promise<string> {
  lastTable += 1;
  const place = atPlace("t", lastTable);
  const created = await guest().client.createOrder("en", draft([cake({ cart_uuid: "first" })], { menu: PARTNER_MENU_ID, ...place }), {
    idempotencyKey: newKey(),
  });
  tokens.set(created.uuid, place.location_token ?? "");
  return created.uuid;
}

/** The location_token of the order's table, as the guest's cart holds it. */
const tokenOf = (uuid: string) => tokens.get(uuid) ?? "";

async function patch(uuid: string, body: unknown, host = PARTNER_HOST) {
  const response = await api
    .asHost(host)
    .http(`/en/api/order/${uuid}/`, { method: "PATCH", body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
}

const addTea = (uuid: string, cartUuid = "tea") =>
  patch(uuid, { line_items: [tea("small", { cart_uuid: cartUuid })], location_token: tokenOf(uuid) });
const linesOf = async (uuid: string) => (await guest().client.getOrder("en", uuid)).line_items.map((item) => item.product_name);

describe("PATCH of an active partner order (Add to Order)", () => {
  it("adds the line at the menu's price and re-quotes the order with its loyalty discount", async () => {
    const uuid = await partnerOrder();
    const before = await guest().client.getOrder("en", uuid);
    const { update } = await listenOrder(api.deps.events, uuid);
    const answer = await addTea(uuid);
    expect(answer.status).toBe(200);
    // The order screen and the partner checkout refetch on it.
    expect(await update).toMatchObject({ uuid, status: "pending" });
    const after = await guest().client.getOrder("en", uuid);
    expect(after.line_items.map((item) => [item.product_name, item.product_price, item.cart_uuid])).toEqual([
      ["Cake", 20, "first"],
      ["Tea", 8, "tea"],
    ]);
    // Cake 20 - 2 (Blue 10 %) + VAT 0.90 + service 1; then Tea 8 - 0.80 (Blue 10 %) - 4 (Tea dine-in 50 %) joins.
    expect([before.sub_total, before.total]).toEqual([20, 19.9]);
    expect([after.sub_total, after.total, after.balance_due]).toEqual([28, 23.26, 23.26]);
    expect(after.additional_data.iiko_loyalty_discounts.map((row) => row.name)).toEqual(["Blue 10%", "Tea dine-in 50%"]);
  });

  it("adds a line pressed twice (the same cart_uuid) once", async () => {
    const uuid = await partnerOrder();
    expect((await addTea(uuid, "twice")).status).toBe(200);
    expect((await addTea(uuid, "twice")).status).toBe(200);
    expect(await linesOf(uuid)).toEqual(["Cake", "Tea"]);
  });

  it("reopens a balance due on a paid order: the new line is owed, the payment stays", async () => {
    const uuid = await partnerOrder();
    const placed = await guest().client.getOrder("en", uuid);
    await api.db.insert(payments).values({
      orderUuid: uuid,
      provider: "stripe",
      reference: `paid-${uuid}`,
      paymentType: "card",
      amount: placed.total.toFixed(3),
      status: "PAID",
    });
    expect((await guest().client.getOrder("en", uuid)).balance_due).toBe(0);
    expect((await addTea(uuid)).status).toBe(200);
    const after = await guest().client.getOrder("en", uuid);
    expect(after.payments).toEqual([{ payment_type: "card", amount: placed.total }]);
    expect(after.balance_due).toBeCloseTo(after.total - placed.total, 3);
  });

  it.each(["canceled", "rejected", "fulfilled"] as const)("answers 409 JSON for a %s order and adds nothing", async (status) => {
    const uuid = await partnerOrder();
    await changeOrderStatus(api.deps, uuid, status);
    const answer = await addTea(uuid);
    expect(answer).toEqual({
      status: 409,
      type: "application/json",
      body: { detail: `The order is ${status}: lines can only be added to an active order.` },
    });
    expect(await linesOf(uuid)).toEqual(["Cake"]);
  });

  it("answers 403 without the table's token, or with another table's, and adds nothing", async () => {
    const uuid = await partnerOrder();
    // Issue 24: the ordering device is a member and needs no token; anyone else does.
    const stranger = await api.stranger.http(`/en/api/order/${uuid}/`, {
      method: "PATCH",
      headers: { "X-Forwarded-Host": PARTNER_HOST },
      body: JSON.stringify({ line_items: [tea("small")] }),
    });
    expect(stranger.status).toBe(403);
    expect((await patch(uuid, { line_items: [tea("small")], location_token: locationToken("t", 40) })).status).toBe(403);
    expect(await linesOf(uuid)).toEqual(["Cake"]);
  });

  it("answers 404 'Order not found.' for the order through another venue's host, like an unknown one", async () => {
    const uuid = await partnerOrder();
    const foreign = await patch(uuid, { line_items: [tea("small")], location_token: tokenOf(uuid) }, OTHER_HOST);
    expect(foreign).toEqual({ status: 404, type: "application/json", body: { detail: "Order not found." } });
    expect(await linesOf(uuid)).toEqual(["Cake"]);
  });

  it.each([
    ["a malformed id", "not-a-uuid", 404],
    ["a uuid with a stray character", "7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e1x", 404],
    ["an order number", "000001", 404],
    ["an id past the path segment limit", "a".repeat(2000), 400],
  ])("answers %s with a 4xx JSON", async (_case, id, status) => {
    const answer = await patch(id, { line_items: [tea("small")], location_token: locationToken("t", 1) });
    expect(answer.status).toBe(status);
    expect(answer.type).toBe("application/json");
  });

  it.each([
    ["a body that is not JSON", () => "{line_items: [", 400],
    ["a JSON array", () => "[]", 400],
    ["JSON null", () => "null", 400],
    ["no line", (token: string) => JSON.stringify({ line_items: [], location_token: token }), 400],
    ["a line of a product not on the menu", (token: string) => JSON.stringify({ line_items: [line(999_999)], location_token: token }), 400],
    ["a quantity of 0", (token: string) => JSON.stringify({ line_items: [cake({ quantity: 0 })], location_token: token }), 400],
    [
      "a body over the order limit",
      (token: string) =>
        JSON.stringify({ line_items: [cake({ special_instructions: "x".repeat(ORDER_BODY_MAX_BYTES) })], location_token: token }),
      413,
    ],
  ])("answers %s with a 4xx JSON and adds nothing", async (_case, body, status) => {
    const uuid = await partnerOrder();
    const answer = await patch(uuid, body(tokenOf(uuid)));
    expect(answer.status).toBe(status);
    expect(answer.type).toBe("application/json");
    expect(await linesOf(uuid)).toEqual(["Cake"]);
  });
});

describe("PATCH of a partner order split between guests", () => {
  const splitsOf = (uuid: string) =>
    api.db
      .select({ amount: splitPayments.amount, status: splitPayments.status })
      .from(splitPayments)
      .where(eq(splitPayments.orderUuid, uuid))
      .orderBy(asc(splitPayments.guestName));

  it("withdraws the shares nobody is paying yet, whose sum no longer is the balance due; a paid share stays", async () => {
    const uuid = await partnerOrder();
    const placed = await guest().client.getOrder("en", uuid);
    const half = Math.round((placed.total / 2) * 100) / 100;
    await guest().client.createSplitPayments({ order_id: uuid, split_amounts: [half, Math.round((placed.total - half) * 100) / 100] });
    await api.db
      .update(splitPayments)
      .set({ status: "PAID" })
      .where(and(eq(splitPayments.orderUuid, uuid), eq(splitPayments.guestName, "Guest 1")));
    expect((await addTea(uuid)).status).toBe(200);
    expect(await splitsOf(uuid)).toEqual([{ amount: half.toFixed(3), status: "PAID" }]);
  });
});
