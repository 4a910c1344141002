import { eq } from "drizzle-orm";
import { toMilli } from "@/lib/domain/money";
import { orders, payments } from "../db/schema";
import { startOrderPayment } from "../services/payments/start";
import { insertOrder as insertPartnerOrder, partnerVenue } from "../test/fixtures/partner";
import { recording } from "../test/stripe-recorded";
import { cake, draft, newKey, orderCount, postOrder, variantVenue } from "../test/orders-test-kit";
import { APP_ORIGIN, insertOrder, splitStatus, useProvider } from "../test/payments-fixtures";
import {
  postStripeStatus,
  postWebhook,
  publishedFor,
  sessionOf,
  startStripeApi,
  stripePayment,
  type StripeKit,
} from "../test/payments-stripe-kit";

const NOW = new Date("2026-01-01T10:00:00.000Z");
const OWN_MENU = 101;
const cardOrder = () =>
  postOrder(kit.api, draft([cake({ quantity: 2 })], { menu: OWN_MENU, payment_type: "card" }), { "Idempotency-Key": newKey() });
let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeApi(() => NOW);
  // Orders placed over HTTP go to a venue of their own: the fixtures number venue 100's orders themselves.
  await kit.api.importVenue(variantVenue(OWN_MENU, {}));
  await kit.api.importVenue(partnerVenue());
}, 60_000);
afterEach(() => {
  expect(kit.stripe.unexpected).toEqual([]);
  expect(kit.stripe.pending()).toBe(0);
});
afterAll(() => kit.api.close());

const paymentRow = async (reference: string) => (await kit.api.db.select().from(payments).where(eq(payments.reference, reference)))[0];
/** console.warn's lines while a call runs, kept out of the test output. */
function quietWarnings() {
  const lines: string[] = [];
  const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
  return { lines, stop: () => spy.mockRestore() };
}
const lastRequest = () => kit.stripe.requests[kit.stripe.requests.length - 1];

