import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refundTasks, venues } from "../../db/schema";
import type { PaymentRecord } from "./records";

/** Why money a provider took is not counted, as the operator's list shows it. */
export function refundReason(statusBefore: string): string {
  return statusBefore === "PENDING"
    ? "paid above the order's total"
    : `paid at the provider after it was ${statusBefore} here (superseded, expired or declined)`;
}

/**
 * Stores the refund a provider's PAID report calls for, once per payment (a replayed webhook or a
 * second status read adds nothing): the payment stays uncounted, and `venue refunds` lists it.
 */
export async function recordRefundTask(db: Db, payment: PaymentRecord, reason: string): Promise<void> {
  await db
    .insert(refundTasks)
    .values({
      venueId: payment.venueId,
      orderUuid: payment.orderUuid,
      paymentId: payment.id,
      provider: payment.provider,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      reason,
    })
    .onConflictDoNothing({ target: refundTasks.paymentId });
}

export interface RefundTaskRow {
  id: number;
  license: string;
  orderUuid: string;
  provider: string;
  reference: string;
  amount: string;
  currency: string;
  reason: string;
  createdAt: Date;
  doneAt: Date | null;
}

/** The refund tasks, oldest first: the open ones only unless `all`. */
export async function listRefundTasks(db: Db, options: { all?: boolean; license?: string } = {}): Promise<RefundTaskRow[]> {
  const rows = await db
    .select({
      id: refundTasks.id,
      license: venues.license,
      orderUuid: refundTasks.orderUuid,
      provider: refundTasks.provider,
      reference: refundTasks.reference,
      amount: refundTasks.amount,
      currency: refundTasks.currency,
      reason: refundTasks.reason,
      createdAt: refundTasks.createdAt,
      doneAt: refundTasks.doneAt,
    })
    .from(refundTasks)
    .innerJoin(venues, eq(venues.id, refundTasks.venueId))
    .where(options.all ? undefined : isNull(refundTasks.doneAt))
    .orderBy(asc(refundTasks.id));
  return options.license === undefined ? rows : rows.filter((row) => row.license === options.license);
}

/** Marks a refund task done (refunded at the provider); false when there is no such task. */
export async function markRefundDone(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(refundTasks).set({ doneAt: now }).where(eq(refundTasks.id, id)).returning({ id: refundTasks.id });
  return rows.length > 0;
}
