import { htmlToText } from "@/lib/domain/html-text";

// Where one block of the message ends: closing block tags and line breaks.
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|ul|ol|blockquote)\s*>|<br\s*\/?>/gi;

/**
 * The 201 answer's message (venue HTML) as paragraphs of plain text. The browser shows it as text:
 * sanitize-html would add about 96 kB (gzipped) to the form's bundle, and text cannot run script.
 */
export function messageParagraphs(html: string): string[] {
  return html
    .split(BLOCK_END)
    .map((part) => htmlToText(part))
    .filter((part) => part !== "");
}
