import { createHash } from "node:crypto";
import type { PaymentProvider } from "@/lib/api/schemas/payment";

/** What the sandbox knows of a payment when it sends the guest back. */
export interface ReturningPayment {
  /** Row id: stands for noon's own numeric order id. */
  id: number;
  reference: string;
  orderUuid: string;
}

/**
 * The sandbox's stand-in for a provider's own id (paylink's checkout, stripe's session): derived
 * from our reference, so it needs no column and a status call can check it without a look-up.
 */
export function sandboxToken(kind: "checkout" | "session", reference: string): string {
  const digest = createHash("sha256").update(`${kind}:${reference}`).digest("hex").slice(0, 32);
  return kind === "session" ? `cs_sandbox_${digest}` : `chk_${digest}`;
}

/** Query parameters of the return screen, per provider (001 section 2). */
export function sandboxReturnParams(provider: PaymentProvider, payment: ReturningPayment): Record<string, string> {
  const { reference } = payment;
  switch (provider) {
    case "paylink":
      return { reference, checkout: sandboxToken("checkout", reference) };
    case "ngenius":
      return { ref: reference };
    case "skipcash":
      return { id: reference };
    case "stripe":
      return { ref: reference, session: sandboxToken("session", reference) };
    case "noon":
      // 001 section 7 sends the query's reference as orderUUID: noon returns the order's UUID.
      return { reference: payment.orderUuid, orderId: String(payment.id) };
    case "xpresspay":
    case "paytabs":
    case "thawani":
    case "2c2p":
    case "magnati":
    case "paystack":
    case "amwalpay":
      return { reference };
  }
}

/** `{origin}/{lang}/payment/{provider}?{params}`: the app's payment-return screen. */
export function paymentReturnUrl(origin: string, language: string, provider: PaymentProvider, params: Record<string, string>): string {
  // Concatenated, not resolved, so an app served under a path prefix keeps it.
  const url = new URL(`${origin.replace(/\/+$/, "")}/${encodeURIComponent(language)}/payment/${provider}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
