import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Wallet, WalletRedeemPayload } from "@/lib/api/schemas/partner";
import { fromMilli, toMilli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { payments, wallets } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import { assertPayable, loadPartnerOrder, touchOrder } from "./order";

/** Phones compared as E.164 digits: the venue file may write "+971 50 123 4567". */
export function samePhone(a: string, b: string): boolean {
  const digits = (phone: string) => phone.replace(/[^\d]/g, "").replace(/^00/, "");
  return digits(a) !== "" && digits(a) === digits(b);
}

type WalletRow = typeof wallets.$inferSelect;

async function guestWallets(db: Db, venueId: number, phone: string): Promise<WalletRow[]> {
  if (phone.trim() === "") return [];
  const rows = await db.select().from(wallets).where(eq(wallets.venueId, venueId)).orderBy(wallets.id);
  return rows.filter((wallet) => samePhone(wallet.phone, phone));
}

/** The wallet of the order's guest (matched by the order's phone), or null when the guest has none. */
export async function findOrderWallet(db: Db, orderUuid: string): Promise<Wallet | null> {
  const { view, venue } = await loadPartnerOrder(db, orderUuid);
  const [wallet] = await guestWallets(db, venue.id, view.phone);
  return wallet ? { name: wallet.name, balance: fromMilli(toMilli(wallet.balance)), wallet_id: wallet.walletId } : null;
}

/**
 * Pays part of an order from the guest's wallet (001 section 4, Wallet): the OTP must match, and
 * the amount may not exceed the wallet balance or the balance due, whichever is lower. The wallet
 * debit, the PAID blue_wallet payment and the order-update event are one transaction.
 */
export async function redeemWallet(deps: Pick<VenueApiDeps, "database" | "events" | "clock">, orderUuid: string, redeem: WalletRedeemPayload): Promise<void> {
  await deps.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const state = await loadPartnerOrder(tx, orderUuid, { lock: true });
    assertPayable(state.view);
    const wallet = (await guestWallets(tx, state.venue.id, state.view.phone)).find((row) => row.walletId === redeem.wallet_id);
    if (!wallet) throw notFound("Wallet");
    if (wallet.otp !== redeem.otp) throw new ApiProblem(400, { detail: "Incorrect OTP", errors: { otp: ["Incorrect OTP"] } });
    const [locked] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.id, wallet.id)).for("update");
    const balance = toMilli(locked?.balance ?? wallet.balance);
    const amount = toMilli(redeem.amount);
    const maximum = Math.min(balance, state.balanceDue);
    if (amount > maximum) {
      const message = `Amount can be at most ${fromMilli(maximum).toFixed(3)} (wallet balance or balance due, whichever is lower)`;
      throw new ApiProblem(400, { detail: message, errors: { amount: [message] } });
    }
    await tx.update(wallets).set({ balance: fromMilli(balance - amount).toFixed(3) })
      .where(and(eq(wallets.id, wallet.id), eq(wallets.venueId, state.venue.id)));
    await tx.insert(payments).values({
      orderUuid: state.view.uuid,
      provider: "wallet",
      reference: `wallet-${randomUUID()}`,
      paymentType: "blue_wallet",
      amount: fromMilli(amount).toFixed(3),
      status: "PAID",
      language: state.view.language,
      paidAt: deps.clock(),
    });
    await touchOrder(tx, deps, state.view.uuid);
  });
}
