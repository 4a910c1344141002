import Stripe from "stripe";
import type { OrderUpdate } from "../services/events";
import { createStripeCheckout, withStripe } from "../services/payments/stripe-gateway";
import { testVenue } from "./fixtures/venue";
import { startTestApi, type TestApi } from "./harness";
import { newSessionId, recordedStripe, type RecordedStripe, type RecordingValues } from "./stripe-recorded";
import { orderWithPayment } from "./payments-fixtures";

/** Test keys of the shape Stripe hands out; no request leaves this machine. */
export const STRIPE_KEYS = {
  secretKey: "sk_test_51CarteRecordedAnswersOnly0000",
  webhookSecret: "whsec_carteRecordedWebhookSecret0123456789",
};

export interface StripeKit {
  api: TestApi;
  stripe: RecordedStripe;
  /** Every order-update published, in order: a payment paid twice would publish twice. */
  published: OrderUpdate[];
}

/** A venue API whose stripe venues pay through Stripe Checkout, answered from the recordings. */
export async function startStripeApi(clock?: () => Date): Promise<StripeKit> {
  const api = await startTestApi(clock ? { clock } : {});
  await api.importVenue(testVenue({ payment_provider: "stripe" }));
  const stripe = recordedStripe(STRIPE_KEYS.secretKey);
  api.deps.payments = withStripe(createStripeCheckout(STRIPE_KEYS, { fetch: stripe.fetch }), api.deps.payments);
  const published: OrderUpdate[] = [];
  const events = api.deps.events;
  api.deps.events = {
    ...events,
    async publish(tx, update) {
      published.push(update);
      await events.publish(tx, update);
    },
  };
  return { api, stripe, published };
}

export type StripePayment = Awaited<ReturnType<typeof orderWithPayment>> & { sessionId: string };

/** A payment of a whole AED 12.60 order (or a split share) started through Stripe Checkout. */
export async function stripePayment(kit: StripeKit, options: { split?: boolean } = {}): Promise<StripePayment> {
  const sessionId = newSessionId();
  kit.stripe.answerCreate(sessionId);
  const payment = await orderWithPayment(kit.api, { total: "12.600", ...options });
  return { ...payment, sessionId };
}

/** The recording's values for this payment's session, as Stripe would answer them. */
export const sessionOf = (payment: StripePayment, overrides: RecordingValues = {}): RecordingValues => ({
  sessionId: payment.sessionId,
  reference: payment.reference,
  orderUuid: payment.uuid,
  amount: 1260,
  currency: "aed",
  returnUrl: `http://app.test/en/payment/stripe?ref=${payment.reference}&session={CHECKOUT_SESSION_ID}`,
  ...overrides,
});

/** The stripe return screen's status call. */
export async function postStripeStatus(api: TestApi, ref: string, session: string) {
  const response = await api.http("/en/stripe/status/", { method: "POST", body: JSON.stringify({ ref, session }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Stripe-Signature for this JSON text, signed now with `secret`. */
export const signatureOf = (payload: string, secret = STRIPE_KEYS.webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A webhook call as Stripe makes it: the JSON text, signed with `secret` in Stripe-Signature. */
export async function postWebhook(api: TestApi, payload: string, secret: string | null = STRIPE_KEYS.webhookSecret) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  };
  if (secret !== null) headers["Stripe-Signature"] = signatureOf(payload, secret);
  const response = await api.http("/stripe/webhook/", { method: "POST", body: payload, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const publishedFor = (kit: StripeKit, uuid: string) => kit.published.filter((update) => update.uuid === uuid);
