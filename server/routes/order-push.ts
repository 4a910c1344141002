import { Hono, type Context } from "hono";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import { pushSubscriptionPayload, pushUnsubscribePayload } from "@/lib/api/schemas/push";
import type { AppEnv } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { requireOrderMember } from "../services/orders/members";
import { subscribeToOrder, unsubscribeFromOrder } from "../services/push/subscriptions";
import { orderVenueId, requireRequestVenue } from "./venue-scope";

const orderPath = z.object({
  lang: languageCode,
  uuid: z.guid({ message: "Expected an order uuid" }).transform((uuid) => uuid.toLowerCase()),
});

/**
 * The order's uuid on its own venue's host, and push configured: else 404, worded as an unknown
 * order's, so another venue's orders are not told apart from none.
 */
async function pushableOrder(c: Context<AppEnv>): Promise<{ lang: string; uuid: string; publicKey: string }> {
  const { lang, uuid } = parseOr400(orderPath, c.req.param(), "path");
  const deps = c.get("deps");
  const venueId = await orderVenueId(deps, uuid);
  await requireRequestVenue(c, venueId, "Order");
  if (!deps.push) throw notFound("Push notifications");
  return { lang, uuid, publicKey: deps.push.publicKey };
}

/**
 * Web push of an order's status (issue 29, beyond the specification). GET gives the key to subscribe
 * with; PUT stores this browser's subscription with the order, DELETE forgets it, both only for the
 * devices that created or joined the order (X-Order-Key) and only while the order is open.
 */
export function orderPushRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/:lang/api/order/:uuid/push", async (c) => {
    const { publicKey } = await pushableOrder(c);
    c.header("Cache-Control", "no-store");
    return c.json({ public_key: publicKey });
  });

  app.put("/:lang/api/order/:uuid/push", async (c) => {
    const { lang, uuid } = await pushableOrder(c);
    await requireOrderMember(c, uuid);
    const subscription = parseOr400(pushSubscriptionPayload, await c.req.json());
    const { created } = await subscribeToOrder(c.get("deps").database.db, { uuid, language: lang, subscription });
    return c.json({ subscribed: true }, created ? 201 : 200);
  });

  app.delete("/:lang/api/order/:uuid/push", async (c) => {
    const { uuid } = await pushableOrder(c);
    await requireOrderMember(c, uuid);
    const { endpoint } = parseOr400(pushUnsubscribePayload, await c.req.json());
    await unsubscribeFromOrder(c.get("deps").database.db, { uuid, endpoint });
    return c.json({ subscribed: false });
  });

  return app;
}
