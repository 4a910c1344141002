import { Hono } from "hono";
import { ApiProblem, isHttpException } from "./errors";
import type { AppEnv, VenueApiDeps } from "./deps";
import { paymentRoutes } from "./routes/payments";
import { orderingLookupRoutes } from "./routes/ordering-lookups";
import { orderEventRoutes } from "./routes/order-events";
import { receiptRoutes } from "./routes/receipt";
import { catalogueRoutes } from "./routes/catalogue";
import { partnerRoutes } from "./routes/partner";
import { orderRoutes } from "./routes/orders";

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
  app.get("/health", (c) => c.json({ status: "ok", database: deps.database.engine }));
  app.route("/", paymentRoutes());
  app.route("/", orderingLookupRoutes());
  app.route("/", orderEventRoutes());
  app.route("/", receiptRoutes());
  app.route("/", catalogueRoutes());
  app.route("/", partnerRoutes());
  app.route("/", orderRoutes());

  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body, error.status);
    if (isHttpException(error)) return c.json({ detail: error.message || "Request failed." }, error.status);
    if (error instanceof SyntaxError) return c.json({ detail: "Malformed JSON body." }, 400);
    console.error("venue API error", error);
    return c.json({ detail: "Internal server error." }, 500);
  });
  return app;
}

export type VenueApi = ReturnType<typeof createVenueApi>;
