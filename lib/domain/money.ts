/**
 * Money is held in integer thousandths of the currency unit ("milli"): the specification computes
 * every amount at three decimals, and integers keep sums exact.
 */
export type Milli = number;

/** Parses an amount in currency units (number or numeric text such as "12.500") into thousandths. */
export function toMilli(amount: number | string | null | undefined): Milli {
  if (amount === null || amount === undefined || amount === "") return 0;
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return 0;
  // toFixed(6) first so that binary noise such as 1.0049999999 does not decide the rounding.
  return Math.round(Number(value.toFixed(6)) * 1000);
}

/** Converts thousandths back to currency units, for payloads and display. */
export function fromMilli(milli: Milli): number {
  return milli / 1000;
}

/** `percent` % of an amount, rounded half away from zero to the nearest thousandth. */
export function percentOf(milli: Milli, percent: number): Milli {
  return roundHalfAwayFromZero((milli * percent) / 100);
}

/** Multiplies an amount by a plain factor (exchange rates), rounded to the nearest thousandth. */
export function multiply(milli: Milli, factor: number): Milli {
  return roundHalfAwayFromZero(milli * factor);
}

/** Rounds an amount in thousandths to `decimals` places (0 to 3), staying in thousandths. */
export function roundToDecimals(milli: Milli, decimals: number): Milli {
  const places = Math.min(3, Math.max(0, Math.trunc(decimals)));
  const step = 10 ** (3 - places);
  return roundHalfAwayFromZero(milli / step) * step;
}

export function sum(amounts: readonly Milli[]): Milli {
  return amounts.reduce((total, amount) => total + amount, 0);
}

function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}
