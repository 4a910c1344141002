import PDFDocument from "pdfkit";
import { systemReceiptFonts } from "./fonts";
import { ELLIPSIS, RECEIPT_MAX_LINE_CHARS } from "./limits";
import { createPainter, type TextStyle } from "./painter";

function painter() {
  const fonts = systemReceiptFonts();
  const doc = new PDFDocument({ size: "A4", font: "" });
  for (const face of fonts.faces) if (!face.standard) doc.registerFont(face.name, face.src, face.family ?? "");
  const stats = { measures: 0 };
  return { paint: createPainter(doc, fonts, stats), stats, fonts };
}

const style: TextStyle = { size: 10.5, base: "ltr" };
// The receipt's product column: A4 width 595 less margins, quantity and price columns.
const WIDTH = 315;

describe("wrapping a paragraph (the receipt's comments and special instructions)", () => {
  it("fits every line in the width, keeps every word in order and breaks at spaces", () => {
    const { paint } = painter();
    const text = "Please ring twice and leave the bag at the door, the baby is sleeping. No onions, extra sauce on the side.";
    const lines = paint.wrap(text, WIDTH, style);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(paint.measure(line, style)).toBeLessThanOrEqual(WIDTH + 0.5);
    expect(lines.join(" ")).toBe(text);
    // Greedy: the next line's first word would not have fitted on the line before.
    lines.slice(1).forEach((line, i) => {
      expect(paint.measure(`${lines[i]} ${line.split(" ")[0]}`, style)).toBeGreaterThan(WIDTH);
    });
  });

  it("keeps paragraphs (newlines) and cuts a word longer than a line into pieces that fit", () => {
    const { paint } = painter();
    const word = "x".repeat(500);
    const lines = paint.wrap(`first\n${word} end`, WIDTH, style);
    expect(lines[0]).toBe("first");
    expect(
      lines
        .slice(1)
        .join("")
        .replace(/ ?end$/, ""),
    ).toBe(word);
    for (const line of lines) expect(paint.measure(line, style)).toBeLessThanOrEqual(WIDTH + 0.5);
    expect(lines.at(-1)?.endsWith("end")).toBe(true);
  });

  it("measures a repeated word once: 20,000 words cost a handful of measurements (100 KB comment)", () => {
    const { paint, stats } = painter();
    const lines = paint.wrap("word ".repeat(20_000), WIDTH, style, 60);
    expect(lines).toHaveLength(60);
    expect(lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    expect(stats.measures).toBeLessThan(10);
  });

  it("stops at maxLines on a 10 MB single word, measuring a bounded number of times", () => {
    const { paint, stats } = painter();
    const lines = paint.wrap("y".repeat(10_000_000), WIDTH, style, 5);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(paint.measure(line, style)).toBeLessThanOrEqual(WIDTH + 0.5);
    // A binary search over at most RECEIPT_MAX_LINE_CHARS code points per line, plus the measures above.
    expect(stats.measures).toBeLessThan(5 * (Math.log2(RECEIPT_MAX_LINE_CHARS) + 2) + 20);
  });

  it("puts at most RECEIPT_MAX_LINE_CHARS code points on a line, even of zero-width marks", () => {
    const { paint } = painter();
    const lines = paint.wrap(`a${"\u0301".repeat(1000)}`, WIDTH, style);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(RECEIPT_MAX_LINE_CHARS);
  });

  it("grows linearly: twice the distinct words, at most about twice the measurements", () => {
    const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i.toString(36)}`).join(" ");
    const small = painter();
    small.paint.wrap(words(200), WIDTH, style);
    const large = painter();
    large.paint.wrap(words(400), WIDTH, style);
    expect(large.stats.measures).toBeLessThanOrEqual(small.stats.measures * 2 + 2);
  });

  it("wraps right-to-left text so that each line fits", () => {
    const { paint, fonts } = painter();
    if (!fonts.covers("طلب")) return;
    const rtl: TextStyle = { size: 10.5, base: "rtl" };
    const lines = paint.wrap("طلب كبير جدا مع Pizza (5%) ".repeat(30), WIDTH, rtl);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(paint.measure(line, rtl)).toBeLessThanOrEqual(WIDTH + 0.5);
  });
});
