import { Hono, type Context } from "hono";
import { z } from "zod";
import { paymentProvider } from "@/lib/api/schemas/payment";
import type { AppEnv, VenueApiDeps } from "../deps";
import { parseOr400 } from "../errors";
import { completePayment } from "../services/payments/complete";
import { renderPaymentNotFoundPage, renderSandboxPage } from "../services/payments/hosted-page";
import { findPaymentByReference, type PaymentRecord } from "../services/payments/records";
import { paymentReturnUrl, sandboxReturnParams } from "../services/payments/return-params";

const pathParams = z.object({ reference: z.string().min(1).max(128) });
const answer = z.object({ action: z.enum(["pay", "decline"]) });

function notFoundAnswer(c: Context<AppEnv>) {
  // The page is for browsers; a script asking for JSON gets the API's usual 404 body.
  const wantsHtml = (c.req.header("accept") ?? "").includes("text/html");
  return wantsHtml ? c.html(renderPaymentNotFoundPage(), 404) : c.json({ detail: "Payment not found." }, 404);
}

/**
 * The payment the sandbox page may answer: not one a real gateway takes (a stripe venue's with
 * STRIPE_SECRET_KEY), which is paid at that gateway only; the page does not know it.
 */
async function sandboxPayment(deps: VenueApiDeps, reference: string): Promise<PaymentRecord | null> {
  const payment = await findPaymentByReference(deps.database.db, reference);
  const provider = paymentProvider.safeParse(payment?.provider);
  return payment && !(provider.success && deps.payments.verifier?.(provider.data)) ? payment : null;
}

/** The guest goes back to /{lang}/payment/{provider} on the app the payment was started from. */
function returnUrl(c: Context<AppEnv>, payment: PaymentRecord): string {
  const provider = paymentProvider.parse(payment.provider);
  const origin = c.get("deps").settings.publicUrl ?? payment.appOrigin ?? new URL(c.req.url).origin;
  return paymentReturnUrl(origin, payment.language, provider, sandboxReturnParams(provider, payment));
}

/**
 * The sandbox gateway's hosted page (GET) and the guest's Pay or Decline (POST, then 303 back to the
 * app). Served at /sandbox/pay/{reference}/ while settings.paymentSandbox is on, else 404; the pattern
 * has no trailing slash because Hono with `strict: false` matches the request path without it.
 */
export function sandboxPaymentRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  // Switched off, the sandbox does not exist: its page must not mark anyone's payment paid.
  app.use("/sandbox/*", async (c, next) => {
    if (!c.get("deps").settings.paymentSandbox) return notFoundAnswer(c);
    await next();
  });

  app.get("/sandbox/pay/:reference", async (c) => {
    const { reference } = parseOr400(pathParams, c.req.param(), "path");
    const payment = await sandboxPayment(c.get("deps"), reference);
    if (!payment) return notFoundAnswer(c);
    c.header("Cache-Control", "no-store");
    return c.html(renderSandboxPage(payment, new URL(c.req.url).pathname));
  });

  app.post("/sandbox/pay/:reference", async (c) => {
    const { reference } = parseOr400(pathParams, c.req.param(), "path");
    const deps = c.get("deps");
    if (!(await sandboxPayment(deps, reference))) return notFoundAnswer(c);
    const { action } = parseOr400(answer, await c.req.parseBody());
    const payment = await completePayment(deps, reference, action);
    return c.redirect(returnUrl(c, payment), 303);
  });

  return app;
}
