import { Hono } from "hono";
import { z } from "zod";
import { requestId } from "@/lib/api/schemas/request-fields";
import { activeOrderAnswer, tipsPayload } from "@/lib/api/schemas/partner";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { findActiveOrder } from "../services/partner/active-order";
import { requireOrderMember } from "../services/orders/members";
import { saveTips } from "../services/partner/tips";
import { jsonBody } from "./partner-request";
import { requireOrderOfRequestVenue, requireRequestVenue } from "./venue-scope";

const activeOrderPath = z.object({ orderLocation: z.string().trim().min(1).max(64), menuId: requestId });

/** Partner calls about an order as a whole: the active order at a table, and its tips. */
export function partnerOrderRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  // {orderLocation} is the table's or room's token (its QR link), not its number.
  app.get("/iiko/active-order/:orderLocation/:menuId", async (c) => {
    const { orderLocation, menuId } = parseOr400(activeOrderPath, c.req.param(), "path");
    await requireRequestVenue(c, menuId, "Menu");
    const deps = c.get("deps");
    const answer = await findActiveOrder(deps.database.db, menuId, orderLocation, deps.settings.locationTokenSalt, deps.clock());
    return c.json(activeOrderAnswer.parse(answer));
  });

  app.post("/iiko/tips/loyalty/promotions", async (c) => {
    const tips = parseOr400(tipsPayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, tips.order_uuid);
    await requireOrderMember(c, tips.order_uuid);
    await saveTips(c.get("deps"), tips.order_uuid, tips.tips_amount);
    return c.json({ status: "ok" });
  });

  return app;
}
