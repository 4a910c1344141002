import PDFDocument from "pdfkit";
import { bcp47 } from "@/lib/domain/language";
import { systemReceiptFonts, type ReceiptFonts } from "./receipt-pdf-fonts";
import type { ReceiptModel, ReceiptRow } from "./receipt-pdf-model";
import { createPainter, type TextStyle } from "./receipt-pdf-painter";

export interface RenderReceiptOptions {
  /** Deflate the page streams (default); tests read the text more easily without. */
  compress?: boolean;
  fonts?: ReceiptFonts;
}

const MARGIN = 48;
const QTY_WIDTH = 44;
const PRICE_WIDTH = 120;
const GAP = 10;
const MUTED = "#6b6b6b";
const ALERT = "#c62828";

/** The receipt as an A4 PDF, laid out right to left for Arabic, Hebrew and Persian. */
export async function renderReceiptPdf(model: ReceiptModel, options: RenderReceiptOptions = {}): Promise<Buffer> {
  const fonts = options.fonts ?? systemReceiptFonts();
  const regular = fonts.faceFor("", "regular");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    // The first face is loaded at once: pdfkit would otherwise open its Helvetica metrics file.
    font: fonts.faces.find((face) => face.name === regular)?.src ?? "Helvetica",
    lang: bcp47(model.language),
    displayTitle: true,
    info: { Title: model.title, Author: model.venueName, Creator: "Carte" },
  });
  for (const face of fonts.faces) {
    if (!face.standard) doc.registerFont(face.name, face.src, face.family ?? "");
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawReceipt(doc, fonts, model);
  doc.end();
  return done;
}

function drawReceipt(doc: typeof PDFDocument.prototype, fonts: ReceiptFonts, model: ReceiptModel) {
  const paint = createPainter(doc, fonts);
  const rtl = model.direction === "rtl";
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const start: "left" | "right" = rtl ? "right" : "left";
  const end: "left" | "right" = rtl ? "left" : "right";
  /** x of a column `offset` points from the reading start, `size` wide. */
  const column = (offset: number, size: number) => (rtl ? left + width - offset - size : left + offset);
  const text = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({ size, base: model.direction, ...extra });
  let y = MARGIN;

  const room = (height: number) => {
    if (y + height <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  const rule = () => {
    room(12);
    doc.save().lineWidth(0.6).strokeColor("#cccccc").moveTo(left, y + 4).lineTo(left + width, y + 4).stroke().restore();
    y += 12;
  };
  const paragraph = (value: string, style: TextStyle, x = left, boxWidth = width) => {
    for (const lineText of paint.wrap(value, boxWidth, style)) {
      room(style.size * 1.45);
      paint.line(lineText, x, y, boxWidth, start, style);
      y += style.size * 1.45;
    }
  };
  const row = (entry: ReceiptRow, size = 10.5) => {
    const style = text(size, { role: entry.emphasis ? "bold" : "regular", struck: entry.struck });
    const labelWidth = width - PRICE_WIDTH - GAP;
    const labelLines = paint.wrap(entry.label, labelWidth, style);
    room(size * 1.5 * labelLines.length);
    paint.line(entry.value, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, { ...style, base: "ltr" });
    for (const lineText of labelLines) {
      paint.line(lineText, column(0, labelWidth), y, labelWidth, start, { ...style, struck: false });
      y += size * 1.5;
    }
  };

  paragraph(model.venueName, text(16, { role: "bold" }));
  paragraph(model.title, text(13, { role: "bold" }));
  y += 4;
  for (const fact of model.facts) row(fact, 10);
  if (model.cancelledNotice) {
    y += 4;
    paragraph(model.cancelledNotice, text(11, { role: "bold", color: ALERT }));
  }
  rule();

  const productWidth = width - QTY_WIDTH - PRICE_WIDTH - GAP * 2;
  const header = text(10, { role: "bold" });
  room(16);
  paint.line(model.columns.qty, column(0, QTY_WIDTH), y, QTY_WIDTH, start, header);
  paint.line(model.columns.product, column(QTY_WIDTH + GAP, productWidth), y, productWidth, start, header);
  paint.line(model.columns.price, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, header);
  y += 16;
  for (const item of model.lines) {
    const style = text(10.5, { struck: item.struck, color: item.struck ? MUTED : undefined });
    const names = paint.wrap(item.product, productWidth, style);
    room(15 * names.length);
    paint.line(item.qty, column(0, QTY_WIDTH), y, QTY_WIDTH, start, { ...style, base: "ltr" });
    paint.line(item.price, column(width - PRICE_WIDTH, PRICE_WIDTH), y, PRICE_WIDTH, end, { ...style, base: "ltr" });
    for (const name of names) {
      paint.line(name, column(QTY_WIDTH + GAP, productWidth), y, productWidth, start, style);
      y += 15;
    }
    for (const detail of item.details) {
      paragraph(detail, text(8.5, { color: MUTED, struck: item.struck }), column(QTY_WIDTH + GAP, productWidth), productWidth);
    }
    y += 3;
  }
  rule();

  for (const total of model.totals) row(total);
  if (model.comments) {
    rule();
    paragraph(model.comments.label, text(10.5, { role: "bold" }));
    paragraph(model.comments.text, text(10.5));
  }
}
