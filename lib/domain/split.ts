import { parseTypedAmount } from "./amount-input";
import { type Milli, roundToDecimals, sum } from "./money";

/** Split guests 2 to 6 (label 'Max upto 6 guests'). */
export const SPLIT_GUESTS_MIN = 2;
export const SPLIT_GUESTS_MAX = 6;

export function isValidGuestCount(guests: number): boolean {
  return Number.isInteger(guests) && guests >= SPLIT_GUESTS_MIN && guests <= SPLIT_GUESTS_MAX;
}

/**
 * Splits the balance due evenly between `guests` (2 to 6), at the menu's decimal places so that
 * every part can be shown and charged as displayed. The balance is first rounded to those places;
 * each part is the share rounded down, and the rounding remainder goes to the last part.
 * 10.005 at 2 places is 10.01, split in two as 5.00 + 5.01.
 */
export function evenSplit(balanceDue: Milli, guests: number, decimals: number): Milli[] {
  if (!isValidGuestCount(guests)) {
    throw new RangeError(`Split guests must be ${SPLIT_GUESTS_MIN} to ${SPLIT_GUESTS_MAX}, got ${guests}`);
  }
  const step = stepOf(decimals);
  // A negative balance due is change owed to the guest: there is nothing to split.
  const steps = Math.max(0, roundToDecimals(balanceDue, decimals)) / step;
  const share = Math.floor(steps / guests) * step;
  const parts = Array.from({ length: guests - 1 }, () => share);
  return [...parts, steps * step - share * (guests - 1)];
}

/** The initial split: the balance due in two halves, the rounding remainder added to the second. */
export function initialSplit(balanceDue: Milli, decimals: number): [Milli, Milli] {
  const [first = 0, second = 0] = evenSplit(balanceDue, 2, decimals);
  return [first, second];
}

/**
 * Confirm Split is enabled only when the amounts, each at the menu's decimal places (as they will be
 * charged), add up to the balance due at those places. Besides the specification's sum rule, the
 * number of amounts must be a valid guest count and every part must be above 0, since a zero or
 * negative part cannot be paid.
 */
export function isSplitValid(amounts: readonly Milli[], balanceDue: Milli, decimals: number): boolean {
  if (!isValidGuestCount(amounts.length)) return false;
  const shown = amounts.map((amount) => roundToDecimals(amount, decimals));
  if (shown.some((amount) => !Number.isFinite(amount) || amount <= 0)) return false;
  return sum(shown) === roundToDecimals(balanceDue, decimals);
}

export interface SplitEntry {
  /** The amounts as typed, read at the menu's decimal places; null while one of them is not a number. */
  amounts: Milli[] | null;
  /** The sum of the amounts that read as numbers: the total row. */
  total: Milli;
  /** isSplitValid: Confirm Split is enabled, the total row is green. */
  valid: boolean;
}

/** The split as the guest typed it (one text per guest), judged against the balance due. */
export function readSplit(texts: readonly string[], balanceDue: Milli, decimals: number): SplitEntry {
  const typed = texts.map((text) => parseTypedAmount(text, decimals));
  const read = typed.flatMap((entry) => (entry.ok ? [entry.amount] : []));
  const amounts = read.length === typed.length ? read : null;
  return { amounts, total: sum(read), valid: amounts !== null && isSplitValid(amounts, balanceDue, decimals) };
}

/** 001 section 4: a split payment entry is AVAILABLE (selectable), PENDING (in progress), otherwise paid. */
export type SplitPaymentState = "available" | "pending" | "paid";

export function splitPaymentState(status: string): SplitPaymentState {
  if (status === "AVAILABLE") return "available";
  if (status === "PENDING") return "pending";
  return "paid";
}

function stepOf(decimals: number): Milli {
  const places = Math.min(3, Math.max(0, Math.trunc(decimals)));
  return 10 ** (3 - places);
}

/** Stored states of a split share: open to pay, a payment under way, paid. */
export const SPLIT_STATUSES = ["AVAILABLE", "PENDING", "PAID"] as const;
