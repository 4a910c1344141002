import { Hono } from "hono";

/**
 * The venue API. `strict: false` because every path of the specification ends in a slash and
 * Hono would otherwise answer 404 to it.
 */
export function createVenueApi() {
  const app = new Hono({ strict: false });
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  return app;
}
