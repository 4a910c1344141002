import { Hono } from "hono";
import {
  expiredPaymentsAnswer,
  expireOpenPaymentsPayload,
  fullPaymentPayload,
  paymentUrlAnswer,
  splitCreatePayload,
  splitPayPayload,
} from "@/lib/api/schemas/partner";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { expireOpenPayments } from "../services/partner/expire-payments";
import { requireOrderMember } from "../services/orders/members";
import { payFull } from "../services/partner/full-payment";
import { createSplits, paySplit } from "../services/partner/split";
import { jsonBody } from "./partner-request";
import { paymentReturnOrigin, requireOrderOfRequestVenue } from "./venue-scope";

/** Paying a partner order: split it between guests, pay a share, or pay the whole balance due; its members only (issue 24). */
export function partnerPaymentRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/iiko/af/split-payments/create", async (c) => {
    const request = parseOr400(splitCreatePayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, request.order_id);
    await requireOrderMember(c, request.order_id);
    await createSplits(c.get("deps"), request);
    return c.json({ status: "ok" });
  });

  app.post("/iiko/af/split-payments", async (c) => {
    const request = parseOr400(splitPayPayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, request.order_id);
    await requireOrderMember(c, request.order_id);
    const answer = await paySplit(c.get("deps"), request, await paymentReturnOrigin(c));
    return c.json(paymentUrlAnswer.parse(answer));
  });

  app.post("/iiko/af/payments", async (c) => {
    const request = parseOr400(fullPaymentPayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, request.order_id);
    await requireOrderMember(c, request.order_id);
    const answer = await payFull(c.get("deps"), request, await paymentReturnOrigin(c));
    return c.json(paymentUrlAnswer.parse(answer));
  });

  // The guest's way out of CARD_PAYMENT_OPEN (services/payments/open-card-payment.ts).
  app.post("/iiko/af/payments/expire", async (c) => {
    const request = parseOr400(expireOpenPaymentsPayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, request.order_id);
    await requireOrderMember(c, request.order_id);
    return c.json(expiredPaymentsAnswer.parse(await expireOpenPayments(c.get("deps"), request)));
  });

  return app;
}
