import { and, eq } from "drizzle-orm";
import { order as orderSchema, orderPaymentStarted } from "@/lib/api/schemas/order";
import { orders, payments } from "../db/schema";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { answerPage } from "../test/payments-fixtures";
import { cake, draft, newKey, tea, variantVenue } from "../test/orders-test-kit";

// Issue 11 item 3: a declined card payment is no dead end. Over HTTP, with venue hosts enforced as in
// the app: venue A is the fixture (menu 100, cash, card machine and online payment offered), venue B
// a copy (menu 160) that offers only cash beside online payment, each on its own domain.

const A = "menu.test-venue.example";
const B = "menu.other-venue.example";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true });
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(160, { enable_card_machine: false }, { custom_domains: [B] }));
}, 60_000);
afterAll(() => api.close());

const guest = (host = A) => api.asHost(host);

async function cardOrder(host = A, menu = 100): Promise<string> {
  return (
    await guest(host).client.createOrder("en", draft([tea("large"), cake()], { menu, payment_type: "card" }), { idempotencyKey: newKey() })
  ).uuid;
}

async function paymentsOf(uuid: string) {
  return api.db
    .select({ reference: payments.reference, status: payments.status, amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderUuid, uuid))
    .orderBy(payments.id);
}

async function lastReference(uuid: string): Promise<string> {
  return (await paymentsOf(uuid)).at(-1)?.reference ?? "";
}

async function declined(host = A, menu = 100): Promise<string> {
  const uuid = await cardOrder(host, menu);
  expect((await answerPage(api, await lastReference(uuid), "decline")).status).toBe(303);
  return uuid;
}

const retry = (uuid: string, host = A, init: RequestInit = {}) =>
  guest(host).http(`/en/api/order/${uuid}/payment/`, { method: "POST", body: "{}", ...init });
const switchType = (uuid: string, body: unknown, host = A) =>
  guest(host).http(`/en/api/order/${uuid}/payment-type/`, { method: "PATCH", body: JSON.stringify(body) });
const read = async (uuid: string, host = A) => orderSchema.parse(await (await guest(host).http(`/en/api/order/${uuid}/`)).json());

describe("the order answer carries its payment state", () => {
  it("payment_type and the latest gateway payment's status: PENDING, FAILED after Decline, PAID after Pay", async () => {
    const uuid = await cardOrder();
    expect(await read(uuid)).toMatchObject({ payment_type: "card", online_payment_status: "PENDING" });
    await answerPage(api, await lastReference(uuid), "decline");
    expect(await read(uuid)).toMatchObject({ payment_type: "card", online_payment_status: "FAILED", payments: [] });
    const cash = (await guest().client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() })).uuid;
    expect(await read(cash)).toMatchObject({ payment_type: "cash", online_payment_status: null });
  });
});

