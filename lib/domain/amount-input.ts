import type { Milli } from "./money";

export type TypedAmountError = "not_a_number" | "below_minimum";
export type TypedAmount = { ok: true; amount: Milli } | { ok: false; error: TypedAmountError };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * Reads an amount a guest typed (tips, wallet redeem, split shares): numeric, minimum 0, rounded to
 * the menu's decimal places. Arabic-Indic and Persian digits and a decimal comma are accepted because
 * the app runs in ar, fa and comma-decimal languages. Rounding is done on the typed digits, not on
 * thousandths, so that "1.2345" at 2 places is 1.23 and not 1.24 by rounding twice.
 */
export function parseTypedAmount(text: string, decimals: number): TypedAmount {
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
  const amount = units * 10 ** (3 - places);
  if (!Number.isSafeInteger(amount)) return { ok: false, error: "not_a_number" };
  if (amount === 0) return { ok: true, amount: 0 };
  if (sign === "-") return { ok: false, error: "below_minimum" };
  return { ok: true, amount };
}

function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
