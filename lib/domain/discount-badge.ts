/**
 * The discount badge a venue labels with ui_str_discount (000 section 3): the product's percentage,
 * then the venue's word ("10% AUDOFF"). A venue text that places the number itself ("{percent}")
 * is taken as written.
 */
export const PERCENT_ARGUMENT = "percent";

/** The badge's text pattern for a venue label; `{percent}` is where the discount's number goes. */
export function discountBadgePattern(label: string): string {
  const trimmed = label.trim();
  if (/\{\s*percent\s*\}/.test(trimmed)) return trimmed;
  return `{${PERCENT_ARGUMENT}}% ${trimmed}`;
}
