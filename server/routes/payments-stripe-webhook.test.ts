import { and, eq } from "drizzle-orm";
import { payments, refundTasks } from "../db/schema";
import { recording } from "../test/stripe-recorded";
import {
  postStripeStatus,
  postWebhook,
  publishedFor,
  sessionOf,
  signatureOf,
  startStripeApi,
  stripePayment,
  type StripeKit,
  type StripePayment,
} from "../test/payments-stripe-kit";

const NOW = new Date("2026-01-01T10:00:00.000Z");
let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeApi(() => NOW);
}, 60_000);
afterEach(() => {
  expect(kit.stripe.unexpected).toEqual([]);
  expect(kit.stripe.pending()).toBe(0);
});
afterAll(() => kit.api.close());

const paymentRow = async (reference: string) => (await kit.api.db.select().from(payments).where(eq(payments.reference, reference)))[0];
const paidPayments = async (orderUuid: string) =>
  kit.api.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, "PAID")));
const event = (name: string, payment: StripePayment) => recording(name, sessionOf(payment));
const COMPLETED = "event-checkout-session-completed";

describe("POST /stripe/webhook/ (Stripe's events, signed)", () => {
  it("pays on checkout.session.completed with a valid signature", async () => {
    const payment = await stripePayment(kit);
    expect(await postWebhook(kit.api, event(COMPLETED, payment))).toEqual({ status: 200, body: { received: true } });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID", paidAt: NOW });
    expect(publishedFor(kit, payment.uuid)).toHaveLength(1);
    const order = await kit.api.client.getOrder("en", payment.uuid);
    expect(order.balance_due).toBe(0);
    expect(order.payments).toEqual([{ payment_type: "card", amount: 12.6 }]);
  });

  it("pays once when the event is replayed and races the return screen's status read", async () => {
    const payment = await stripePayment(kit);
    const payload = event(COMPLETED, payment);
    kit.stripe.answer("checkout-session-paid", sessionOf(payment));
    const answers = await Promise.all([
      postWebhook(kit.api, payload),
      postStripeStatus(kit.api, payment.reference, payment.sessionId),
      postWebhook(kit.api, payload),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await postWebhook(kit.api, payload)).toEqual({ status: 200, body: { received: true } });
    expect(await paidPayments(payment.uuid)).toHaveLength(1);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID", paidAt: NOW });
    expect(publishedFor(kit, payment.uuid)).toHaveLength(1);
    const order = await kit.api.client.getOrder("en", payment.uuid);
    expect(order.balance_due).toBe(0);
    expect(order.payments).toHaveLength(1);
  });

  it("waits for a delayed payment method: completed unpaid stays PENDING, async_payment_succeeded pays", async () => {
    const payment = await stripePayment(kit);
    const pending = recording(COMPLETED, sessionOf(payment)).replace('"payment_status": "paid"', '"payment_status": "unpaid"');
    expect((await postWebhook(kit.api, pending)).status).toBe(200);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
    expect((await postWebhook(kit.api, event("event-checkout-session-async-payment-succeeded", payment))).status).toBe(200);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PAID" });
  });

  it.each([
    ["checkout.session.expired", "event-checkout-session-expired"],
    ["checkout.session.async_payment_failed", "event-checkout-session-async-payment-failed"],
  ])("marks the payment FAILED on %s; money taken later is a stored refund task, not paid", async (_type, name) => {
    const payment = await stripePayment(kit, { split: true });
    expect((await postWebhook(kit.api, event(name, payment))).status).toBe(200);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED", paidAt: null });
    expect((await postWebhook(kit.api, event(COMPLETED, payment))).status).toBe(200);
    expect(await kit.api.db.select().from(refundTasks).where(eq(refundTasks.reference, payment.reference))).toHaveLength(1);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "FAILED", paidAt: null });
  });

  it("acknowledges events it does not act on, and sessions that are not ours, changing nothing", async () => {
    const payment = await stripePayment(kit);
    expect((await postWebhook(kit.api, event("event-payment-intent-succeeded", payment))).status).toBe(200);
    const foreign = recording(COMPLETED, sessionOf(payment, { reference: "someone-else" }));
    expect(await postWebhook(kit.api, foreign)).toEqual({ status: 200, body: { received: true } });
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
  });

  it("refuses a bad, foreign or missing signature with 400 JSON and changes nothing", async () => {
    const payment = await stripePayment(kit);
    const payload = event(COMPLETED, payment);
    expect(await postWebhook(kit.api, payload, "whsec_someoneElsesSecret")).toEqual({
      status: 400,
      body: { detail: "Invalid Stripe signature." },
    });
    expect(await postWebhook(kit.api, payload, null)).toEqual({ status: 400, body: { detail: "Missing Stripe-Signature header." } });
    const forged = await kit.api.http("/stripe/webhook/", {
      method: "POST",
      body: payload,
      headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    });
    expect(forged.status).toBe(400);
    // Signed, then changed on the way: the signature no longer matches the body.
    const changed = payload.replace('"amount_total": 1260', '"amount_total": 1');
    expect(changed).not.toBe(payload);
    const signed = await kit.api.http("/stripe/webhook/", {
      method: "POST",
      body: changed,
      headers: { "Stripe-Signature": signatureOf(payload) },
    });
    expect(signed.status).toBe(400);
    expect(await paymentRow(payment.reference)).toMatchObject({ status: "PENDING" });
    expect(publishedFor(kit, payment.uuid)).toEqual([]);
  });

  it("refuses a body over the API's limit with 413", async () => {
    const response = await postWebhook(kit.api, JSON.stringify({ id: "evt_big", padding: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
  });
});
