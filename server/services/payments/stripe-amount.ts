import { roundToDecimals, type Milli } from "@/lib/domain/money";

/** Currencies Stripe takes in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);

/**
 * Currencies Stripe takes in thousandths, with the last digit 0 (its payment partners settle them at
 * two decimals; https://docs.stripe.com/currencies#three-decimal).
 */
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/**
 * An amount as Stripe's `unit_amount` wants it: an integer in the currency's minor unit. Every other
 * currency is taken in hundredths. Rounded half away from zero, like every amount of ours, so a
 * three-decimal amount moves by at most five thousandths (KWD 5.125 is charged as 5130).
 */
export function stripeAmount(amount: Milli, currency: string): number {
  const code = currency.trim().toUpperCase();
  if (ZERO_DECIMAL.has(code)) return roundToDecimals(amount, 0) / 1000;
  if (THREE_DECIMAL.has(code)) return roundToDecimals(amount, 2);
  return roundToDecimals(amount, 2) / 10;
}
