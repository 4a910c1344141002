import { createNoPaymentGateway, type PaymentGateway } from "./gateway";

/**
 * The built-in sandbox gateway: its hosted page (served by the venue API under /sandbox/pay/) offers
 * Pay and Decline and returns to /{lang}/payment/{provider} with that provider's query parameters.
 * Anyone holding a payment's reference can mark it paid there, so it runs only where the deployment
 * enables it (settings.paymentSandbox).
 */
export function createSandboxGateway(apiBasePath = "/backend"): PaymentGateway {
  return {
    accepts: () => true,
    async start(payment) {
      const url = new URL(`${apiBasePath}/sandbox/pay/${encodeURIComponent(payment.reference)}/`, payment.appOrigin);
      return { paymentUrl: url.toString() };
    },
    // The sandbox page pays only a PENDING payment (complete.ts): once the caller marks it FAILED,
    // the page refuses to pay it, so there is nothing to tell a provider.
    expire: async () => "expired",
  };
}

/**
 * The sandbox when enabled, else none: every provider's gateway unless a real one takes it (Stripe
 * with STRIPE_SECRET_KEY, laid over this one in runtime.ts paymentGatewayFromEnv).
 */
export function paymentGatewayFor(settings: { paymentSandbox: boolean }, apiBasePath = "/backend"): PaymentGateway {
  return settings.paymentSandbox ? createSandboxGateway(apiBasePath) : createNoPaymentGateway();
}
