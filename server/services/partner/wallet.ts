import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Wallet, WalletRedeemPayload } from "@/lib/api/schemas/partner";
import { isChargeableAmount } from "@/lib/domain/currency";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { isGuestPhone } from "@/lib/domain/order-contact";
import { isRedeemableAmount } from "@/lib/domain/wallet";
import type { Db } from "../../db/client";
import { payments, walletOtpFailures, wallets } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { refuseWhileCardPaymentOpen } from "../payments/open-card-payment";
import { assertPayable, loadPartnerOrder, touchOrder, type PartnerOrder } from "./order";
import { menuCountry, samePhone } from "./phone";
import { matchWalletOtp, WALLET_OTP_LOCK_MS, WALLET_OTP_MAX_FAILURES } from "./wallet-otp";

type WalletRow = typeof wallets.$inferSelect;

/** 001 section 8: the wallet's only error text. Wrong OTP and wrong amount answer it alike. */
const INCORRECT_OTP = "Incorrect OTP";

async function guestWallets(db: Db, state: PartnerOrder): Promise<WalletRow[]> {
  if (!isGuestPhone(state.view.phone)) return [];
  const rows = await db.select().from(wallets).where(eq(wallets.venueId, state.venue.id)).orderBy(wallets.id);
  const country = menuCountry(state.venue.document);
  return rows.filter((wallet) => samePhone(wallet.phone, state.view.phone, country));
}

/**
 * What GET /iiko/af/blue/{id}/ answers for every order with a phone, whether that phone has a
 * wallet or not (issue 24 item 2): a stranger who puts a member's phone on an order learns nothing,
 * not even that a wallet exists. The redeem's OTP proves it, or reads 'Incorrect OTP'.
 */
export const ORDER_WALLET_ID = "blue";

/**
 * The wallet lookup of 001 section 7: the same answer for known and unknown phones; null without a
 * guest's phone (none, or the default contact phone of 001 section 9, for which the card is hidden).
 */
export async function findOrderWallet(db: Db, orderUuid: string): Promise<Wallet | null> {
  const state = await loadPartnerOrder(db, orderUuid);
  return !isGuestPhone(state.view.phone) ? null : { name: "", balance: 0, wallet_id: ORDER_WALLET_ID };
}

type Outcome = "paid" | "incorrect" | "locked";

/**
 * A wrong try, counted against this order only (issue 24 item 2): at the limit the order's tries
 * lock, and the count starts again after the lock. The owner's tries on another order count apart.
 */
async function countFailure(tx: Db, orderUuid: string, wallet: WalletRow | undefined, now: Date): Promise<void> {
  const [row] = await tx.select().from(walletOtpFailures).where(eq(walletOtpFailures.orderUuid, orderUuid)).limit(1);
  const failures = (row?.failures ?? 0) + 1;
  const locks = failures >= WALLET_OTP_MAX_FAILURES;
  const values = {
    failures: locks ? 0 : failures,
    lockedUntil: locks ? new Date(now.getTime() + WALLET_OTP_LOCK_MS) : (row?.lockedUntil ?? null),
    walletId: wallet?.id ?? null,
  };
  await tx
    .insert(walletOtpFailures)
    .values({ orderUuid, ...values })
    .onConflictDoUpdate({ target: walletOtpFailures.orderUuid, set: values });
}

async function isOrderLocked(tx: Db, orderUuid: string, now: Date): Promise<boolean> {
  const [row] = await tx.select().from(walletOtpFailures).where(eq(walletOtpFailures.orderUuid, orderUuid)).limit(1);
  return row?.lockedUntil != null && row.lockedUntil > now;
}

async function attempt(
  tx: Db,
  deps: Pick<VenueApiDeps, "events" | "clock">,
  orderUuid: string,
  redeem: WalletRedeemPayload,
): Promise<Outcome> {
  // The order row is locked first: concurrent guesses on it are counted one by one.
  const state = await loadPartnerOrder(tx, orderUuid, { lock: true });
  assertPayable(state.view);
  // An open card page could still be paid after the wallet settles the same bill (issue 24 item 3).
  await refuseWhileCardPaymentOpen(tx, state.view.uuid);
  const now = deps.clock();
  if (await isOrderLocked(tx, state.view.uuid, now)) return "locked";
  const [found] = await guestWallets(tx, state);
  // The wallet row is locked too: the step of a used OTP is read and written by one try at a time.
  const [wallet] = found ? await tx.select().from(wallets).where(eq(wallets.id, found.id)).for("update") : [];
  const named = wallet !== undefined && (redeem.wallet_id === ORDER_WALLET_ID || redeem.wallet_id === wallet.walletId);

  const step = named ? matchWalletOtp(wallet.otpSecret, redeem.otp, now) : null;
  const fresh = step !== null && wallet !== undefined && (wallet.otpLastStep === null || step > wallet.otpLastStep) ? step : null;
  const amount = toMilli(redeem.amount);
  // The amount is judged only with a proved OTP, and its failure reads as a wrong OTP. It must be an
  // amount of the money's decimals (lib/domain/currency.ts), like every payment, so balances end at 0.
  const chargeable = isChargeableAmount(amount, state.venue.decimals);
  if (!wallet || fresh === null || !chargeable || !isRedeemableAmount(amount, toMilli(wallet.balance), state.balanceDue)) {
    await countFailure(tx, state.view.uuid, wallet, now);
    // A right OTP with a wrong amount is spent too: it must not be worth retrying.
    if (wallet && fresh !== null) await tx.update(wallets).set({ otpLastStep: fresh }).where(eq(wallets.id, wallet.id));
    return "incorrect";
  }
  await tx
    .update(wallets)
    .set({ balance: fromMilli(toMilli(wallet.balance) - amount).toFixed(3), otpLastStep: fresh })
    .where(eq(wallets.id, wallet.id));
  await tx.delete(walletOtpFailures).where(eq(walletOtpFailures.orderUuid, state.view.uuid));
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
 * WALLET_OTP_MAX_FAILURES of them on this order lock its tries (429) for WALLET_OTP_LOCK_MS. A phone
 * without a wallet answers exactly as a wrong OTP does.
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
