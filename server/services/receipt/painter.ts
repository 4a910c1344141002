import type PDFDocument from "pdfkit";
import { visualRuns, type Direction } from "./bidi";
import type { FontRole, ReceiptFonts } from "./fonts";
import { ELLIPSIS, RECEIPT_MAX_LINE_CHARS } from "./limits";

export interface TextStyle {
  role?: FontRole;
  size: number;
  /** Paragraph direction the bidi order starts from. */
  base: Direction;
  color?: string;
  struck?: boolean;
}

/** Work done by one painter, counted so that tests can bound it without a clock. */
export interface PainterStats {
  /** Strings measured with the font (each costs a shaping pass). */
  measures: number;
}

// Bidi controls have no glyph in most fonts; the runs below already carry their effect.
const CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
// A right-to-left run is shaped at once (features given): pdfkit would otherwise lay words out one by one,
// in logical order. Left-to-right runs are laid out word by word, which pdfkit caches per document: shaping
// every line whole, three times (measure, place, encode), was most of a receipt's cost.
const SHAPE_WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
const shapingOf = (rtl: boolean) => (rtl ? SHAPE_WHOLE_RUN : {});
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * Draws single lines of mixed-direction text with the right font per script, and wraps paragraphs
 * in one pass: each distinct word is measured once and lines are summed from word widths, never
 * re-measured as they grow.
 */
