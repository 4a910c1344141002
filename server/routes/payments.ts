import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { sandboxPaymentRoutes } from "./payments-sandbox";
import { paymentStatusRoutes } from "./payments-status";

/** Payments: the sandbox gateway's hosted page and the twelve providers' status calls. */
export function paymentRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", sandboxPaymentRoutes());
  app.route("/", paymentStatusRoutes());
  return app;
}
