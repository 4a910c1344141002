import type { Language } from "@/lib/domain/language";
import type { Db } from "../db/client";
import { loadOrderView } from "./orders/view";
import { loadOrderingVenue } from "./orders/venue-menu";
import { renderReceiptPdf, type RenderReceiptOptions } from "./receipt-pdf";
import { systemReceiptFonts, type ReceiptFonts } from "./receipt-pdf-fonts";
import { loadReceiptLabels } from "./receipt-pdf-labels";
import { buildReceipt, type ReceiptModel } from "./receipt-pdf-model";

/**
 * The receipt of an order in the request language, or null for an unknown order. When this machine
 * has no font for the language's script (CJK or Thai without their font packages), the labels fall
 * back to English rather than print empty boxes.
 */
export async function loadReceipt(db: Db, uuid: string, lang: Language, now: Date, fonts: ReceiptFonts): Promise<ReceiptModel | null> {
  const order = await loadOrderView(db, uuid);
  if (!order) return null;
  const venue = await loadOrderingVenue(db, order.menu, lang, now);
  const menu = venue?.menu;
  let labels = await loadReceiptLabels(lang, menu?.ui_strings ?? null);
  let language = lang;
  if (!fonts.covers(Object.values(labels).filter((value) => typeof value === "string").join(" "))) {
    labels = await loadReceiptLabels("en", menu?.ui_strings ?? null);
    language = "en";
  }
  const money = menu
    ? {
        currency: menu.currency, currency_symbol: menu.currency_symbol, display_currency: menu.display_currency,
        price_decimal_places: menu.price_decimal_places, enable_arabic_numerals: menu.enable_arabic_numerals,
      }
    : { currency: order.currency };
  return buildReceipt(order, { name: menu?.name ?? "", timezone: menu?.timezone ?? "UTC", money }, labels, language);
}

/** The receipt PDF of an order, or null for an unknown order. */
export async function orderReceiptPdf(
  db: Db,
  uuid: string,
  lang: Language,
  now: Date,
  options: RenderReceiptOptions = {},
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const fonts = options.fonts ?? systemReceiptFonts();
  const model = await loadReceipt(db, uuid, lang, now, fonts);
  if (!model) return null;
  return { fileName: model.fileName, pdf: await renderReceiptPdf(model, { ...options, fonts }) };
}
