import { Hono } from "hono";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import { orderPatchPayload, orderPayload } from "@/lib/api/schemas/order";
import type { AppEnv } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { createOrder } from "../services/orders/create";
import { orderViewFor } from "../services/orders/contact";
import { orderKeyOf, orderRoleOf } from "../services/orders/members";
import { patchOrder } from "../services/orders/patch";
import { orderProblem } from "../services/orders/problems";
import { orderInLanguage } from "../services/orders/order-in-language";
import { loadOrderView } from "../services/orders/view";
import { isRequestVenue, paymentReturnOrigin, requireOrderOfRequestVenue } from "./venue-scope";

const langPath = z.object({ lang: languageCode });
// Any id text reaches the service, which answers 404 for one that cannot be an order uuid.
const orderPath = z.object({ lang: languageCode, id: z.string().min(1) });

/**
 * Order creation, reading and patching (001 section 7): POST /{lang}/api/order/, GET and PATCH
 * /{lang}/api/order/{id}/. Registered without the trailing slash: in a sub-app mounted with
 * app.route, Hono's strict: false matches both forms only that way. An order belongs to its
 * venue's host (server/routes/venue-scope.ts): another venue's order is not found.
 */
export function orderRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  // A replay answers 201 with the first order, like the first answer, so a retrying client needs no branch.
  app.post("/:lang/api/order", async (c) => {
    const deps = c.get("deps");
    const { lang } = parseOr400(langPath, c.req.param(), "path");
    const payload = parseOr400(orderPayload, await c.req.json());
    // Another venue's menu reads like an unknown one.
    if (!(await isRequestVenue(c, payload.menu))) throw orderProblem("menu", `Unknown menu ${payload.menu}.`);
    const result = await createOrder(deps, {
      lang,
      payload,
      idempotencyKey: c.req.header("Idempotency-Key"),
      // Only a card order sends the guest anywhere; others must not fail for the address they came by.
      appOrigin: payload.payment_type === "card" ? await paymentReturnOrigin(c) : "",
    });
    if (!result.created) c.header("Idempotent-Replayed", "true");
    return c.json(result.body, 201);
  });

  app.get("/:lang/api/order/:id", async (c) => {
    const { lang, id } = parseOr400(orderPath, c.req.param(), "path");
    await requireOrderOfRequestVenue(c, id);
    const deps = c.get("deps");
    const { db } = deps.database;
    const view = await loadOrderView(db, id);
    if (!view) throw notFound("Order");
    c.header("Cache-Control", "no-store");
    const shown = await orderInLanguage(db, view, lang, deps.clock());
    return c.json(orderViewFor(shown, await orderRoleOf(db, id, orderKeyOf(c))));
  });

  app.patch("/:lang/api/order/:id", async (c) => {
    const { lang, id } = parseOr400(orderPath, c.req.param(), "path");
    const { line_items, location_token } = parseOr400(orderPatchPayload, await c.req.json());
    await requireOrderOfRequestVenue(c, id);
    const deps = c.get("deps");
    const role = await orderRoleOf(deps.database.db, id, orderKeyOf(c));
    const { view, memberKey } = await patchOrder(deps, {
      lang,
      uuid: id,
      lines: line_items,
      locationToken: location_token,
      locationTokenSalt: deps.settings.locationTokenSalt,
      role,
    });
    // A device that joined just now is a member; it reads the order as one.
    const shown = await orderInLanguage(deps.database.db, view, lang, deps.clock());
    return c.json({ ...orderViewFor(shown, role ?? "member"), member_key: memberKey });
  });

  return app;
}