describe("start: a Checkout Session per payment", () => {
  it("creates the session for a card order and answers its URL as the order's payment_url", async () => {
    kit.stripe.answerCreate("cs_test_a1OrderCreatedThroughTheVenueApi0000000000000000000000000000");
    const created = await cardOrder();
    expect(created.status).toBe(201);
    expect(String(created.body.payment_url)).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_a1OrderCreatedThroughTheVenueApi0+#fid/,
    );
    const [order] = await kit.api.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, String(created.body.uuid)));
    const [payment] = await kit.api.db
      .select()
      .from(payments)
      .where(eq(payments.orderUuid, String(created.body.uuid)));
    const request = lastRequest();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers.get("idempotency-key")).toBe(`checkout-${payment?.reference}`);
    const back = `${new URL(kit.api.baseUrl).origin}/en/payment/stripe?ref=${payment?.reference}&session={CHECKOUT_SESSION_ID}`;
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aed",
      "line_items[0][price_data][unit_amount]": String(Math.round(Number(order?.total) * 100)),
      "line_items[0][price_data][product_data][name]": `Test Venue #${String(order?.orderNumber).padStart(6, "0")}`,
      client_reference_id: payment?.reference,
      "metadata[reference]": payment?.reference,
      "metadata[order_uuid]": created.body.uuid,
      "payment_intent_data[metadata][reference]": payment?.reference,
      "payment_intent_data[metadata][order_uuid]": created.body.uuid,
      locale: "en",
      success_url: back,
      cancel_url: back,
    });
    expect(payment).toMatchObject({ provider: "stripe", status: "PENDING", paymentUrl: created.body.payment_url });
  });

  it.each([
    ["AED", "84.420", "aed", "8442"],
    ["JPY", "1500", "jpy", "1500"],
    ["KWD", "5.125", "kwd", "5130"],
    ["KWD", "12.340", "kwd", "12340"],
  ])("charges %s %s as %s %s in Stripe's minor units", async (currency, amount, stripeCurrency, unitAmount) => {
    const order = await insertOrder(kit.api, amount);
    kit.stripe.answerCreate();
    await startOrderPayment(kit.api.db, kit.api.deps, {
      orderUuid: order.uuid,
      amount: toMilli(amount),
      currency,
      language: "ja",
      provider: "stripe",
      appOrigin: APP_ORIGIN,
    });
    expect(lastRequest()?.params.get("line_items[0][price_data][currency]")).toBe(stripeCurrency);
    expect(lastRequest()?.params.get("line_items[0][price_data][unit_amount]")).toBe(unitAmount);
    expect(lastRequest()?.params.get("locale")).toBe("ja");
    expect(lastRequest()?.params.get("success_url")).toMatch(
      /^http:\/\/app\.test\/ja\/payment\/stripe\?ref=[0-9a-f]{32}&session=\{CHECKOUT_SESSION_ID\}$/,
    );
  });

  it("refuses with 422 when Stripe refuses the session (below its minimum), writing no order", async () => {
    const before = await orderCount(kit.api, OWN_MENU);
    kit.stripe.answer("error-amount-too-small", {}, 400);
    const warned = quietWarnings();
    const refused = await cardOrder().finally(warned.stop);
    expect(warned.lines).toEqual([expect.stringContaining("invalid_request_error amount_too_small")]);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ detail: "The payment gateway refused this payment." });
    expect(await orderCount(kit.api, OWN_MENU)).toBe(before);
  });

  it("answers 502 when Stripe fails, writing no order", async () => {
    const before = await orderCount(kit.api, OWN_MENU);
    kit.stripe.answer("error-api", {}, 500);
    const warned = quietWarnings();
    const failed = await cardOrder().finally(warned.stop);
    expect(warned.lines).toEqual([expect.stringContaining("api_error")]);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ detail: "The payment gateway could not be reached. Please try again." });
    expect(await orderCount(kit.api, OWN_MENU)).toBe(before);
  });

  it("keeps the sandbox for the venues of other providers, and its page refuses Stripe's payments", async () => {
    const stripe = await stripePayment(kit);
    const page = await kit.api.http(`/sandbox/pay/${stripe.reference}/`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(404);
    await useProvider(kit.api, "ngenius");
    try {
      const order = await insertOrder(kit.api);
      const { paymentUrl } = await startOrderPayment(kit.api.db, kit.api.deps, {
        orderUuid: order.uuid,
        amount: 12_600,
        currency: "AED",
        language: "en",
        provider: "ngenius",
        appOrigin: APP_ORIGIN,
      });
      expect(paymentUrl).toMatch(/^http:\/\/app\.test\/backend\/sandbox\/pay\/[0-9a-f]{32}\/$/);
    } finally {
      await useProvider(kit.api, "stripe");
    }
  });
});

