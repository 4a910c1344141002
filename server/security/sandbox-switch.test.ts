import { count, eq } from "drizzle-orm";
import { orders, payments } from "../db/schema";
import { cake, draft, newKey, orderCount, postOrder } from "../test/orders-test-kit";
import { paymentSandboxFromEnv } from "../runtime";
import { CARD_PAYMENT_UNAVAILABLE } from "../services/payments/gateway";
import { insertOrder, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 13: "The sandbox gateway cannot be turned off: anyone with a payment reference can
// mark it paid. It must be off unless the deployment enables it (the demo and the tests enable it)."
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ paymentSandbox: false });
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

const REFERENCE = "0123456789abcdef0123456789abcdef";

/** A card payment left PENDING, as a deployment that ran the sandbox before would have left it. */
async function pendingPayment(): Promise<string> {
  const orderUuid = await insertOrder(api.db);
  await api.db.insert(payments).values({
    orderUuid,
    provider: "stripe",
    reference: REFERENCE,
    paymentType: "card",
    amount: "43.000",
    status: "PENDING",
    language: "en",
    appOrigin: "http://app.test",
  });
  return orderUuid;
}

const paymentStatus = async () =>
  (await api.db.select({ status: payments.status, paidAt: payments.paidAt }).from(payments).where(eq(payments.reference, REFERENCE)))[0];

describe("with the sandbox off", () => {
  beforeAll(pendingPayment);

  it("the menu offers no online card payment, so no guest is offered one that would be refused", async () => {
    const menu = await api.client.getMenu("en", "test-venue");
    expect(menu.payment_enabled).toBe(false);
  });

  it("the hosted page answers 404, to browsers and to scripts", async () => {
    const page = await api.http(`/sandbox/pay/${REFERENCE}/`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Payment not found");
    const json = await api.http(`/sandbox/pay/${REFERENCE}/`);
    expect([json.status, await json.json()]).toEqual([404, { detail: "Payment not found." }]);
  });

  it("'Pay' answers 404 and the payment stays PENDING, unpaid", async () => {
    const answer = await api.http(`/sandbox/pay/${REFERENCE}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams({ action: "pay" }).toString(),
      redirect: "manual",
    });
    expect(answer.status).toBe(404);
    expect(await paymentStatus()).toEqual({ status: "PENDING", paidAt: null });
  });

  it("refuses a card order (400 naming payment_type) and writes neither the order nor a payment", async () => {
    const [paymentsBefore] = await api.db.select({ n: count() }).from(payments);
    const before = await orderCount(api);
    const response = await postOrder(api, draft([cake()], { payment_type: "card" }), { "Idempotency-Key": newKey("card") });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: CARD_PAYMENT_UNAVAILABLE, errors: { payment_type: [CARD_PAYMENT_UNAVAILABLE] } });
    expect(await orderCount(api)).toBe(before);
    const [paymentsAfter] = await api.db.select({ n: count() }).from(payments);
    expect(Number(paymentsAfter?.n)).toBe(Number(paymentsBefore?.n));
  });

  it("still takes cash orders", async () => {
    const response = await postOrder(api, draft([cake()]), { "Idempotency-Key": newKey("cash") });
    expect([response.status, response.body.payment_url]).toEqual([201, null]);
  });

  it("refuses the partner's full payment with 422 and starts no payment", async () => {
    const orderUuid = await insertOrder(api.db);
    const response = await api.http("/iiko/af/payments/", {
      method: "POST",
      body: JSON.stringify({ order_id: orderUuid, payment_options: "full", selected_language: "en" }),
    });
    expect([response.status, await response.json()]).toEqual([422, { detail: CARD_PAYMENT_UNAVAILABLE }]);
    const [started] = await api.db.select({ n: count() }).from(payments).where(eq(payments.orderUuid, orderUuid));
    expect(Number(started?.n)).toBe(0);
    const [order] = await api.db.select({ paymentUrl: orders.paymentUrl }).from(orders).where(eq(orders.uuid, orderUuid));
    expect(order?.paymentUrl ?? null).toBeNull();
  });
});

describe("PAYMENT_SANDBOX, read once in settingsFromEnv", () => {
  it.each([
    ["unset with the embedded database (the demo)", {}, true],
    ["unset with DATABASE_URL", { DATABASE_URL: "postgres://db/carte" }, false],
    ["empty (unset) with DATABASE_URL", { DATABASE_URL: "postgres://db/carte", PAYMENT_SANDBOX: " " }, false],
    ["on with DATABASE_URL", { DATABASE_URL: "postgres://db/carte", PAYMENT_SANDBOX: "on" }, true],
    ["off with the embedded database", { PAYMENT_SANDBOX: "OFF" }, false],
  ])("%s", (_, env, expected) => {
    expect(paymentSandboxFromEnv(env)).toBe(expected);
  });

  it("refuses a value other than on or off", () => {
    expect(() => paymentSandboxFromEnv({ PAYMENT_SANDBOX: "yes please" })).toThrow("PAYMENT_SANDBOX must be on or off");
  });
});
