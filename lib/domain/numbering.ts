/**
 * The one rule for the digits of a screen (000 sections 2 and 5): Arabic-Indic digits only when the
 * menu enables them and the language is Arabic; Western digits everywhere else, Persian included, so
 * that counts, times and amounts on one screen never mix two digit systems. Intl formatters take the
 * result as their `numberingSystem` rather than trusting the locale's default, which differs between
 * ICU versions (older ones write Arabic with Arabic-Indic digits, newer ones with Western).
 */
export type NumberingSystem = "arab" | "latn";

const DIGITS: Readonly<Record<NumberingSystem, string>> = {
  arab: "٠١٢٣٤٥٦٧٨٩",
  latn: "0123456789",
};

// Western, Arabic-Indic and Extended (Persian) Arabic-Indic digits.
const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/g;

export function numberingSystem(lang: string, enableArabicNumerals: boolean | null | undefined): NumberingSystem {
  const primary = (lang.split(/[-_]/)[0] ?? "").toLowerCase();
  return enableArabicNumerals === true && primary === "ar" ? "arab" : "latn";
}

/** The digit of any of the three systems, as its value 0 to 9. */
function digitValue(digit: string): number {
  const code = digit.charCodeAt(0);
  if (code >= 0x06f0) return code - 0x06f0;
  if (code >= 0x0660) return code - 0x0660;
  return code - 0x30;
}

/** Writes every digit of a text (Western, Arabic-Indic or Persian) in the given system; other characters stay. */
export function digitsIn(text: string, system: NumberingSystem): string {
  return text.replace(ANY_DIGIT, (digit) => DIGITS[system].charAt(digitValue(digit)));
}

/** A count or whole number as a guest reads it (cart badge, quantities, guests), without grouping. */
export function formatCount(value: number, system: NumberingSystem): string {
  return digitsIn(String(Math.trunc(value)), system);
}
