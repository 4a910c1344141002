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
}

/** One payment gateway behind one interface: the sandbox here, real providers with their keys. */
export interface PaymentGateway {
  /** Whether a payment through the venue's provider can be started and paid here. */
  accepts(provider: PaymentProvider): boolean;
  /** Where to send the guest's browser to pay. */
  start(payment: StartPayment): Promise<{ paymentUrl: string }>;
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
  };
}