export function createPainter(doc: typeof PDFDocument.prototype, fonts: ReceiptFonts, stats: PainterStats = { measures: 0 }) {
  const widthIn = (face: string, size: number, text: string, rtl = RTL_SCRIPT.test(text)) => {
    stats.measures += 1;
    doc.font(face).fontSize(size);
    return doc.widthOfString(text, shapingOf(rtl));
  };

  const runsOf = (text: string, style: TextStyle) =>
    visualRuns(text.replace(CONTROLS, ""), style.base).map((run) => {
      const face = fonts.faceFor(run.text, style.role ?? "regular");
      return { ...run, face, width: widthIn(face, style.size, run.text, run.rtl) };
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
      doc
        .font(run.face)
        .fontSize(style.size)
        .text(run.text, cursor, y, { lineBreak: false, ...shapingOf(run.rtl) });
      cursor += run.width;
    }
    if (style.struck && total > 0) {
      const middle = y + style.size * 0.62;
      doc
        .save()
        .lineWidth(0.8)
        .strokeColor(style.color ?? "#111111")
        .moveTo(start, middle)
        .lineTo(start + total, middle)
        .stroke()
        .restore();
    }
  }

  /** Measures words of one paragraph, each distinct word once. */
  function wordMeter(paragraph: string, style: TextStyle) {
    const role = style.role ?? "regular";
    // A word is drawn in the face of the run it ends up in, which depends on its neighbours (a Latin
    // word beside Chinese is drawn with the CJK face): take the wider of the two possible faces.
    const paragraphFace = fonts.faceFor(paragraph, role);
    const known = new Map<string, number>();
    const width = (word: string): number => {
      const found = known.get(word);
      if (found !== undefined) return found;
      const clean = word.replace(CONTROLS, "");
      const face = fonts.faceFor(clean, role);
      const own = widthIn(face, style.size, clean);
      const measured = face === paragraphFace ? own : Math.max(own, widthIn(paragraphFace, style.size, clean));
      known.set(word, measured);
      return measured;
    };
    return { width, space: width(" ") };
  }

  /**
   * Code units of the longest start of `word` that fits `width` (at least one code point), found by
   * binary search over at most RECEIPT_MAX_LINE_CHARS code points: a few measurements per line.
   */
  function fittingPrefix(word: string, width: number, measureWord: (text: string) => number): number {
    const ends: number[] = [];
    let end = 0;
    for (const char of word) {
      end += char.length;
      ends.push(end);
      if (ends.length === RECEIPT_MAX_LINE_CHARS) break;
    }
    let low = 0;
    let high = ends.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (measureWord(word.slice(0, ends[middle])) <= width) low = middle;
      else high = middle - 1;
    }
    return ends[low] ?? word.length;
  }

  /** Every line of `text`, lazily: a caller that stops early pays for nothing after. */
  function* allLines(text: string, width: number, style: TextStyle): Generator<string> {
    for (const paragraph of paragraphsOf(text)) {
      const meter = wordMeter(paragraph, style);
      let current = "";
      let currentWidth = 0;
      for (const word of wordsOf(paragraph)) {
        // A word with more code units than a line may hold is cut anyway: never shape it whole.
        const wordWidth = word.length <= RECEIPT_MAX_LINE_CHARS ? meter.width(word) : Number.POSITIVE_INFINITY;
        // UTF-16 length counts a code point once or twice: a safe bound on RECEIPT_MAX_LINE_CHARS.
        if (current && currentWidth + meter.space + wordWidth <= width && current.length + 1 + word.length <= RECEIPT_MAX_LINE_CHARS) {
          current += ` ${word}`;
          currentWidth += meter.space + wordWidth;
          continue;
        }
        if (current) yield current;
        current = word;
        currentWidth = wordWidth;
        if (wordWidth <= width) continue;
        for (let cut = fittingPrefix(current, width, meter.width); cut < current.length; cut = fittingPrefix(current, width, meter.width)) {
          yield current.slice(0, cut);
          current = current.slice(cut);
        }
        currentWidth = meter.width(current);
      }
      yield current;
    }
  }

  /**
   * The lines of a paragraph (or of several, split at newlines) that fit `width`, one at a time; a
   * word longer than a line is cut. At most `maxLines`: the last one then ends in "…".
   */
  function* lines(text: string, width: number, style: TextStyle, maxLines = Number.POSITIVE_INFINITY): Generator<string> {
    let previous: string | null = null;
    let count = 0;
    for (const next of allLines(text, width, style)) {
      if (previous !== null) {
        if (count + 1 >= maxLines) {
          yield ellipsized(previous, width, style);
          return;
        }
        yield previous;
        count += 1;
      }
      previous = next;
    }
    if (previous !== null) yield previous;
  }

  /** `lineText` shortened as needed to end in "…" within `width`. */
  function ellipsized(lineText: string, width: number, style: TextStyle): string {
    const meter = wordMeter(lineText, style);
    const room = width - meter.width(ELLIPSIS);
    const kept = meter.width(lineText) <= room ? lineText : lineText.slice(0, fittingPrefix(lineText, room, meter.width));
    return `${kept.trimEnd()}${ELLIPSIS}`;
  }

  /** All lines of a short text (a label or a name), for layouts that need their count first. */
  const wrap = (text: string, width: number, style: TextStyle, maxLines?: number) => Array.from(lines(text, width, style, maxLines));

  return { line, lines, wrap, measure };
}

/**
 * The words of a paragraph, one at a time. Not `matchAll(/\S+/g)`: a regular expression over a word of
 * megabytes (an old row's comment) can overflow the stack.
 */
function* wordsOf(paragraph: string): Generator<string> {
  let start = -1;
  for (let index = 0; index < paragraph.length; index += 1) {
    const space = isSpace(paragraph.charCodeAt(index));
    if (space && start >= 0) {
      yield paragraph.slice(start, index);
      start = -1;
    } else if (!space && start < 0) start = index;
  }
  if (start >= 0) yield paragraph.slice(start);
}

// What /\s/ matches: ASCII whitespace, NBSP, the Unicode space separators, line and paragraph separators, BOM.
function isSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The paragraphs of `text` (split at newlines), one at a time rather than all split up front. */
function* paragraphsOf(text: string): Generator<string> {
  for (let start = 0; ;) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    yield text.slice(start, end > start && text[end - 1] === "\r" ? end - 1 : end);
    if (newline < 0) return;
    start = newline + 1;
  }
}

export type Painter = ReturnType<typeof createPainter>;
