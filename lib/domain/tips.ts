import { parseTypedAmount, type TypedAmountError } from "./amount-input";
import { type Milli, roundToDecimals } from "./money";

/** Tip choices of 001 section 9, besides Custom. */
export const TIP_PERCENTAGES = [0, 5, 10, 15] as const;
export type TipPercentage = (typeof TIP_PERCENTAGES)[number];

/** Default tips 0.000. */
export const DEFAULT_TIPS: Milli = 0;

export type CustomTipError = TypedAmountError;
export type CustomTipResult = { ok: true; tips: Milli } | { ok: false; error: CustomTipError };

/**
 * `percent` % of the total without tips, at the menu's decimal places, never below 0. Rounded once,
 * straight to those places: 10 % of 78.645 is 7.8645, so 7.86, where a stop at thousandths (7.865)
 * would make it 7.87.
 */
export function tipFromPercent(totalWithoutTips: Milli, percent: number, decimals: number): Milli {
  if (!Number.isFinite(percent) || percent <= 0 || totalWithoutTips <= 0) return 0;
  return roundToDecimals((totalWithoutTips * percent) / 100, decimals);
}

/**
 * Reads a custom tip typed by a guest (001 section 5): numeric, minimum 0, rounded to the menu's
 * decimal places (lib/domain/amount-input.ts reads the digits).
 */
export function parseCustomTip(text: string, decimals: number): CustomTipResult {
  const typed = parseTypedAmount(text, decimals);
  return typed.ok ? { ok: true, tips: typed.amount } : typed;
}

/**
 * 001 section 4: tips can be reset to zero only when tips exist, no payments exist and an active
 * order exists.
 */
export function canResetTips(state: { tips: Milli; payments: readonly unknown[]; hasActiveOrder: boolean }): boolean {
  return state.tips > 0 && state.payments.length === 0 && state.hasActiveOrder;
}

/**
 * Ours besides 001 section 4: a tip is set only while something is left to pay. A tip on a bill paid
 * in full would reopen it after the table's party has settled and left.
 */
export function isTipOpen(balanceDue: Milli): boolean {
  return balanceDue > 0;
}

/** 001 section 4: tip percentages are taken of the order's total without its current tips. */
export function totalWithoutTips(total: Milli, tips: Milli): Milli {
  return Math.max(0, total - tips);
}

/**
 * Issue 24: the most a tip may be, in thousandths: the order's subtotal, or the venue's
 * max_tips_amount when that is lower. A tip above it is refused, so a stranger (or a slip of the
 * finger) cannot turn a 50.40 bill into 1,301.40.
 */
export function maxTips(subtotal: Milli, venueMax: Milli | null): Milli {
  const bySubtotal = Math.max(0, subtotal);
  return venueMax === null ? bySubtotal : Math.min(bySubtotal, Math.max(0, venueMax));
}

export function isTipWithinBounds(tips: Milli, subtotal: Milli, venueMax: Milli | null): boolean {
  return tips <= maxTips(subtotal, venueMax);
}
