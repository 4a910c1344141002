import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, payments, splitPayments } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { notFound } from "../../errors";
import { processMetrics } from "../../observability/metrics";
import { wouldOverpay } from "./overpay";
import { findPaymentByReference, type PaymentRecord } from "./records";

/** The outcome of a payment: the guest's Pay or Decline on the sandbox page, or a real provider's word. */
export type PaymentOutcome = "pay" | "decline";

/**
 * The one way a payment is completed: the sandbox page's answer, or a real provider's (Stripe's
 * return-screen status read and its webhook). Only a PENDING payment changes (to PAID with paid_at, or
 * FAILED, as is one that would pay more than the order's total), together with its split payment,
 * in one transaction; a second answer changes nothing and gets the payment as it stands, so a
 * resubmitted form lands on the same return screen and a replayed webhook pays nothing twice.
 * Two answers at once are judged one after the other (wouldOverpay locks the order row first).
 */
export async function completePayment(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock">,
  reference: string,
  action: PaymentOutcome,
): Promise<PaymentRecord> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const now = deps.clock();
    const before = await findPaymentByReference(tx, reference);
    // A payment that would pay more than the order's total is refused as declined (issue 10 item 10).
    const refused = action === "pay" && before?.status === "PENDING" && (await wouldOverpay(tx, before));
    const status = action === "pay" && !refused ? "PAID" : "FAILED";
    const [changed] = await tx
      .update(payments)
      .set({ status, paidAt: status === "PAID" ? now : null })
      .where(and(eq(payments.reference, reference), eq(payments.status, "PENDING")))
      .returning({ orderUuid: payments.orderUuid, splitPaymentUuid: payments.splitPaymentUuid });
    if (changed) {
      if (changed.splitPaymentUuid) {
        // A declined split goes back to AVAILABLE so that a guest can pick it again; a paid one is PAID.
        const split = and(eq(splitPayments.uuid, changed.splitPaymentUuid), eq(splitPayments.orderUuid, changed.orderUuid));
        if (status === "PAID") await tx.update(splitPayments).set({ status: "PAID" }).where(split);
        else
          await tx
            .update(splitPayments)
            .set({ status: "AVAILABLE" })
            .where(and(split, eq(splitPayments.status, "PENDING")));
      }
      // The order's payments and balance due changed: its open screens refetch on order-update.
      const [order] = await tx
        .update(orders)
        .set({ updatedAt: now })
        .where(eq(orders.uuid, changed.orderUuid))
        .returning({ status: orders.status });
      if (order) await deps.events.publish(tx, { uuid: changed.orderUuid, status: order.status, updated: now.toISOString() });
    }
    const payment = await findPaymentByReference(tx, reference);
    if (!payment) throw notFound("Payment");
    if (changed) processMetrics().payments.inc({ outcome: status === "PAID" ? "paid" : "failed" });
    return payment;
  });
}
