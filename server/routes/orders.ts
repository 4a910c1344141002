import { Hono, type Context } from "hono";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import { orderPatchPayload, orderPayload } from "@/lib/api/schemas/order";
import type { AppEnv, VenueApiDeps } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { createOrder } from "../services/orders/create";
import { patchOrder } from "../services/orders/patch";
import { loadOrderView } from "../services/orders/view";

const langPath = z.object({ lang: languageCode });
// Any id text reaches the service, which answers 404 for one that cannot be an order uuid.
const orderPath = z.object({ lang: languageCode, id: z.string().min(1) });

/**
 * Where the payment gateway sends the guest back: the configured public URL, else the calling
 * page's Origin, else this request's own origin (the API is mounted inside the app at /backend).
 */
function appOriginOf(c: Context<AppEnv>, deps: VenueApiDeps): string {
  if (deps.settings.publicUrl) return deps.settings.publicUrl;
  const origin = c.req.header("Origin");
  if (origin && URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol)) return new URL(origin).origin;
  return new URL(c.req.url).origin;
}

/**
 * Order creation, reading and patching (001 section 7): POST /{lang}/api/order/, GET and PATCH
 * /{lang}/api/order/{id}/. Registered without the trailing slash: in a sub-app mounted with
 * app.route, Hono's strict: false matches both forms only that way.
 */
export function orderRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  // A replay answers 201 with the first order, like the first answer, so a retrying client needs no branch.
  app.post("/:lang/api/order", async (c) => {
    const deps = c.get("deps");
    const { lang } = parseOr400(langPath, c.req.param(), "path");
    const payload = parseOr400(orderPayload, await c.req.json());
    const result = await createOrder(deps, {
      lang,
      payload,
      idempotencyKey: c.req.header("Idempotency-Key"),
      appOrigin: appOriginOf(c, deps),
    });
    if (!result.created) c.header("Idempotent-Replayed", "true");
    return c.json(result.body, 201);
  });

  app.get("/:lang/api/order/:id", async (c) => {
    const { id } = parseOr400(orderPath, c.req.param(), "path");
    const view = await loadOrderView(c.get("deps").database.db, id);
    if (!view) throw notFound("Order");
    c.header("Cache-Control", "no-store");
    return c.json(view);
  });

  app.patch("/:lang/api/order/:id", async (c) => {
    const { lang, id } = parseOr400(orderPath, c.req.param(), "path");
    const { line_items } = parseOr400(orderPatchPayload, await c.req.json());
    return c.json(await patchOrder(c.get("deps"), { lang, uuid: id, lines: line_items }));
  });

  return app;
}
