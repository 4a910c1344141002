import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { sandboxPaymentRoutes } from "./payments-sandbox";
import { paymentStatusRoutes } from "./payments-status";
import { stripeWebhookRoutes } from "./payments-stripe";

/** Payments: the sandbox gateway's hosted page, the twelve providers' status calls and Stripe's webhook. */
export function paymentRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", sandboxPaymentRoutes());
  app.route("/", paymentStatusRoutes());
  app.route("/", stripeWebhookRoutes());
  return app;
}
