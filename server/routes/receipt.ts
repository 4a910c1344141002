import { Hono } from "hono";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import type { AppEnv } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { orderReceiptPdf } from "../services/receipt/order";
import { requireOrderOfRequestVenue } from "./venue-scope";

const receiptPath = z.object({ lang: languageCode, uuid: z.string() });

/** GET /{lang}/orders/{uuid}/print/order.pdf: the receipt download of the order screen (001 sections 2, 7). */
export function receiptRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/:lang/orders/:uuid/print/order.pdf", async (c) => {
    const { lang, uuid } = parseOr400(receiptPath, c.req.param(), "path");
    const deps = c.get("deps");
    await requireOrderOfRequestVenue(c, uuid);
    const receipt = await orderReceiptPdf(deps.database.db, uuid, lang);
    if (!receipt) throw notFound("Order");
    return c.body(new Uint8Array(receipt.pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${receipt.fileName}"`,
      "Cache-Control": "no-store",
    });
  });
  return app;
}
