import type { PaymentProvider } from "@/lib/api/schemas/payment";
import type { Milli } from "@/lib/domain/money";

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
  /** Where to send the guest's browser to pay. */
  start(payment: StartPayment): Promise<{ paymentUrl: string }>;
}
