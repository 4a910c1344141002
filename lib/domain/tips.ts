import { type Milli, percentOf, roundToDecimals } from "./money";

/** Tip choices of 001 section 9, besides Custom. */
export const TIP_PERCENTAGES = [0, 5, 10, 15] as const;
export type TipPercentage = (typeof TIP_PERCENTAGES)[number];

/** Default tips 0.000. */
export const DEFAULT_TIPS: Milli = 0;

export type CustomTipError = "not_a_number" | "below_minimum";
export type CustomTipResult = { ok: true; tips: Milli } | { ok: false; error: CustomTipError };

/** `percent` % of the total without tips, at the menu's decimal places, never below 0. */
export function tipFromPercent(totalWithoutTips: Milli, percent: number, decimals: number): Milli {
  if (!Number.isFinite(percent) || percent <= 0 || totalWithoutTips <= 0) return 0;
  return roundToDecimals(percentOf(totalWithoutTips, percent), decimals);
}

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * Reads a custom tip typed by a guest: numeric, minimum 0, rounded to the menu's decimal places.
 * Arabic-Indic and Persian digits and a decimal comma are accepted because the app runs in ar, fa
 * and comma-decimal languages. Rounding is done on the typed digits, not on thousandths, so that
 * "1.2345" at 2 places is 1.23 and not 1.24 by rounding twice.
 */
export function parseCustomTip(text: string, decimals: number): CustomTipResult {
  const normalised = toLatinDigits(text.trim()).replace(/[\u066b,]/u, ".");
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/u.exec(normalised);
  const sign = match?.[1] ?? "";
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (match === null || (whole === "" && fraction === "")) return { ok: false, error: "not_a_number" };

  const places = Math.min(3, Math.max(0, Math.trunc(decimals)));
  const kept = fraction.slice(0, places).padEnd(places, "0");
  const roundUp = (fraction[places] ?? "0") >= "5";
  const units = Number(`${whole || "0"}${kept}`) + (roundUp ? 1 : 0);
  const tips = units * 10 ** (3 - places);
  if (!Number.isSafeInteger(tips)) return { ok: false, error: "not_a_number" };
  if (tips === 0) return { ok: true, tips: 0 };
  if (sign === "-") return { ok: false, error: "below_minimum" };
  return { ok: true, tips };
}

/**
 * 001 section 4: tips can be reset to zero only when tips exist, no payments exist and an active
 * order exists.
 */
export function canResetTips(state: { tips: Milli; payments: readonly unknown[]; hasActiveOrder: boolean }): boolean {
  return state.tips > 0 && state.payments.length === 0 && state.hasActiveOrder;
}

function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
