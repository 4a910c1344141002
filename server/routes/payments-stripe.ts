import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { applyProviderReport } from "../services/payments/confirm";

/**
 * Stripe's webhook, POST /backend/stripe/webhook/: checkout.session.completed, async_payment_succeeded,
 * async_payment_failed and expired, signed with STRIPE_WEBHOOK_SECRET over the raw body (a bad or
 * missing signature is 400). The body limit of every call applies (server/http/request-guards.ts).
 * Not rate limited: Stripe's retries come from few addresses, and a forged call costs one HMAC.
 * Without Stripe configured the route does not exist (404).
 */
export function stripeWebhookRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.post("/stripe/webhook", async (c) => {
    const deps = c.get("deps");
    const stripe = deps.payments.verifier?.("stripe");
    if (!stripe) return c.json({ detail: "Not found." }, 404);
    const report = await stripe.notified(await c.req.text(), c.req.header("stripe-signature") ?? null);
    // A replayed event, or one racing the return screen's status read, finds the payment completed.
    if (report) await applyProviderReport(deps, "stripe", report);
    return c.json({ received: true });
  });
  return app;
}
