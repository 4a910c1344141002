import { digitsIn } from "./numbering";

// Year, month and day in that order, each run of digits in any of the three systems, apart by a hyphen,
// slash, dot or space (issue 28 item 10: the date field is a text field that follows the screen's digits).
const YEAR_MONTH_DAY = /^(\d{4})\s*[-/.\s\u066B\u066C]\s*(\d{1,2})\s*[-/.\s\u066B\u066C]\s*(\d{1,2})$/;

/**
 * The calendar date a guest typed, as the ISO date a form answers with ("2026-11-28"), or null when it
 * is not a real date written year, month, day. Arabic-Indic and Persian digits read as their values.
 */
export function readDateInput(text: string): string | null {
  const match = YEAR_MONTH_DAY.exec(digitsIn(text.trim(), "latn"));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
