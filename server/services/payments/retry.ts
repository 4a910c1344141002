import { eq } from "drizzle-orm";
import type { OrderPaymentStarted } from "@/lib/api/schemas/order";
import type { Language } from "@/lib/domain/language";
import { roundToDecimals, toMilli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { orders, venues } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { lockPayableOrder, requireUnpaidCardOrder } from "../orders/payment-lock";
import { findOpenPayment } from "../partner/open-payment";
import { expireCardPayments, ofWholeBill, openCardPayments } from "./open-card-payment";
import { touchOrder } from "../partner/order";
import { venueMoneyDecimals } from "../partner/venue";
import { CARD_PAYMENT_UNAVAILABLE } from "./gateway";
import { venuePaymentProvider } from "./provider";
import { startOrderPayment } from "./start";

export interface RetryPaymentRequest {
  uuid: string;
  lang: Language;
  /** Where the gateway returns the guest (server/routes/venue-scope.ts paymentReturnOrigin). */
  appOrigin: string;
}

/**
 * Try again (issue 11): a new payment of an unpaid card order's balance due through the venue's
 * gateway. Idempotent: while a payment of the whole order is open for that very amount, its page is
 * answered again (a double tap, a reload); a declined one is closed, so a new one starts. Paid,
 * cancelled, split or pay-at-venue orders are refused with 409.
 */
export async function retryOrderPayment(deps: VenueApiDeps, request: RetryPaymentRequest): Promise<OrderPaymentStarted> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const view = await lockPayableOrder(tx, request.uuid);
    requireUnpaidCardOrder(view);
    const [venue] = await tx.select({ document: venues.document }).from(venues).where(eq(venues.id, view.menu));
    const amount = roundToDecimals(toMilli(view.balance_due), venueMoneyDecimals(venue?.document ?? {}));
    const open = await findOpenPayment(tx, view.uuid, null);
    if (open?.paymentUrl && open.amount === amount) return { payment_url: open.paymentUrl };
    // Try again restarts the same payment: the old page is expired at its provider first (issue 24 item 3).
    await expireCardPayments(tx, deps, await openCardPayments(tx, view.uuid, ofWholeBill));
    const provider = await venuePaymentProvider(tx, view.menu);
    if (!deps.payments.accepts(provider)) throw new ApiProblem(422, { detail: CARD_PAYMENT_UNAVAILABLE });
    const { paymentUrl } = await startOrderPayment(tx, deps, {
      orderUuid: view.uuid,
      amount,
      currency: view.currency,
      language: request.lang,
      provider,
      appOrigin: request.appOrigin,
    });
    await tx.update(orders).set({ paymentUrl }).where(eq(orders.uuid, view.uuid));
    // The order's open screens refetch: its payment state is awaiting again.
    await touchOrder(tx, deps, view.uuid);
    return { payment_url: paymentUrl };
  });
}
