import { parseTypedAmount } from "./amount-input";
import type { Milli } from "./money";

/** 001 section 4, Wallet: "redeem with a 6-digit OTP". */
export const WALLET_OTP_LENGTH = 6;

/** "Amount max is the wallet balance or the balance due if lower", never below 0. */
export function maxWalletRedeem(balance: Milli, balanceDue: Milli): Milli {
  return Math.max(0, Math.min(balance, balanceDue));
}

/** "Redeem disabled until 6 characters or while a call runs." */
export function canRedeemWallet(state: { otp: string; redeeming: boolean }): boolean {
  return state.otp.length === WALLET_OTP_LENGTH && !state.redeeming;
}

/**
 * Whether an amount may be redeemed: above 0, and at most the lower of the balance and the balance due.
 * The server judges it again with the proved OTP; the card uses it to keep Redeem from a sure refusal.
 */
export function isRedeemableAmount(amount: Milli, balance: Milli, balanceDue: Milli): boolean {
  return amount > 0 && amount <= maxWalletRedeem(balance, balanceDue);
}

/**
 * 001 section 2: the wallet card is hidden for "one specific hard-coded test phone number", which the
 * specification does not give. This is ours (a UAE mobile number no subscriber holds); an order with
 * this phone never shows the wallet card.
 */
export const WALLET_TEST_PHONE = "+971500000000";

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/** Whether the order's phone (E.164, as orders carry it) is the test phone; formatting is ignored. */
export function isWalletTestPhone(phone: string): boolean {
  return digitsOf(phone) !== "" && digitsOf(phone) === digitsOf(WALLET_TEST_PHONE);
}

/**
 * Whether the wallet lookup disclosed the balance. Our venue API answers the lookup with the owner's
 * name "" (read as null) and balance 0 (anyone may put any phone on an order:
 * docs/decisions/0161-wallet-failures-per-order.md), so that shape means "not told", not an empty wallet;
 * a partner that tells them sends a name or a balance.
 */
export function walletBalanceKnown(wallet: { name: string | null; balance: Milli }): boolean {
  return (wallet.name ?? "").trim() !== "" || wallet.balance > 0;
}

/**
 * The most the card lets a guest redeem: maxWalletRedeem when the balance is known, else the balance
 * due (the venue API still caps the amount at the balance, answering 'Incorrect OTP' above it). Taken
 * down to the menu's decimal places, the amounts a guest can type: rounding up would pass the cap.
 */
export function walletRedeemCap(wallet: { name: string | null; balance: Milli }, balanceDue: Milli, decimals: number): Milli {
  const cap = walletBalanceKnown(wallet) ? maxWalletRedeem(wallet.balance, balanceDue) : Math.max(0, balanceDue);
  const step = 10 ** (3 - Math.min(3, Math.max(0, Math.trunc(decimals))));
  return Math.floor(cap / step) * step;
}

export type RedeemAmount = { ok: true; amount: Milli } | { ok: false; error: "not_a_number" | "not_positive" | "above_maximum" };

/** Reads the amount to redeem as typed (lib/domain/amount-input.ts): above 0 and at most the cap. */
export function parseRedeemAmount(text: string, decimals: number, cap: Milli): RedeemAmount {
  const typed = parseTypedAmount(text, decimals);
  if (!typed.ok) return { ok: false, error: typed.error === "not_a_number" ? "not_a_number" : "not_positive" };
  if (typed.amount <= 0) return { ok: false, error: "not_positive" };
  if (typed.amount > cap) return { ok: false, error: "above_maximum" };
  return typed;
}
