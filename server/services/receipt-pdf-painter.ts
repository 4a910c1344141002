import type PDFDocument from "pdfkit";
import { visualRuns, type Direction } from "./receipt-pdf-bidi";
import type { FontRole, ReceiptFonts } from "./receipt-pdf-fonts";

export interface TextStyle {
  role?: FontRole;
  size: number;
  /** Paragraph direction the bidi order starts from. */
  base: Direction;
  color?: string;
  struck?: boolean;
}

// Bidi controls have no glyph in most fonts; the runs below already carry their effect.
const CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
// The whole run is shaped at once (features given): pdfkit would otherwise lay words out one by one, in logical order.
const SHAPE_WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** Draws single lines of mixed-direction text with the right font per script, and wraps paragraphs. */
export function createPainter(doc: typeof PDFDocument.prototype, fonts: ReceiptFonts) {
  const runsOf = (text: string, style: TextStyle) =>
    visualRuns(text.replace(CONTROLS, ""), style.base).map((run) => {
      const face = fonts.faceFor(run.text, style.role ?? "regular");
      doc.font(face).fontSize(style.size);
      return { ...run, face, width: doc.widthOfString(run.text, SHAPE_WHOLE_RUN) };
    });

  const measure = (text: string, style: TextStyle) => runsOf(text, style).reduce((total, run) => total + run.width, 0);

  /** One line, no wrapping, placed in [x, x + width] at its start, end or centre. */
  function line(text: string, x: number, y: number, width: number, align: "left" | "right" | "center", style: TextStyle) {
    const runs = runsOf(text, style);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let cursor = align === "left" ? x : align === "right" ? x + width - total : x + (width - total) / 2;
    const start = cursor;
    doc.fillColor(style.color ?? "#111111");
    for (const run of runs) {
      doc.font(run.face).fontSize(style.size).text(run.text, cursor, y, { lineBreak: false, ...SHAPE_WHOLE_RUN });
      cursor += run.width;
    }
    if (style.struck && total > 0) {
      const middle = y + style.size * 0.62;
      doc.save().lineWidth(0.8).strokeColor(style.color ?? "#111111").moveTo(start, middle).lineTo(start + total, middle).stroke().restore();
    }
  }

  /** Splits a paragraph into lines that fit `width`; a word longer than a line is cut. */
  function wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let current = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (measure(candidate, style) <= width) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current);
        current = "";
        let piece = "";
        for (const char of Array.from(word)) {
          if (piece && measure(piece + char, style) > width) {
            lines.push(piece);
            piece = "";
          }
          piece += char;
        }
        current = piece;
      }
      lines.push(current);
    }
    return lines;
  }

  return { line, wrap, measure };
}

export type Painter = ReturnType<typeof createPainter>;
