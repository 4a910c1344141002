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
