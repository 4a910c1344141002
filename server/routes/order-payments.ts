import { Hono } from "hono";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import { orderPaymentPayload, orderPaymentTypePayload } from "@/lib/api/schemas/order";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { orderViewFor } from "../services/orders/contact";
import { orderInLanguage } from "../services/orders/order-in-language";
import { requireOrderMember } from "../services/orders/members";
import { switchOrderPaymentType } from "../services/orders/payment-type";
import { retryOrderPayment } from "../services/payments/retry";
import { jsonBody } from "./partner-request";
import { paymentReturnOrigin, requireOrderOfRequestVenue } from "./venue-scope";

const orderPath = z.object({ lang: languageCode, id: z.string().min(1) });

/**
 * Issue 11, an unpaid card order's way out: POST /{lang}/api/order/{id}/payment/ starts a new
 * payment through the venue's gateway (Try again), PATCH /{lang}/api/order/{id}/payment-type/ pays
 * it another way. Only the order's members may (issue 24: its uuid alone reads it), on its venue's host.
 */
export function orderPaymentRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/:lang/api/order/:id/payment", async (c) => {
    const { lang, id } = parseOr400(orderPath, c.req.param(), "path");
    // Nothing to send; an absent body is fine, a malformed one is not.
    parseOr400(orderPaymentPayload.optional(), await jsonBody(c));
    await requireOrderOfRequestVenue(c, id);
    await requireOrderMember(c, id);
    const deps = c.get("deps");
    return c.json(await retryOrderPayment(deps, { uuid: id, lang, appOrigin: await paymentReturnOrigin(c) }));
  });

  app.patch("/:lang/api/order/:id/payment-type", async (c) => {
    const { lang, id } = parseOr400(orderPath, c.req.param(), "path");
    const { payment_type } = parseOr400(orderPaymentTypePayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, id);
    const role = await requireOrderMember(c, id);
    const deps = c.get("deps");
    const view = await switchOrderPaymentType(deps, id, payment_type);
    c.header("Cache-Control", "no-store");
    return c.json(orderViewFor(await orderInLanguage(deps.database.db, view, lang, deps.clock()), role));
  });

  return app;
}