describe("POST /en/stripe/status/ (the stripe return screen)", () => {
  it("reads PENDING while the session is open, asking Stripe for that session", async () => {
    const payment = await stripePayment(kit);
    kit.stripe.answer("checkout-session-open", sessionOf(payment));
    const answer = await postStripeStatus(kit.api, payment.reference, payment.sessionId);
    expect(answer).toEqual({
      status: 200,
      body: { status: "PENDING", orderId: String(payment.orderNumber).padStart(6, "0"), orderUUID: payment.uuid },
    });
    expect(lastRequest()).toMatchObject({ method: "GET", path: `/v1/checkout/sessions/${payment.sessionId}` });
    expect(publishedFor(kit, payment.uuid)).toEqual([]);
  });

  it("marks the payment PAID when Stripe says paid, once: a second read changes and publishes nothing", async () => {
    const payment = await stripePayment(kit);
    kit.stripe.answer("checkout-session-paid", sessionOf(payment));
    kit.stripe.answer("checkout-session-paid", sessionOf(payment));
    expect((await postStripeStatus(kit.api, payment.reference, payment.sessionId)).body.status).toBe("PAID");
    expect((await postStripeStatus(kit.api, payment.reference, payment.sessionId)).body.status).toBe("PAID");
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID", paidAt: NOW });
    expect(publishedFor(kit, payment.uuid)).toEqual([{ uuid: payment.uuid, status: "pending", updated: NOW.toISOString() }]);
    expect((await kit.api.client.getOrder("en", payment.uuid)).balance_due).toBe(0);
  });

  it("marks an expired session's payment FAILED and gives its split share back", async () => {
    const payment = await stripePayment(kit, { split: true });
    kit.stripe.answer("checkout-session-expired", sessionOf(payment));
    expect((await postStripeStatus(kit.api, payment.reference, payment.sessionId)).body.status).toBe("FAILED");
    expect(await splitStatus(kit.api, payment.splitPaymentUuid ?? "")).toBe("AVAILABLE");
  });

  it("refuses a session of another payment with 404 and changes nothing", async () => {
    const payment = await stripePayment(kit);
    const other = await stripePayment(kit);
    kit.stripe.answer("checkout-session-paid", sessionOf(other));
    expect(await postStripeStatus(kit.api, payment.reference, other.sessionId)).toEqual({
      status: 404,
      body: { detail: "Payment not found." },
    });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
    expect(await paymentRow(other.reference)).toMatchObject({ status: "PENDING" });
  });

  it("answers 404 for a session Stripe does not know, and for one that is no session id, without asking", async () => {
    const payment = await stripePayment(kit);
    kit.stripe.answer("error-resource-missing", { sessionId: "cs_test_a1Unknown" }, 404);
    expect((await postStripeStatus(kit.api, payment.reference, "cs_test_a1Unknown")).status).toBe(404);
    const asked = kit.stripe.requests.length;
    expect((await postStripeStatus(kit.api, payment.reference, "cs_sandbox_0123")).status).toBe(404);
    expect((await postStripeStatus(kit.api, payment.reference, "cs_test_../../v1/charges")).status).toBe(404);
    expect(kit.stripe.requests.length).toBe(asked);
  });

  it("answers 404 for an unknown reference without asking Stripe", async () => {
    expect((await postStripeStatus(kit.api, "0".repeat(32), "cs_test_a1Whatever")).status).toBe(404);
  });
});

describe("a split share of a partner order, through Stripe", () => {
  it("starts a session of the share's amount, and the webhook pays that share only", async () => {
    const uuid = await insertPartnerOrder(kit.api.db, { total: 43 });
    await kit.api.client.createSplitPayments({ order_id: uuid, split_amounts: [21.5, 21.5] });
    const [share] = (await kit.api.client.getOrder("en", uuid)).split_payments;
    kit.stripe.answerCreate("cs_test_a1SplitShareOfAPartnerOrder000000000000000000000000000000000");
    const { payment_url } = await kit.api.client.paySplit({
      order_id: uuid,
      split_payment_uuid: share?.uuid ?? "",
      selected_language: "ar",
    });
    expect(payment_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_a1SplitShareOfAPartnerOrder0+#/);
    const request = lastRequest();
    expect(request?.params.get("line_items[0][price_data][unit_amount]")).toBe("2150");
    expect(request?.params.get("line_items[0][price_data][product_data][name]")).toMatch(/^مطعم الشريك #\d{6}$/);
    expect(request?.params.get("locale")).toBe("auto");
    const reference = request?.params.get("client_reference_id") ?? "";
    const paid = recording("event-checkout-session-completed", {
      sessionId: "cs_test_a1SplitShareOfAPartnerOrder000000000000000000000000000000000",
      reference,
      orderUuid: uuid,
      amount: 2150,
      currency: "aed",
    });
    expect((await postWebhook(kit.api, paid)).status).toBe(200);
    const order = await kit.api.client.getOrder("en", uuid);
    expect(order.split_payments.map((split) => split.status).sort()).toEqual(["AVAILABLE", "PAID"]);
    expect(order.balance_due).toBe(21.5);
  });
});
