import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";
import type { RateBucket } from "../services/rate-limit";

/**
 * The client a rate limit counts: the first x-forwarded-for entry, which the trusted server in front
 * (scripts/start.mjs) overwrites with the address it saw; else the socket's address when the API is
 * served by @hono/node-server (standalone); else "local" (inside Next without a front server).
 */
export function clientKey(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address || "local";
  } catch {
    // No Node socket behind this request (Next's route handler, app.request in tests).
    return "local";
  }
}

/** Counts one call in `bucket`; over the limit is a 429 with Retry-After, before anything is read or written. */
export async function enforceRateLimit(c: Context<AppEnv>, bucket: RateBucket): Promise<void> {
  const limiter = c.get("deps").rateLimiter;
  if (await limiter.consume(bucket, clientKey(c))) return;
  // Set on the context, so the error handler's JSON answer carries it.
  c.header("Retry-After", String(Math.max(1, Math.ceil(limiter.limits[bucket].windowMs / 1000))));
  throw new ApiProblem(429, { detail: "Too many requests. Please try again later." });
}

type Method = "GET" | "POST" | "PATCH";

/**
 * Every call that writes or costs, with its bucket. Patterns as the routes write them (no trailing
 * slash, which `strict: false` matches both ways).
 */
export const RATE_LIMITED_CALLS: readonly (readonly [Method, string, RateBucket])[] = [
  ["POST", "/:lang/api/order", "order"],
  ["PATCH", "/:lang/api/order/:id", "order-patch"],
  ["POST", "/:lang/api/order/:id/payment", "payment"],
  ["PATCH", "/:lang/api/order/:id/payment-type", "order-patch"],
  ["GET", "/:lang/orders/:uuid/print/order.pdf", "receipt"],
  ["GET", "/:lang/api/order/:uuid/events", "event-stream"],
  ["POST", "/en/:provider/status", "payment-status"],
  ["POST", "/en/:provider/status/:reference", "payment-status"],
  ["POST", "/sandbox/pay/:reference", "sandbox-pay"],
  ["GET", "/iiko/af/blue/:id", "wallet"],
  ["POST", "/iiko/af/blue/:id", "otp"],
  ["POST", "/iiko/tips/loyalty/promotions", "tips"],
  ["POST", "/iiko/af/split-payments/create", "split"],
  ["POST", "/iiko/af/split-payments", "payment"],
  ["POST", "/iiko/af/payments", "payment"],
  ["POST", "/iiko/loyalty/promotions", "loyalty"],
  ["GET", "/iiko/af/verify-employee-id/:id", "employee"],
  ["GET", "/iiko/active-order/:orderLocation/:menuId", "active-order"],
  ["GET", "/en/api/coupon/:menuId/:code", "coupon"],
  ["POST", "/:lang/api/submission", "submission"],
  ["POST", "/:lang/menus/geofence/:menuId", "geofence"],
  ["GET", "/en/api/delivery_zone/:point/:menuId", "delivery-zone"],
];

/**
 * The limits of RATE_LIMITED_CALLS as middleware, mounted before the routes (`app.route("/",
 * rateLimitRoutes())`): every attempt counts, malformed ones included, so floods of bad input are
 * limited too. One table instead of a call in each handler, so no call is forgotten.
 */
export function rateLimitRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  for (const [method, pattern, bucket] of RATE_LIMITED_CALLS) {
    const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
      await enforceRateLimit(c, bucket);
      await next();
    };
    app.on(method, pattern, limit);
  }
  return app;
}
