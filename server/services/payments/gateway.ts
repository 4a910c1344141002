import type { PaymentProvider } from "@/lib/api/schemas/payment";
import type { Milli } from "@/lib/domain/money";
import { ApiProblem } from "../../errors";

export type PaymentStatus = "PENDING" | "PAID" | "FAILED";

export interface StartPayment {
  provider: PaymentProvider;
  /** Our reference, unique per payment; the gateway echoes it back to the return screen. */
  reference: string;
  orderUuid: string;
  amount: Milli;
  currency: string;
  language: string;
  /** Origin of the guest app, for the return URL (/{lang}/payment/{provider}). */
  appOrigin: string;
  /** What the guest is paying for, on a real provider's page: the venue's name and the order number. */
  label: string;
}

/** A payment started at a gateway, as the gateway is asked to close it. */
export interface OpenGatewayPayment {
  provider: PaymentProvider;
  reference: string;
  /** The provider's own id of it, as start answered it (null for the sandbox). */
  gatewayId: string | null;
}

/**
 * What closing an open payment at its provider came to: "expired" (its page takes no money any more),
 * or "paid" when the provider had taken the money first.
 */
export type ExpireOutcome = "expired" | "paid";

/** A provider's word on one of our payments: PAID or FAILED, or PENDING while it is still open. */
export interface ProviderReport {
  reference: string;
  status: PaymentStatus;
}

/**
 * A real provider, asked what became of its payments: our record follows its word, never a page of
 * ours. The sandbox has none (its own page changes the record).
 */
export interface PaymentVerifier {
  /**
   * The provider's status of the payment `reference` whose guest came back with `returned` (the
   * return screen's query: Stripe's session). 404 when those are not that payment's.
   */
  returned(reference: string, returned: Record<string, string>): Promise<PaymentStatus>;
  /**
   * A notification the provider sent (a webhook): the payment it reports, or null when it reports
   * nothing we act on. 400 when its signature is not the provider's.
   */
  notified(rawBody: string, signature: string | null): Promise<ProviderReport | null>;
}

/** One payment gateway behind one interface: the sandbox here, real providers with their keys. */
export interface PaymentGateway {
  /** Whether a payment through the venue's provider can be started and paid here. */
  accepts(provider: PaymentProvider): boolean;
  /** Where to send the guest's browser to pay, and the provider's own id of the payment when it has one. */
  start(payment: StartPayment): Promise<{ paymentUrl: string; gatewayId?: string }>;
  /**
   * Closes an open payment at its provider (Stripe: checkout.sessions.expire), so that its page can no
   * longer take money: another payment of the same bill may then start (issue 24 item 3).
   */
  expire(payment: OpenGatewayPayment): Promise<ExpireOutcome>;
  /** The real provider that pays this provider's payments, if one is configured (absent: none is). */
  verifier?(provider: PaymentProvider): PaymentVerifier | null;
}

export const CARD_PAYMENT_UNAVAILABLE = "Online card payment is not available at this venue.";

/**
 * No gateway configured (the sandbox switched off, no real provider): nothing can be paid, so no
 * payment may be started. A caller that starts one anyway gets a 422 inside its transaction, which
 * then writes nothing.
 */
export function createNoPaymentGateway(): PaymentGateway {
  return {
    accepts: () => false,
    async start() {
      throw new ApiProblem(422, { detail: CARD_PAYMENT_UNAVAILABLE });
    },
    // Nothing was started at any provider: there is nothing to close.
    expire: async () => "expired",
  };
}
