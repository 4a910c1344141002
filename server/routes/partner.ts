import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { partnerLoyaltyRoutes } from "./partner-loyalty";
import { partnerOrderRoutes } from "./partner-orders";
import { partnerPaymentRoutes } from "./partner-payments";
import { partnerWalletRoutes } from "./partner-wallet";

/**
 * The partner calls of 001 section 7 (/iiko/...), for venues whose menu has al_futtaim_enabled.
 * Patterns are written without the specification's trailing slash: with `strict: false` Hono trims
 * it from the request path, not from a route, so "/x/" routes would never match.
 */
export function partnerRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", partnerOrderRoutes());
  app.route("/", partnerWalletRoutes());
  app.route("/", partnerLoyaltyRoutes());
  app.route("/", partnerPaymentRoutes());
  return app;
}
