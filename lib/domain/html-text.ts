import { decodeHTML } from "entities";

/**
 * Venue and form-builder HTML as plain text (form labels and descriptions, 000 section 5; meta
 * descriptions and structured data): script and style dropped with their content, comments dropped,
 * block elements read as a word break, other tags dropped, every HTML entity decoded as a browser
 * would (an invalid code point is U+FFFD, never an error), white space collapsed. The result is data,
 * not markup: React escapes it again where it is written out.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|hr)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeHTML(text).replace(/\s+/g, " ").trim();
}
