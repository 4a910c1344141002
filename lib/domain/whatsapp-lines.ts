/**
 * How many order lines the WhatsApp message carries (001 section 4, issue 26 item 1). The text travels
 * in a wa.me link, whose practical length is a couple of thousand characters once encoded (an Arabic
 * letter takes six), so the lines get a budget of their own and the rest is counted, not written.
 */
export const WHATSAPP_LINES_MAX = 15;
export const WHATSAPP_LINES_MAX_CHARS = 600;

export interface FittedLines {
  shown: string[];
  /** How many lines were left out: written as "and N more" before the total. */
  more: number;
}

/**
 * The first lines that fit both budgets, in the cart's order. The first line is always shown, cut
 * if it alone is too long, so the venue sees at least one dish.
 */
export function fitWhatsappLines(
  lines: readonly string[],
  maxLines = WHATSAPP_LINES_MAX,
  maxChars = WHATSAPP_LINES_MAX_CHARS,
): FittedLines {
  const shown: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = line.length + 1;
    if (shown.length >= maxLines || (shown.length > 0 && used + cost > maxChars)) break;
    shown.push(shown.length === 0 && cost > maxChars ? `${line.slice(0, maxChars - 2)}…` : line);
    used += cost;
  }
  return { shown, more: lines.length - shown.length };
}
