import PDFDocument from "pdfkit";
import { bcp47 } from "@/lib/domain/language";
import { systemReceiptFonts, type ReceiptFonts } from "./fonts";
import { keepParsedFaces, registerReceiptFaces } from "./font-cache";
import { drawReceipt, MARGIN, type LayoutStats } from "./layout";
import type { ReceiptModel } from "./model";
import { createPacer, type PacingOptions } from "./pacing";

/** What one render did: bounded by the limits of limits.ts whatever the order holds. */
export interface ReceiptRenderStats extends LayoutStats {
  /** Turns given to the event loop while drawing. */
  yields: number;
}

export interface RenderReceiptOptions {
  /** Deflate the page streams (default); tests read the text more easily without. */
  compress?: boolean;
  fonts?: ReceiptFonts;
  pacing?: PacingOptions;
  /** Filled in with the work done, for tests and benchmarks. */
  stats?: ReceiptRenderStats;
}

export const emptyRenderStats = (): ReceiptRenderStats => ({ measures: 0, pages: 1, yields: 0, truncated: false });

/**
 * The receipt as an A4 PDF, laid out right to left for Arabic, Hebrew and Persian. Drawing gives the
 * event loop a turn every few milliseconds, and stops at RECEIPT_MAX_PAGES pages.
 */
export async function renderReceiptPdf(model: ReceiptModel, options: RenderReceiptOptions = {}): Promise<Buffer> {
  const fonts = options.fonts ?? systemReceiptFonts();
  const stats = options.stats ?? emptyRenderStats();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    // No font at creation: pdfkit would open its Helvetica metrics file, and a file opened here under
    // its path is opened again (read and parsed) by every later doc.font() of its registered name.
    font: "",
    lang: bcp47(model.language),
    displayTitle: true,
    info: { Title: model.title, Author: model.venueName, Creator: "Carte" },
  });
  registerReceiptFaces(doc, fonts.faces);
  doc.font(fonts.faceFor("", "regular"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const pacer = createPacer(options.pacing);
  try {
    await drawReceipt(doc, fonts, model, pacer, stats);
  } finally {
    stats.yields = pacer.yields;
    keepParsedFaces(doc, fonts.faces);
    doc.end();
  }
  return done;
}
