import { and, asc, eq } from "drizzle-orm";
import { paymentProvider } from "@/lib/api/schemas/payment";
import type { Db } from "../../db/client";
import { payments, splitPayments } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { DEFAULT_PAYMENT_PROVIDER } from "./provider";

/** A card payment of an order that is started and not yet paid, failed or expired. */
export interface OpenCardPayment {
  reference: string;
  provider: string;
  gatewayId: string | null;
  splitPaymentUuid: string | null;
}

/** The 409 while one is open: what is going on, and what the guest can do about it. */
export const CARD_PAYMENT_OPEN =
  "A card payment of this order is open on its payment page. Pay it there, or close it first (cancel the open card payment), then pay another way.";

/** Refused while the provider is taking the money of the open payment: it is about to count. */
const OPEN_PAYMENT_PAID = "The open card payment of this order has just been paid. Reload the order to see what is left to pay.";

/** The order's open card payments, oldest first; `which` keeps those of the whole bill or of one share. */
export async function openCardPayments(
  tx: Db,
  orderUuid: string,
  which: (payment: OpenCardPayment) => boolean = () => true,
): Promise<OpenCardPayment[]> {
  const rows = await tx
    .select({
      reference: payments.reference,
      provider: payments.provider,
      gatewayId: payments.gatewayId,
      splitPaymentUuid: payments.splitPaymentUuid,
    })
    .from(payments)
    .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, "PENDING")))
    .orderBy(asc(payments.id));
  return rows.filter(which);
}

/** Of the whole bill (a full payment, Try again), not of one split share. */
export const ofWholeBill = (payment: OpenCardPayment) => payment.splitPaymentUuid === null;

/**
 * One payment at a time (issue 24 item 3): 409 while a card payment of the order (`which` of them) is
 * open, since its page could still be paid after another payment settles the same bill. Callers hold
 * the order row lock, so no payment starts meanwhile.
 */
export async function refuseWhileCardPaymentOpen(tx: Db, orderUuid: string, which?: (payment: OpenCardPayment) => boolean): Promise<void> {
  if ((await openCardPayments(tx, orderUuid, which)).length > 0) throw new ApiProblem(409, { detail: CARD_PAYMENT_OPEN });
}

/**
 * Closes open card payments: first at their provider (so their page takes no money any more), then
 * here as FAILED, their split share AVAILABLE again. A payment the provider had already taken is left
 * for its report to count, and the caller's new payment is refused with 409.
 */
export async function expireCardPayments(tx: Db, deps: Pick<VenueApiDeps, "payments">, open: readonly OpenCardPayment[]): Promise<void> {
  for (const payment of open) {
    const provider = paymentProvider.safeParse(payment.provider);
    const outcome = await deps.payments.expire({
      provider: provider.success ? provider.data : DEFAULT_PAYMENT_PROVIDER,
      reference: payment.reference,
      gatewayId: payment.gatewayId,
    });
    if (outcome === "paid") throw new ApiProblem(409, { detail: OPEN_PAYMENT_PAID });
    await tx
      .update(payments)
      .set({ status: "FAILED" })
      .where(and(eq(payments.reference, payment.reference), eq(payments.status, "PENDING")));
    if (payment.splitPaymentUuid) {
      await tx
        .update(splitPayments)
        .set({ status: "AVAILABLE" })
        .where(and(eq(splitPayments.uuid, payment.splitPaymentUuid), eq(splitPayments.status, "PENDING")));
    }
  }
}
