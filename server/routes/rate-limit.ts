import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { DEVICE_KEY_HEADER, DEVICE_KEY_QUERY, isDeviceKey } from "@/lib/api/device-key";
import type { StreamClient } from "../services/realtime/stream-slots";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";
import { processMetrics } from "../observability/metrics";
import { rateLimitKeyOf } from "../http/client-address";
import type { RateBucket } from "../services/rate-limit";
import { requestVenue } from "./venue-scope";

/**
 * The client a per-address limit counts: the first x-forwarded-for entry, which the trusted server
 * in front (scripts/start.mts) overwrites with the address it saw; else the socket's address when
 * the API is served by @hono/node-server (standalone); else "local" (inside Next without a front
 * server). IPv6 addresses count as their /64 (rateLimitKeyOf).
 */
export function clientKey(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return rateLimitKeyOf(forwarded);
  try {
    return rateLimitKeyOf(getConnInfo(c).remote.address || "local");
  } catch {
    // No Node socket behind this request (Next's route handler, app.request in tests).
    return "local";
  }
}

/**
 * What a bucket counts per (the model: RATE_LIMITS in server/services/rate-limit.ts):
 * - address: clientKey;
 * - device: the X-Device-Key; calls without one skip the bucket;
 * - keyless: the address, only for calls without a device key (or with a malformed one);
 * - venue: the venue of the request's host; skipped when the host names none, since the call is then
 *   refused as another venue's.
 */
type CountedPer = "address" | "device" | "keyless" | "venue";
type Counting = readonly (readonly [RateBucket, CountedPer])[];

const perAddress = (bucket: RateBucket): Counting => [[bucket, "address"]];

/**
 * A call the guest app makes while a guest orders, pays or follows an order: counted per device when
 * it names one (and per address when not), so a room of guests behind one address does not share one
 * budget; plus guest-address, a ceiling per address whatever the device keys.
 */
const perDevice = (bucket: RateBucket): Counting => [
  [bucket, "device"],
  [bucket, "keyless"],
  ["guest-address", "address"],
];

const ORDER_CREATION: Counting = [
  ["order-device", "device"],
  ["order-keyless", "keyless"],
  ["order-address", "address"],
  ["order-venue", "venue"],
];

const INVALID_DEVICE_KEY = `${DEVICE_KEY_HEADER} must be the key the app made: 22 to 64 letters, digits, "-" or "_".`;

/**
 * The call's device key: undefined without one (an empty header is none), null when malformed. An
 * event stream names it in its query (`device`), since a browser's EventSource sends no headers.
 */
function deviceKeyOf(c: Context<AppEnv>): string | null | undefined {
  const given = (c.req.header(DEVICE_KEY_HEADER) ?? c.req.query(DEVICE_KEY_QUERY))?.trim();
  if (!given) return undefined;
  return isDeviceKey(given) ? given : null;
}

async function keyOf(c: Context<AppEnv>, per: CountedPer, device: string | null | undefined): Promise<string | null> {
  if (per === "address") return clientKey(c);
  if (per === "device") return device ?? null;
  if (per === "keyless") return device ? null : clientKey(c);
  const venue = await requestVenue(c);
  return venue ? String(venue.id) : null;
}

/**
 * Counts one call in each bucket of `counting`, in order; over a limit is a 429 with Retry-After (the
 * refusing bucket's window), before anything is read or written. A malformed device key is counted
 * as a call without one (so a flood of bad keys is held like one without), then answered 400.
 */
export async function enforceRateLimit(c: Context<AppEnv>, counting: Counting): Promise<void> {
  const limiter = c.get("deps").rateLimiter;
  const device = counting.some(([, per]) => per === "device") ? deviceKeyOf(c) : undefined;
  const counted = device === null ? counting.filter(([, per]) => per === "keyless") : counting;
  for (const [bucket, per] of counted) {
    const key = await keyOf(c, per, device);
    if (key === null || (await limiter.consume(bucket, key))) continue;
    processMetrics().rateLimitRefusals.inc({ bucket });
    // Set on the context, so the error handler's JSON answer carries it.
    c.header("Retry-After", String(Math.max(1, Math.ceil(limiter.limits[bucket].windowMs / 1000))));
    throw new ApiProblem(429, { detail: "Too many requests. Please try again later." });
  }
  if (device === null) {
    throw new ApiProblem(400, { detail: `Invalid ${DEVICE_KEY_HEADER} header.`, errors: { [DEVICE_KEY_HEADER]: [INVALID_DEVICE_KEY] } });
  }
}

/** Who opens an event stream, for its caps (stream-slots.ts): a malformed key was refused before. */
export function streamClientOf(c: Context<AppEnv>): StreamClient {
  return { address: clientKey(c), device: deviceKeyOf(c) ?? null };
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Every call that writes or costs, with what it counts against. Patterns as the routes write them
 * (no trailing slash, which `strict: false` matches both ways).
 */
export const RATE_LIMITED_CALLS: readonly (readonly [Method, string, Counting])[] = [
  ["POST", "/:lang/api/order", ORDER_CREATION],
  ["PATCH", "/:lang/api/order/:id", perDevice("order-patch")],
  ["POST", "/:lang/api/order/:id/payment", perDevice("payment")],
  ["PATCH", "/:lang/api/order/:id/payment-type", perDevice("order-patch")],
  // Web push (issue 29): a device subscribes once or twice per order; counted as its order's changes.
  ["PUT", "/:lang/api/order/:id/push", perDevice("order-patch")],
  ["DELETE", "/:lang/api/order/:id/push", perDevice("order-patch")],
  ["GET", "/:lang/orders/:uuid/print/order.pdf", perAddress("receipt")],
  ["GET", "/:lang/api/order/:uuid/events", perDevice("event-stream")],
  ["POST", "/en/:provider/status", perDevice("payment-status")],
  ["POST", "/en/:provider/status/:reference", perDevice("payment-status")],
  ["POST", "/sandbox/pay/:reference", perAddress("sandbox-pay")],
  ["GET", "/iiko/af/blue/:id", perDevice("wallet")],
  ["POST", "/iiko/af/blue/:id", perAddress("otp")],
  ["POST", "/iiko/tips/loyalty/promotions", perDevice("tips")],
  ["POST", "/iiko/af/split-payments/create", perDevice("split")],
  ["POST", "/iiko/af/split-payments", perDevice("payment")],
  ["POST", "/iiko/af/payments", perDevice("payment")],
  ["POST", "/iiko/loyalty/promotions", perDevice("loyalty")],
  ["GET", "/iiko/af/verify-employee-id/:id", perAddress("employee")],
  ["GET", "/iiko/active-order/:orderLocation/:menuId", perDevice("active-order")],
  ["GET", "/en/api/coupon/:menuId/:code", perAddress("coupon")],
  ["POST", "/:lang/api/submission", perDevice("submission")],
  ["POST", "/:lang/menus/geofence/:menuId", perDevice("geofence")],
  ["GET", "/en/api/delivery_zone/:point/:menuId", perDevice("delivery-zone")],
];

/**
 * The limits of RATE_LIMITED_CALLS as middleware, mounted before the routes (`app.route("/",
 * rateLimitRoutes())`): every attempt counts, malformed ones included, so floods of bad input are
 * limited too. One table instead of a call in each handler, so no call is forgotten.
 */
export function rateLimitRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  for (const [method, pattern, counting] of RATE_LIMITED_CALLS) {
    const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
      await enforceRateLimit(c, counting);
      await next();
    };
    app.on(method, pattern, limit);
  }
  return app;
}
