import type PDFDocument from "pdfkit";
import type { ReceiptFonts } from "./fonts";
import { ELLIPSIS, RECEIPT_MAX_PAGES, RECEIPT_MAX_TEXT_LINES } from "./limits";
import type { ReceiptModel, ReceiptRow } from "./model";
import type { Pacer } from "./pacing";
import { createPainter, type PainterStats, type TextStyle } from "./painter";

/** What drawing counts: the pages it filled, and whether the last one cut the receipt short. */
export interface LayoutStats extends PainterStats {
  pages: number;
  /** The last page filled up and the rest was left out behind a "…" line. */
  truncated: boolean;
}

export const MARGIN = 48;
const QTY_WIDTH = 44;
const PRICE_WIDTH = 120;
const GAP = 10;
const MUTED = "#6b6b6b";
const ALERT = "#c62828";
/** Room kept at the bottom of the last page for the "…" line that says the receipt goes on. */
const ELLIPSIS_LINE = 16;

/**
 * Draws the receipt onto `doc`, giving the event loop a turn (`pacer.pace()`) after every drawn line,
 * and stopping with a "…" line once page RECEIPT_MAX_PAGES is full.
 */
export async function drawReceipt(
  doc: typeof PDFDocument.prototype,
  fonts: ReceiptFonts,
  model: ReceiptModel,
  pacer: Pacer,
  stats: LayoutStats,
): Promise<void> {
  const paint = createPainter(doc, fonts, stats);
  const rtl = model.direction === "rtl";
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const usable = doc.page.height - MARGIN * 2 - ELLIPSIS_LINE;
  const start: "left" | "right" = rtl ? "right" : "left";
  const end: "left" | "right" = rtl ? "left" : "right";
  /** x of a column `offset` points from the reading start, `size` wide. */
  const column = (offset: number, size: number) => (rtl ? left + width - offset - size : left + offset);
  const text = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({ size, base: model.direction, ...extra });
  let y = MARGIN;
  let full = false;

  /** Whether `height` more points fit, on a new page if need be; false once the last page is full. */
  const room = (height: number): boolean => {
    if (full) return false;
    const bottom = doc.page.height - MARGIN - (stats.pages >= RECEIPT_MAX_PAGES ? ELLIPSIS_LINE : 0);
    if (y + Math.min(height, usable) <= bottom) return true;
    if (stats.pages >= RECEIPT_MAX_PAGES) {
      full = true;
      stats.truncated = true;
      paint.line(ELLIPSIS, left, y, width, start, text(10.5, { color: MUTED }));
      return false;
    }
    doc.addPage();
    stats.pages += 1;
    y = MARGIN;
    return true;
  };
  const rule = () => {
    if (!room(12)) return;
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor("#cccccc")
      .moveTo(left, y + 4)
      .lineTo(left + width, y + 4)
      .stroke()
      .restore();
    y += 12;
  };
  const paragraph = async (value: string, style: TextStyle, x = left, boxWidth = width) => {
    if (full) return;
    for (const lineText of paint.lines(value, boxWidth, style, RECEIPT_MAX_TEXT_LINES)) {
      if (!room(style.size * 1.45)) return;
      paint.line(lineText, x, y, boxWidth, start, style);
      y += style.size * 1.45;
      await pacer.pace();
    }
  };
  const row = async (entry: ReceiptRow, size = 10.5) => {
    if (full) return;
    const style = text(size, { role: entry.emphasis ? "bold" : "regular", struck: entry.struck });
    const labelWidth = width - PRICE_WIDTH - GAP;
    const labelLines = paint.wrap(entry.label, labelWidth, style, RECEIPT_MAX_TEXT_LINES);
    // A row stays on one page when it can; a longer one goes on over the next.
    if (!room(size * 1.5 * labelLines.length)) return;
    paint.line(entry.value, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, { ...style, base: "ltr" });
    for (const [index, lineText] of labelLines.entries()) {
      if (index > 0 && !room(size * 1.5)) return;
      paint.line(lineText, column(0, labelWidth), y, labelWidth, start, { ...style, struck: false });
      y += size * 1.5;
    }
    await pacer.pace();
  };

  await paragraph(model.venueName, text(16, { role: "bold" }));
  await paragraph(model.title, text(13, { role: "bold" }));
  y += 4;
  for (const fact of model.facts) await row(fact, 10);
  if (model.cancelledNotice) {
    y += 4;
    await paragraph(model.cancelledNotice, text(11, { role: "bold", color: ALERT }));
  }
  rule();

  const productWidth = width - QTY_WIDTH - PRICE_WIDTH - GAP * 2;
  const header = text(10, { role: "bold" });
  if (room(16)) {
    paint.line(model.columns.qty, column(0, QTY_WIDTH), y, QTY_WIDTH, start, header);
    paint.line(model.columns.product, column(QTY_WIDTH + GAP, productWidth), y, productWidth, start, header);
    paint.line(model.columns.price, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, header);
    y += 16;
  }
  for (const item of model.lines) {
    if (full) break;
    const style = text(10.5, { struck: item.struck, color: item.struck ? MUTED : undefined });
    const names = paint.wrap(item.product, productWidth, style, RECEIPT_MAX_TEXT_LINES);
    if (!room(15 * names.length)) break;
    paint.line(item.qty, column(0, QTY_WIDTH), y, QTY_WIDTH, start, { ...style, base: "ltr" });
    paint.line(item.price, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, { ...style, base: "ltr" });
    for (const [index, name] of names.entries()) {
      if (index > 0 && !room(15)) break;
      paint.line(name, column(QTY_WIDTH + GAP, productWidth), y, productWidth, start, style);
      y += 15;
    }
    for (const detail of item.details) {
      await paragraph(detail, text(8.5, { color: MUTED, struck: item.struck }), column(QTY_WIDTH + GAP, productWidth), productWidth);
    }
    y += 3;
    await pacer.pace();
  }
  rule();

  // Once the last page is full every step below returns at once: what follows costs nothing.
  for (const total of model.totals) await row(total);
  if (model.comments) {
    rule();
    await paragraph(model.comments.label, text(10.5, { role: "bold" }));
    await paragraph(model.comments.text, text(10.5));
  }
}
