import { Hono, type Context } from "hono";
import { z } from "zod";
import { PAYMENT_STATUS_BODIES, type PaymentProvider } from "@/lib/api/schemas/payment";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { confirmReturnedPayment } from "../services/payments/confirm";
import { readPaymentStatus, type PaymentLookup } from "../services/payments/status";
import { isRequestVenue } from "./venue-scope";

const pathParams = z.object({ reference: z.string().min(1).max(128) });

/** Providers whose status call carries the reference in the path, with the path's name for them. */
const PATH_CALLS = [
  ["paytabs", "paytabs"],
  ["2c2p", "2c2p"],
  ["magnati", "magnati"],
  ["paystack", "paystack"],
  ["amwalpay", "amwal-pay"],
] as const satisfies readonly (readonly [PaymentProvider, string])[];

/**
 * One status call: a provider with a real gateway (Stripe with STRIPE_SECRET_KEY) is asked first and
 * our record follows it (services/payments/confirm.ts); the sandbox's providers read our record.
 */
function statusAnswer(c: Context<AppEnv>, provider: PaymentProvider, lookup: PaymentLookup) {
  const deps = c.get("deps");
  const ofRequestVenue = (venueId: number) => isRequestVenue(c, venueId);
  if ("reference" in lookup && deps.payments.verifier?.(provider)) {
    const { reference, ...ids } = lookup;
    const returned = Object.fromEntries(Object.entries(ids).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return confirmReturnedPayment(deps, provider, reference, returned, ofRequestVenue);
  }
  return readPaymentStatus(deps.database.db, provider, lookup, ofRequestVenue);
}

/**
 * The status call of each of the twelve providers (001 section 7): { status, orderId, orderUUID }.
 * Patterns are written without the specification's trailing slash: with `strict: false` Hono drops
 * the request's slash before matching, so a pattern ending in "/" would never match.
 */
export function paymentStatusRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  function bodyCall<S extends z.ZodType>(provider: PaymentProvider, path: string, schema: S, lookup: (body: z.output<S>) => PaymentLookup) {
    app.post(path, async (c) => {
      const body = parseOr400(schema, await c.req.json());
      return c.json(await statusAnswer(c, provider, lookup(body)));
    });
  }
  const bodies = PAYMENT_STATUS_BODIES;
  bodyCall("paylink", "/en/paylink/status", bodies.paylink, ({ reference, checkout }) => ({ reference, checkout }));
  bodyCall("ngenius", "/en/ngenius/status", bodies.ngenius, ({ reference }) => ({ reference }));
  bodyCall("xpresspay", "/en/xpresspay/status", bodies.xpresspay, ({ reference }) => ({ reference }));
  bodyCall("skipcash", "/en/skipcash/status", bodies.skipcash, ({ reference }) => ({ reference }));
  bodyCall("noon", "/en/noon-payments/status", bodies.noon, ({ orderUUID, noonOrderId }) => ({ orderUuid: orderUUID, noonOrderId }));
  bodyCall("stripe", "/en/stripe/status", bodies.stripe, ({ ref, session }) => ({ reference: ref, session }));
  bodyCall("thawani", "/en/thawani/status", bodies.thawani, ({ ref }) => ({ reference: ref }));

  for (const [provider, slug] of PATH_CALLS) {
    app.post(`/en/${slug}/status/:reference`, async (c) => {
      const { reference } = parseOr400(pathParams, c.req.param(), "path");
      return c.json(await statusAnswer(c, provider, { reference }));
    });
  }
  return app;
}
