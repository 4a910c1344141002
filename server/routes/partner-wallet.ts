import { Hono } from "hono";
import { z } from "zod";
import { walletRedeemPayload } from "@/lib/api/schemas/partner";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { requireOrderMember } from "../services/orders/members";
import { findOrderWallet, redeemWallet } from "../services/partner/wallet";
import { jsonBody } from "./partner-request";
import { requireOrderOfRequestVenue } from "./venue-scope";

const orderPath = z.object({ id: z.string().min(1).max(64) });

/** The guest's Blue wallet: read it, and pay part of the order from it with the OTP. */
export function partnerWalletRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  // No wallet is an empty object, as the partner answers (001 section 7: "empty object on failure").
  app.get("/iiko/af/blue/:id", async (c) => {
    const { id } = parseOr400(orderPath, c.req.param(), "path");
    await requireOrderOfRequestVenue(c, id);
    await requireOrderMember(c, id);
    const wallet = await findOrderWallet(c.get("deps").database.db, id);
    return c.json(wallet ?? {});
  });

  app.post("/iiko/af/blue/:id", async (c) => {
    const { id } = parseOr400(orderPath, c.req.param(), "path");
    const redeem = parseOr400(walletRedeemPayload, await jsonBody(c));
    await requireOrderOfRequestVenue(c, id);
    await requireOrderMember(c, id);
    await redeemWallet(c.get("deps"), id, redeem);
    return c.json({ status: "ok" });
  });

  return app;
}
