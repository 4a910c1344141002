import { and, eq, isNull } from "drizzle-orm";
import { toMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";

export interface OpenPayment {
  reference: string;
  amount: Milli;
  paymentUrl: string | null;
}

/**
 * The open (PENDING) payment of the whole order (`splitUuid` null) or of one split share. Callers
 * hold the order row lock (loadPartnerOrder with lock), so no other call starts one meanwhile.
 */
export async function findOpenPayment(tx: Db, orderUuid: string, splitUuid: string | null): Promise<OpenPayment | null> {
  const [row] = await tx
    .select({ reference: payments.reference, amount: payments.amount, paymentUrl: payments.paymentUrl })
    .from(payments)
    .where(
      and(
        eq(payments.orderUuid, orderUuid),
        eq(payments.status, "PENDING"),
        splitUuid === null ? isNull(payments.splitPaymentUuid) : eq(payments.splitPaymentUuid, splitUuid),
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return row ? { reference: row.reference, amount: toMilli(row.amount), paymentUrl: row.paymentUrl } : null;
}

/**
 * Closes every open payment of the whole order as FAILED: its amount no longer fits the balance due,
 * or a share is being paid instead. The gateway may still show its page, but a payment that is not
 * PENDING can no longer be marked paid (payments/complete.ts).
 */
export async function supersedeOpenFullPayments(tx: Db, orderUuid: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "FAILED" })
    .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, "PENDING"), isNull(payments.splitPaymentUuid)));
}
