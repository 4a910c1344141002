import { LIST_MAX, TEXT_MAX } from "@/lib/api/schemas/limits";

/**
 * Bounds of a receipt PDF, so that no order (including rows stored before the contract had maximum
 * lengths) costs more than a fixed amount of work to render. Each text the guest or the menu sent is
 * cut at the contract's maximum for its field (lib/api/schemas/limits.ts), so a valid order shows in
 * full; text beyond a cap (only in older rows) is cut and ends in "…".
 */
export const RECEIPT_TEXT_CAPS = {
  order_comments: TEXT_MAX.order_comments,
  special_instructions: TEXT_MAX.special_instructions,
  product_name: TEXT_MAX.product_name,
  product_variation: TEXT_MAX.product_variation,
  tax_name: TEXT_MAX.tax_name,
  discount_name: TEXT_MAX.discount_name,
  /** One combo group's line ("Side: Cake, Fries"): up to LIST_MAX.combo_products names. */
  combo_line: TEXT_MAX.product_variation,
  /** The venue's name and labels (its ui_strings), which no request sends. */
  venue_text: 500,
} as const;
/** Order lines the receipt lists: as many as an order may hold (older rows: the first ones). */
export const RECEIPT_MAX_ITEMS = LIST_MAX.line_items;
/** Wrapped lines one text may take; the last one shown ends in "…" (newline-only comments stay short). */
export const RECEIPT_MAX_TEXT_LINES = 60;
/** Code points on one drawn line, whatever their width (zero-width marks would otherwise fill a line forever). */
export const RECEIPT_MAX_LINE_CHARS = 200;
/** Pages of one receipt; what does not fit ends in a "…" line at the bottom of the last page. */
export const RECEIPT_MAX_PAGES = 20;
/** Bytes of rendered receipts kept in memory (least recently used ones are dropped first). */
export const RECEIPT_CACHE_BYTES = 32 * 1024 * 1024;
/** Receipts rendered at the same time by one process; others wait their turn. */
export const RECEIPT_MAX_CONCURRENT_RENDERS = 2;

export const ELLIPSIS = "…";

/**
 * `text` cut to at most `cap` code points, ending in "…" when cut. Reads only the first `cap` code
 * points, so a 10 MB text costs no more than a short one.
 */
export function clipText(text: string, cap: number): string {
  // A string of at most `cap` UTF-16 units has at most `cap` code points.
  if (text.length <= cap) return text;
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === cap) return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
    count += 1;
    end += char.length;
  }
  return text;
}
