import { Hono } from "hono";
import { errorAnswer } from "./errors";
import { requestGuards } from "./http/request-guards";
import type { AppEnv, VenueApiDeps } from "./deps";
import { paymentRoutes } from "./routes/payments";
import { orderingLookupRoutes } from "./routes/ordering-lookups";
import { orderEventRoutes } from "./routes/order-events";
import { orderPushRoutes } from "./routes/order-push";
import { receiptRoutes } from "./routes/receipt";
import { catalogueRoutes } from "./routes/catalogue";
import { partnerRoutes } from "./routes/partner";
import { orderRoutes } from "./routes/orders";
import { orderPaymentRoutes } from "./routes/order-payments";
import { csrfGuard } from "./routes/csrf";
import { healthRoutes } from "./routes/health";
import { rateLimitRoutes } from "./routes/rate-limit";
import { answerMetrics } from "./observability/metrics-route";
import { requestLog, requestLogger } from "./observability/request-log";

/**
 * The venue API. `strict: false` because every path of the specification ends in a slash and
 * Hono would otherwise answer 404 to it. It lives under /backend both inside `npm start` and
 * standalone (`npm run api`), so API_URL always ends in /backend.
 */
export function createVenueApi(deps: VenueApiDeps, basePath = "/backend") {
  const app = new Hono<AppEnv>({ strict: false }).basePath(basePath);
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // One JSON line and one duration per request, with its X-Request-Id (server/observability/).
  app.use(requestLog());
  // Kept as it was (start.mts's start probe, the e2e server, existing monitors); probes use live and ready.
  app.get("/health", (c) => c.json({ status: "ok", database: deps.database.engine }));
  app.route("/", healthRoutes());
  // Prometheus, for the holder of METRICS_TOKEN only (404 while it is unset).
  app.get("/metrics", (c) => answerMetrics(c.req.raw, deps.settings.metricsToken ?? null));
  // JSON only and no foreign Origin on calls that change state (server/routes/csrf.ts).
  app.use(csrfGuard());
  // Size limits (413), then malformed paths and bodies (400) before any route (server/http/request-guards.ts).
  app.use(requestGuards());
  // Before every route: the limits of each call that writes or costs (server/routes/rate-limit.ts).
  app.route("/", rateLimitRoutes());
  app.route("/", paymentRoutes());
  app.route("/", orderingLookupRoutes());
  app.route("/", orderEventRoutes());
  app.route("/", orderPushRoutes());
  app.route("/", receiptRoutes());
  app.route("/", catalogueRoutes());
  app.route("/", partnerRoutes());
  app.route("/", orderPaymentRoutes());
  app.route("/", orderRoutes());

  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  // Data the database refuses (SQLSTATE 22xxx) is a 400; logs never carry a query's parameters.
  app.onError((error, c) => {
    const { status, body } = errorAnswer(error, requestLogger(c));
    return c.json(body, status);
  });
  return app;
}

export type VenueApi = ReturnType<typeof createVenueApi>;