describe("POST /{lang}/api/order/{id}/payment/ (Try again)", () => {
  it("starts a new payment of the same amount after a Decline, answers it again while open, and pays", async () => {
    const uuid = await declined();
    const first = await retry(uuid);
    expect(first.status).toBe(200);
    const { payment_url } = orderPaymentStarted.parse(await first.json());
    const rows = await paymentsOf(uuid);
    expect(rows.map((row) => row.status)).toEqual(["FAILED", "PENDING"]);
    expect(rows[1]?.amount).toBe(rows[0]?.amount);
    expect(payment_url).toBe(`https://${A}/backend/sandbox/pay/${rows[1]?.reference}/`);
    expect(await read(uuid)).toMatchObject({ online_payment_status: "PENDING", payment_url });

    // A double tap: the open payment again, nothing new written.
    expect(orderPaymentStarted.parse(await (await retry(uuid)).json())).toEqual({ payment_url });
    expect(await paymentsOf(uuid)).toHaveLength(2);

    await answerPage(api, rows[1]?.reference ?? "", "pay");
    expect(await read(uuid)).toMatchObject({ online_payment_status: "PAID", balance_due: 0 });
    const paid = await retry(uuid);
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ detail: "The order is paid." });
  });

  it("takes no body at all, and the typed client's call", async () => {
    const uuid = await declined();
    expect((await retry(uuid, A, { body: undefined })).status).toBe(200);
    const again = await guest().client.startOrderPayment("en", uuid);
    expect(again.payment_url).toContain("/backend/sandbox/pay/");
  });

  it("another venue's order: 404 exactly like an unknown order, and no payment written", async () => {
    const uuid = await declined();
    const foreign = await retry(uuid, B);
    const unknown = await retry(UNKNOWN, B);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await paymentsOf(uuid)).map((row) => row.status)).toEqual(["FAILED"]);
  });

  it.each([
    ["an unknown uuid", UNKNOWN],
    ["a malformed id", "not-a-uuid"],
    ["an order number", "000001"],
  ])("%s: 404 with a JSON body", async (_, id) => {
    const answer = await retry(id);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: "Order not found." });
  });

  it("a cash order's uuid: 409, nothing to pay online", async () => {
    const cash = (await guest().client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() })).uuid;
    const answer = await retry(cash);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ detail: "The order is paid at the venue (cash), not online." });
    expect(await paymentsOf(cash)).toEqual([]);
  });

  it("a cancelled order: 409", async () => {
    const uuid = await declined();
    await api.db.update(orders).set({ status: "canceled" }).where(eq(orders.uuid, uuid));
    const answer = await retry(uuid);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ detail: "The order is canceled." });
  });

  it("a malformed or oversized body: 400 or 413 with a JSON body, nothing written", async () => {
    const uuid = await declined();
    const malformed = await retry(uuid, A, { body: "{" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("detail");
    const huge = await retry(uuid, A, { body: JSON.stringify({ pad: "x".repeat(200 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: expect.stringContaining("Request body too large") });
    expect(await paymentsOf(uuid)).toHaveLength(1);
  });
});

describe("PATCH /{lang}/api/order/{id}/payment-type/ (Pay another way)", () => {
  it("a declined card order becomes a card machine order; its open payment can no longer be paid", async () => {
    const uuid = await cardOrder();
    const reference = await lastReference(uuid);
    const answer = await switchType(uuid, { payment_type: "machine" });
    expect(answer.status).toBe(200);
    const changed = orderSchema.parse(await answer.json());
    expect(changed).toMatchObject({ uuid, payment_type: "machine", payment_url: null, online_payment_status: "FAILED" });
    // The gateway page still open in another tab takes no money now.
    await answerPage(api, reference, "pay");
    expect((await paymentsOf(uuid)).map((row) => row.status)).toEqual(["FAILED"]);
    // Asked again: the order as it is.
    expect((await switchType(uuid, { payment_type: "machine" })).status).toBe(200);
    // No longer a card order: nothing to retry, and no switch to cash either.
    expect((await retry(uuid)).status).toBe(409);
    expect((await switchType(uuid, { payment_type: "cash" })).status).toBe(409);
  });

  it("a type the venue does not offer: 422 naming payment_type", async () => {
    const uuid = await declined(B, 160);
    const answer = await switchType(uuid, { payment_type: "machine" }, B);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { payment_type: [expect.stringContaining("machine")] } });
    expect((await read(uuid, B)).payment_type).toBe("card");
    expect((await switchType(uuid, { payment_type: "cash" }, B)).status).toBe(200);
  });

  it.each([
    ["an unknown payment type", { payment_type: "bitcoin" }],
    ["a partner type", { payment_type: "blue_wallet" }],
    ["no type", {}],
    ["a list", { payment_type: ["cash"] }],
  ])("%s: 400 naming payment_type", async (_, body) => {
    const uuid = await declined();
    const answer = await switchType(uuid, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: { payment_type: expect.any(Array) } });
    expect((await read(uuid)).payment_type).toBe("card");
  });

  it("a paid order: 409, its type unchanged", async () => {
    const uuid = await cardOrder();
    await answerPage(api, await lastReference(uuid), "pay");
    const answer = await switchType(uuid, { payment_type: "cash" });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ detail: "The order is paid." });
    expect((await read(uuid)).payment_type).toBe("card");
  });

  it("another venue's order, an unknown order: 404 alike, unchanged", async () => {
    const uuid = await declined();
    const foreign = await switchType(uuid, { payment_type: "cash" }, B);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await (await switchType(UNKNOWN, { payment_type: "cash" }, B)).json());
    const [row] = await api.db
      .select({ type: orders.paymentType })
      .from(orders)
      .where(and(eq(orders.uuid, uuid)));
    expect(row?.type).toBe("card");
  });

  it("an oversized body: 413 with a JSON body", async () => {
    const uuid = await declined();
    const answer = await switchType(uuid, { payment_type: "cash", pad: "x".repeat(200 * 1024) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ detail: expect.stringContaining("Request body too large") });
  });

  it("the typed client's call answers the order", async () => {
    const uuid = await declined();
    const changed = await guest().client.setOrderPaymentType("en", uuid, { payment_type: "cash" });
    expect(changed).toMatchObject({ payment_type: "cash", payment_url: null });
  });
});
