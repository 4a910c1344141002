import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Wallet, WalletRedeemPayload } from "@/lib/api/schemas/partner";
import { fromMilli, roundToDecimals, toMilli } from "@/lib/domain/money";
import { isRedeemableAmount } from "@/lib/domain/wallet";
import type { Db } from "../../db/client";
import { payments, wallets } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import { refuseWhileCardPaymentOpen } from "../payments/open-card-payment";
import { assertPayable, loadPartnerOrder, touchOrder, type PartnerOrder } from "./order";
import { menuCountry, samePhone } from "./phone";
import { matchWalletOtp, WALLET_OTP_LOCK_MS, WALLET_OTP_MAX_FAILURES } from "./wallet-otp";

type WalletRow = typeof wallets.$inferSelect;

/** 001 section 8: the wallet's only error text. Wrong OTP and wrong amount answer it alike. */
const INCORRECT_OTP = "Incorrect OTP";

async function guestWallets(db: Db, state: PartnerOrder): Promise<WalletRow[]> {
  if (state.view.phone.trim() === "") return [];
  const rows = await db.select().from(wallets).where(eq(wallets.venueId, state.venue.id)).orderBy(wallets.id);
  const country = menuCountry(state.venue.document);
  return rows.filter((wallet) => samePhone(wallet.phone, state.view.phone, country));
}

/**
 * The wallet of the order's guest (matched by the order's phone), or null when the guest has none.
 * Anyone may put any phone on an order, so the answer names the wallet and nothing else: the
 * owner's name and the balance go out as their empty defaults ("" and 0) until a redeem proves the OTP.
 */
export async function findOrderWallet(db: Db, orderUuid: string): Promise<Wallet | null> {
  const state = await loadPartnerOrder(db, orderUuid);
  const [wallet] = await guestWallets(db, state);
  return wallet ? { name: "", balance: 0, wallet_id: wallet.walletId } : null;
}

type Outcome = "paid" | "incorrect" | "locked";

/** A wrong try: counted, and at the limit the wallet locks (the count starts again after the lock). */
function failure(wallet: WalletRow, now: Date, usedStep: number | null): Partial<WalletRow> {
  const failures = wallet.otpFailures + 1;
  const locks = failures >= WALLET_OTP_MAX_FAILURES;
  return {
    otpFailures: locks ? 0 : failures,
    otpLockedUntil: locks ? new Date(now.getTime() + WALLET_OTP_LOCK_MS) : wallet.otpLockedUntil,
    // A right OTP with a wrong amount is spent too: it must not be worth retrying.
    otpLastStep: usedStep ?? wallet.otpLastStep,
  };
}

async function attempt(
  tx: Db,
  deps: Pick<VenueApiDeps, "events" | "clock">,
  orderUuid: string,
  redeem: WalletRedeemPayload,
): Promise<Outcome> {
  const state = await loadPartnerOrder(tx, orderUuid, { lock: true });
  assertPayable(state.view);
  // An open card page could still be paid after the wallet settles the same bill (issue 24 item 3).
  await refuseWhileCardPaymentOpen(tx, state.view.uuid);
  const found = (await guestWallets(tx, state)).find((row) => row.walletId === redeem.wallet_id);
  if (!found) throw notFound("Wallet");
  // The wallet row is locked before its counters are read: concurrent guesses are counted one by one.
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, found.id)).for("update");
  if (!wallet) throw notFound("Wallet");
  const now = deps.clock();
  if (wallet.otpLockedUntil && wallet.otpLockedUntil > now) return "locked";

  const step = matchWalletOtp(wallet.otpSecret, redeem.otp, now);
  const fresh = step !== null && (wallet.otpLastStep === null || step > wallet.otpLastStep) ? step : null;
  const amount = toMilli(redeem.amount);
  // The amount is judged only with a proved OTP, and its failure reads as a wrong OTP. It must be an
  // amount of the money's decimals (lib/domain/currency.ts), like every payment, so balances end at 0.
  const chargeable = amount === roundToDecimals(amount, state.venue.decimals);
  if (fresh === null || !chargeable || !isRedeemableAmount(amount, toMilli(wallet.balance), state.balanceDue)) {
    await tx
      .update(wallets)
      .set(failure(wallet, now, fresh))
      .where(eq(wallets.id, wallet.id));
    return "incorrect";
  }
  await tx
    .update(wallets)
    .set({
      balance: fromMilli(toMilli(wallet.balance) - amount).toFixed(3),
      otpLastStep: fresh,
      otpFailures: 0,
      otpLockedUntil: null,
    })
    .where(eq(wallets.id, wallet.id));
  await tx.insert(payments).values({
    orderUuid: state.view.uuid,
    provider: "wallet",
    reference: `wallet-${randomUUID()}`,
    paymentType: "blue_wallet",
    amount: fromMilli(amount).toFixed(3),
    status: "PAID",
    language: state.view.language,
    paidAt: now,
  });
  await touchOrder(tx, deps, state.view.uuid);
  return "paid";
}

/**
 * Pays part of an order from the guest's wallet (001 section 4, Wallet) with the OTP the owner's
 * wallet app shows (TOTP, see wallet-otp.ts), each OTP once. The amount may not exceed the wallet
 * balance or the balance due, whichever is lower. The debit, the PAID blue_wallet payment and the
 * order-update event are one transaction; a failed try commits only its count, and
 * WALLET_OTP_MAX_FAILURES of them lock the wallet (429) for WALLET_OTP_LOCK_MS.
 */
export async function redeemWallet(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock">,
  orderUuid: string,
  redeem: WalletRedeemPayload,
): Promise<void> {
  const outcome = await deps.database.db.transaction((transaction) => attempt(transaction, deps, orderUuid, redeem));
  if (outcome === "locked") {
    throw new ApiProblem(429, { detail: "Too many incorrect OTPs: this wallet is locked for a while. Please try again later." });
  }
  if (outcome === "incorrect") throw new ApiProblem(400, { detail: INCORRECT_OTP, errors: { otp: [INCORRECT_OTP] } });
}
