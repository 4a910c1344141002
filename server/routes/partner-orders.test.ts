import { eq } from "drizzle-orm";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { orders, payments, splitPayments } from "../db/schema";
import { httpError, insertOrder, listenOrder, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { TEST_SALT } from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  // Tables 1 to 20, so that each active-order case has a table of its own.
  await api.importVenue(
    partnerVenue({ table_sections: [{ name: "Hall", tables: Array.from({ length: 20 }, (_, index) => String(index + 1)) }] }),
  );
}, 60_000);
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.http(path, { method: "POST", body: JSON.stringify(body) });
const orderRow = async (uuid: string) => (await api.db.select().from(orders).where(eq(orders.uuid, uuid)))[0];

describe("GET /iiko/active-order/{orderLocation}/{menuId}/ (001 sections 4, 7)", () => {
  // Issue 10 item 6: {orderLocation} is the table's or room's QR token, never its number.
  const token = (place: number) => encodeLocationToken("t", place, TEST_SALT) ?? "";

  it("answers no active order as 200 with order_id null and common_order false", async () => {
    expect(await api.client.getActiveOrder(token(20), PARTNER_MENU_ID)).toEqual({ order_id: null, common_order: false });
    const raw = await api.http(`/iiko/active-order/${token(20)}/${PARTNER_MENU_ID}/`);
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({ order_id: null, common_order: false });
  });

  it.each([
    ["pending", 4],
    ["accepted", 5],
    ["preparing", 6],
  ] as const)("answers a %s order at the table", async (status, table) => {
    const uuid = await insertOrder(api.db, { status, originLabel: String(table) });
    expect(await api.client.getActiveOrder(token(table), PARTNER_MENU_ID)).toEqual({ order_id: uuid, common_order: false });
  });

  it.each([
    ["fulfilled", 8],
    ["canceled", 9],
    ["rejected", 10],
  ] as const)("does not count a %s order as active", async (status, table) => {
    await insertOrder(api.db, { status, originLabel: String(table) });
    expect(await api.client.getActiveOrder(token(table), PARTNER_MENU_ID)).toEqual({ order_id: null, common_order: false });
  });

  it("carries the POS common_order flag of the order", async () => {
    const uuid = await insertOrder(api.db, { originLabel: "11", commonOrder: true });
    expect(await api.client.getActiveOrder(token(11), PARTNER_MENU_ID)).toEqual({ order_id: uuid, common_order: true });
  });

  it("answers the latest active order when a table has several, and only this venue's orders", async () => {
    await insertOrder(api.db, { originLabel: "12", createdAt: new Date("2026-01-01T10:00:00Z") });
    const latest = await insertOrder(api.db, { originLabel: "12", createdAt: new Date("2026-01-01T11:00:00Z") });
    await insertOrder(api.db, { venueId: 100, originLabel: "13" });
    expect((await api.client.getActiveOrder(token(12), PARTNER_MENU_ID)).order_id).toBe(latest);
    expect((await api.client.getActiveOrder(token(13), PARTNER_MENU_ID)).order_id).toBeNull();
  });

  it("answers 404 for a bare table number, a token of no table of the venue, or another salt's token", async () => {
    await insertOrder(api.db, { originLabel: "14" });
    expect((await httpError(api.client.getActiveOrder("14", PARTNER_MENU_ID))).status).toBe(404);
    expect((await httpError(api.client.getActiveOrder(token(99), PARTNER_MENU_ID))).status).toBe(404);
    expect((await httpError(api.client.getActiveOrder(encodeLocationToken("t", 14, "another-salt") ?? "", PARTNER_MENU_ID))).status).toBe(
      404,
    );
  });

  it("answers 404 for a venue without al_futtaim_enabled and for an unknown menu", async () => {
    expect((await httpError(api.client.getActiveOrder(token(7), 100))).status).toBe(404);
    expect((await httpError(api.client.getActiveOrder(token(7), 999))).status).toBe(404);
  });

  it("answers 400 naming menuId when it is not a number", async () => {
    const response = await api.http(`/iiko/active-order/${token(7)}/abc/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { menuId: [expect.any(String)] } });
  });
});

describe("POST /iiko/tips/loyalty/promotions/ (001 sections 4, 5, 7)", () => {
  it("sets tips_amount and adds it to the total without tips, then replaces it, publishing order-update", async () => {
    const uuid = await insertOrder(api.db);
    const { update } = await listenOrder(api.deps.events, uuid);
    await api.client.saveTips({ order_uuid: uuid, tips_amount: 4.3 });
    expect(await update).toMatchObject({ uuid, status: "pending" });
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "4.300", total: "47.300", additionalData: { tips_amount: 4.3 } });
    await api.client.saveTips({ order_uuid: uuid, tips_amount: 2 });
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "2.000", total: "45.000", additionalData: { tips_amount: 2 } });
    await api.client.saveTips({ order_uuid: uuid, tips_amount: 0 });
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "0.000", total: "43.000" });
  });

  it("rounds tips to the menu's price_decimal_places (2): 1.235 becomes 1.24", async () => {
    const uuid = await insertOrder(api.db);
    await api.client.saveTips({ order_uuid: uuid, tips_amount: 1.235 });
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "1.240", total: "44.240" });
  });

  it("answers 400 naming tips_amount for a negative tip (minimum 0) and order_uuid when missing", async () => {
    const uuid = await insertOrder(api.db);
    const negative = await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: -1 });
    expect(negative.status).toBe(400);
    expect(await negative.json()).toMatchObject({ errors: { tips_amount: ["Amount can not be negative"] } });
    const missing = await post("/iiko/tips/loyalty/promotions/", { tips_amount: 1 });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { order_uuid: [expect.any(String)] } });
    const notJson = await api.http("/iiko/tips/loyalty/promotions/", { method: "POST", body: "{tips" });
    expect(notJson.status).toBe(400);
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "0.000", total: "43.000" });
  });

  it("answers 404 for unknown orders, non-UUID ids and orders of a venue without the partner integration", async () => {
    for (const id of ["7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11", "not-a-uuid", await insertOrder(api.db, { venueId: 100 })]) {
      expect((await httpError(api.client.saveTips({ order_uuid: id, tips_amount: 1 }))).status).toBe(404);
    }
  });

  it("answers 409 for a canceled order, a split order and an order with a payment in progress", async () => {
    const canceled = await insertOrder(api.db, { status: "canceled" });
    const split = await insertOrder(api.db);
    await api.db.insert(splitPayments).values({ uuid: crypto.randomUUID(), orderUuid: split, guestName: "Guest 1", amount: "43.000" });
    const paying = await insertOrder(api.db);
    await api.db
      .insert(payments)
      .values({ orderUuid: paying, provider: "stripe", reference: "tips-pending", paymentType: "card", amount: "43.000" });
    for (const uuid of [canceled, split, paying]) {
      expect((await httpError(api.client.saveTips({ order_uuid: uuid, tips_amount: 1 }))).status).toBe(409);
      expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "0.000", total: "43.000" });
    }
  });

  it("refuses a lower tip that would bring the total below what has been paid", async () => {
    const uuid = await insertOrder(api.db, { tips: 5 });
    await api.db.insert(payments).values({
      orderUuid: uuid,
      provider: "wallet",
      reference: "tips-paid",
      paymentType: "blue_wallet",
      amount: "46.000",
      status: "PAID",
    });
    const response = await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { tips_amount: [expect.any(String)] } });
    await api.client.saveTips({ order_uuid: uuid, tips_amount: 3 });
    expect(await orderRow(uuid)).toMatchObject({ total: "46.000" });
  });

  it("answers 409 once the order is paid in full: a tip then would reopen a settled bill", async () => {
    const uuid = await insertOrder(api.db);
    await api.db.insert(payments).values({
      orderUuid: uuid,
      provider: "wallet",
      reference: "tips-settled",
      paymentType: "blue_wallet",
      amount: "43.000",
      status: "PAID",
    });
    const response = await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 2 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ detail: "Tips cannot change once the order is paid in full." });
    expect(await orderRow(uuid)).toMatchObject({ tipsAmount: "0.000", total: "43.000" });
  });
});
