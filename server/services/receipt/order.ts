import { createHash } from "node:crypto";
import type { Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { loadOrderView } from "../orders/view";
import { emptyRenderStats, renderReceiptPdf, type ReceiptRenderStats, type RenderReceiptOptions } from "./pdf";
import { createReceiptPdfCache, type ReceiptPdfCache } from "./cache";
import type { PacingOptions } from "./pacing";
import { systemReceiptFonts, type ReceiptFonts } from "./fonts";
import { loadReceiptLabels } from "./labels";
import { buildReceipt, type ReceiptModel } from "./model";
import { loadReceiptMenu } from "./venue";

/**
 * A turn of the event loop between the steps of a download: PGlite answers queries in this thread
 * and resolves them as microtasks, so reading an order, building its receipt and hashing it would
 * otherwise run as one block without any other request getting in.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The receipt of an order in the request language, or null for an unknown order. When this machine
 * has no font for the language's script (CJK or Thai without their font packages), the labels fall
 * back to English rather than print empty boxes.
 */
export async function loadReceipt(db: Db, uuid: string, lang: Language, fonts: ReceiptFonts): Promise<ReceiptModel | null> {
  const order = await loadOrderView(db, uuid);
  if (!order) return null;
  await nextTurn();
  const menu = await loadReceiptMenu(db, order.menu, lang);
  let labels = await loadReceiptLabels(lang, menu?.ui_strings ?? null);
  let language = lang;
  if (
    !fonts.covers(
      Object.values(labels)
        .filter((value) => typeof value === "string")
        .join(" "),
    )
  ) {
    labels = await loadReceiptLabels("en", menu?.ui_strings ?? null);
    language = "en";
  }
  const money = menu
    ? {
        currency: menu.currency,
        currency_symbol: menu.currency_symbol,
        display_currency: menu.display_currency,
        price_decimal_places: menu.price_decimal_places,
        enable_arabic_numerals: menu.enable_arabic_numerals,
      }
    : { currency: order.currency };
  return buildReceipt(order, { name: menu?.name ?? "", timezone: menu?.timezone ?? "UTC", money }, labels, language);
}

/**
 * The process's receipts: the cache every download goes through, how renders are paced, and the work
 * of the latest render. Tests and the benchmark read these, and tests may replace the pacing.
 */
export const receiptRendering: { cache: ReceiptPdfCache; pacing: PacingOptions; lastRender: ReceiptRenderStats | null } = {
  cache: createReceiptPdfCache(),
  pacing: {},
  lastRender: null,
};

/**
 * The version of a receipt: a digest of everything it shows (already cut to the receipt's caps), the
 * fonts and the options. Any change of the order, its payments or the venue's texts changes it, even
 * one that kept the order's updated time; a second download of an unchanged order renders nothing.
 */
function receiptKey(model: ReceiptModel, fonts: ReceiptFonts, compress: boolean): string {
  const faces = fonts.faces.map((face) => [face.name, face.src, face.family ?? ""]);
  return createHash("sha256").update(JSON.stringify({ model, faces, compress })).digest("base64url");
}

/** The receipt PDF of an order, or null for an unknown order; rendered once per version of the order. */
export async function orderReceiptPdf(
  db: Db,
  uuid: string,
  lang: Language,
  options: RenderReceiptOptions & { cache?: ReceiptPdfCache } = {},
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const fonts = options.fonts ?? systemReceiptFonts();
  const model = await loadReceipt(db, uuid, lang, fonts);
  if (!model) return null;
  const { cache = receiptRendering.cache, ...renderOptions } = options;
  const key = receiptKey(model, fonts, renderOptions.compress ?? true);
  await nextTurn();
  const pdf = await cache.get(key, `${uuid.toLowerCase()}|${lang}`, async () => {
    const stats = renderOptions.stats ?? emptyRenderStats();
    const rendered = await renderReceiptPdf(model, { pacing: receiptRendering.pacing, ...renderOptions, fonts, stats });
    receiptRendering.lastRender = stats;
    return rendered;
  });
  return { fileName: model.fileName, pdf };
}
