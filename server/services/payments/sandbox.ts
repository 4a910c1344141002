import type { PaymentGateway } from "./gateway";

/**
 * The built-in sandbox gateway: its hosted page (served by the venue API under /sandbox/pay/) offers
 * Pay and Decline and returns to /{lang}/payment/{provider} with that provider's query parameters.
 */
export function createSandboxGateway(apiBasePath = "/backend"): PaymentGateway {
  return {
    async start(payment) {
      const url = new URL(`${apiBasePath}/sandbox/pay/${encodeURIComponent(payment.reference)}/`, payment.appOrigin);
      return { paymentUrl: url.toString() };
    },
  };
}
