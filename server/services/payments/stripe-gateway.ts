import Stripe from "stripe";
import type { PaymentProvider } from "@/lib/api/schemas/payment";
import { ApiProblem, notFound } from "../../errors";
import type { PaymentGateway, PaymentStatus, PaymentVerifier, ProviderReport, StartPayment } from "./gateway";
import { checkoutSessionParams, sessionReference, sessionStatus } from "./stripe-session";

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (lib/config/settings.ts reads and checks them). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Stripe Checkout behind our gateway interface: it starts payments and is asked how they ended. */
export type StripeCheckout = Pick<PaymentGateway, "start" | "expire"> & PaymentVerifier;

/** Checkout Session ids as Stripe hands them out; anything else is not asked about. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

const UNREACHABLE = "The payment gateway could not be reached. Please try again.";

/** Stripe's failures as our answers: its 404 is an unknown payment, a refused request 422, the rest 502. */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.statusCode === 404) throw notFound("Payment");
    // Stripe's message names the parameter (an amount below its minimum); it carries no guest data.
    const what = [error.statusCode ?? "no answer", error.rawType, error.code, error.requestId].filter(Boolean).join(" ");
    console.warn(`Stripe call failed (${what}): ${error.message}`.slice(0, 300));
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ApiProblem(422, { detail: "The payment gateway refused this payment." });
    }
    throw new ApiProblem(502, { detail: UNREACHABLE });
  }
}

function report(session: Stripe.Checkout.Session, status: PaymentStatus): ProviderReport | null {
  const reference = sessionReference(session);
  return reference ? { reference, status } : null;
}

/** The outcome a webhook event reports; null for events that change no payment. */
function eventReport(event: Stripe.Event): ProviderReport | null {
  switch (event.type) {
    case "checkout.session.completed":
      return report(event.data.object, sessionStatus(event.data.object));
    case "checkout.session.async_payment_succeeded":
      return report(event.data.object, "PAID");
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return report(event.data.object, "FAILED");
    default:
      return null;
  }
}

/**
 * Stripe Checkout with the deployment's keys. `fetch` replaces the network (the tests' recorded
 * answers); a call gives up after 20 s and is tried once more (with the same idempotency key), as it
 * runs inside the transaction that records the payment.
 */
export function createStripeCheckout(keys: StripeKeys, options: { fetch?: typeof fetch } = {}): StripeCheckout {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });
  return {
    async start(payment: StartPayment) {
      const session = await askStripe(() =>
        stripe.checkout.sessions.create(checkoutSessionParams(payment), { idempotencyKey: `checkout-${payment.reference}` }),
      );
      if (!session.url) throw new ApiProblem(502, { detail: UNREACHABLE });
      return { paymentUrl: session.url, gatewayId: session.id };
    },
    async expire(payment) {
      const id = payment.gatewayId ?? "";
      // A payment started before its session id was kept: Stripe expires it by itself within a day,
      // and a payment it reports later lands as a refund task (confirm.ts).
      if (!SESSION_ID.test(id)) return "expired";
      const session = await askStripe(() => stripe.checkout.sessions.retrieve(id));
      if (sessionReference(session) !== payment.reference) throw notFound("Payment");
      if (session.status === "open") {
        const expired = await askStripe(() => stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${payment.reference}` }));
        return sessionStatus(expired) === "PAID" ? "paid" : "expired";
      }
      return sessionStatus(session) === "FAILED" ? "expired" : "paid";
    },
    async returned(reference, returned) {
      const id = returned.session ?? "";
      if (!SESSION_ID.test(id)) throw notFound("Payment");
      const session = await askStripe(() => stripe.checkout.sessions.retrieve(id));
      // A session of another payment (or not ours at all) says nothing about this one.
      if (sessionReference(session) !== reference) throw notFound("Payment");
      return sessionStatus(session);
    },
    async notified(rawBody, signature) {
      if (!signature) throw new ApiProblem(400, { detail: "Missing Stripe-Signature header." });
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch (error) {
        const bad = error instanceof Stripe.errors.StripeSignatureVerificationError ? "signature" : "event body";
        throw new ApiProblem(400, { detail: `Invalid Stripe ${bad}.` });
      }
      return eventReport(event);
    },
  };
}

/** Stripe for the venues whose provider is stripe; every other provider as before (the sandbox or none). */
export function withStripe(stripe: StripeCheckout, fallback: PaymentGateway): PaymentGateway {
  return {
    accepts: (provider: PaymentProvider) => provider === "stripe" || fallback.accepts(provider),
    start: (payment) => (payment.provider === "stripe" ? stripe.start(payment) : fallback.start(payment)),
    expire: (payment) => (payment.provider === "stripe" ? stripe.expire(payment) : fallback.expire(payment)),
    verifier: (provider) => (provider === "stripe" ? stripe : null),
  };
}
