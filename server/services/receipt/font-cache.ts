import type PDFDocument from "pdfkit";
import type { FontFace } from "./fonts";

/**
 * Fonts pdfkit has parsed, kept for the life of the process: pdfkit takes a parsed (fontkit) font
 * back as a source, so later receipts neither read nor parse the file again (decoding a font's tables
 * cost more than drawing a receipt). pdfkit has no public way to hand a parsed font out: it is read
 * from the document that parsed it and kept only if it is one (it lays text out); should pdfkit ever
 * store it elsewhere, every receipt parses its fonts again, as before, and nothing else changes.
 */
type ParsedFont = { layout: (text: string) => unknown };
type Doc = typeof PDFDocument.prototype;

const parsed = new Map<string, ParsedFont>();
const keyOf = (face: FontFace) => `${face.src}#${face.family ?? ""}`;
const isParsedFont = (value: unknown): value is ParsedFont =>
  typeof value === "object" && value !== null && typeof (value as { layout?: unknown }).layout === "function";

/** Registers the faces with `doc`, from their parsed fonts when an earlier receipt kept them. */
export function registerReceiptFaces(doc: Doc, faces: readonly FontFace[]): void {
  for (const face of faces) {
    if (face.standard) continue;
    // pdfkit's types list paths and bytes, yet PDFFontFactory.open takes any object that lays text out.
    const registerFont = doc.registerFont.bind(doc) as (
      name: string,
      src: PDFKit.Mixins.PDFFontSource | ParsedFont,
      family?: string,
    ) => Doc;
    registerFont(face.name, parsed.get(keyOf(face)) ?? face.src, face.family ?? "");
  }
}

/** Keeps the fonts `doc` parsed for `faces` (those it used), for the next receipts. */
export function keepParsedFaces(doc: Doc, faces: readonly FontFace[]): void {
  const families: unknown = Reflect.get(doc, "_fontFamilies");
  for (const face of faces) {
    if (face.standard || parsed.has(keyOf(face))) continue;
    const family: unknown = typeof families === "object" && families !== null ? Reflect.get(families, face.name) : undefined;
    const font: unknown = typeof family === "object" && family !== null ? Reflect.get(family, "font") : undefined;
    if (isParsedFont(font)) parsed.set(keyOf(face), font);
  }
}
