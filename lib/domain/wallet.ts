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
