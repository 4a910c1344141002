import type Stripe from "stripe";
import type { PaymentStatus, StartPayment } from "./gateway";
import { paymentReturnUrl } from "./return-params";
import { stripeAmount } from "./stripe-amount";

/** Stripe writes the session's id in its place when it sends the guest back. */
const SESSION_ID = "{CHECKOUT_SESSION_ID}";

/** Checkout's language for ours; Arabic, Persian and Hebrew have none, so Stripe picks from the browser. */
const LOCALES: Readonly<Record<string, Stripe.Checkout.SessionCreateParams.Locale>> = {
  de: "de",
  en: "en",
  es: "es",
  fr: "fr",
  it: "it",
  ja: "ja",
  kp: "ko",
  nl: "nl",
  ru: "ru",
  th: "th",
  tr: "tr",
  "zh-hans": "zh",
};

/**
 * The Checkout Session of one payment: one line item of the whole amount (an order's balance or a
 * split share), our reference as client_reference_id and in metadata, and the way back to the
 * stripe return screen with ref and session, as the sandbox sends it (001 section 2).
 */
export function checkoutSessionParams(payment: StartPayment): Stripe.Checkout.SessionCreateParams {
  // Appended, not set through URLSearchParams, which would escape the braces Stripe looks for.
  const back = `${paymentReturnUrl(payment.appOrigin, payment.language, "stripe", { ref: payment.reference })}&session=${SESSION_ID}`;
  const metadata = { reference: payment.reference, order_uuid: payment.orderUuid };
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: payment.currency.trim().toLowerCase(),
          unit_amount: stripeAmount(payment.amount, payment.currency),
          product_data: { name: payment.label || payment.reference },
        },
      },
    ],
    client_reference_id: payment.reference,
    metadata,
    // On the charge too, so that a refund in Stripe's dashboard names the payment.
    payment_intent_data: { metadata },
    locale: LOCALES[payment.language] ?? "auto",
    success_url: back,
    cancel_url: back,
  };
}

type SessionFields = Pick<Stripe.Checkout.Session, "client_reference_id" | "metadata" | "status" | "payment_status">;

/** Our reference of a session we created: client_reference_id, repeated in metadata. Null for any other. */
export function sessionReference(session: SessionFields): string | null {
  const reference = session.client_reference_id;
  return reference && session.metadata?.reference === reference ? reference : null;
}

/**
 * Our status of a session: paid is PAID; expired (never paid within its time) is FAILED; open, or
 * complete with a delayed payment method still settling, is PENDING.
 */
export function sessionStatus(session: SessionFields): PaymentStatus {
  if (session.payment_status === "paid") return "PAID";
  if (session.status === "expired") return "FAILED";
  return "PENDING";
}
