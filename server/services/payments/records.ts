import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, payments, venues } from "../../db/schema";

/** A payment with what its hosted page and status call show of the order. */
export interface PaymentRecord {
  id: number;
  reference: string;
  provider: string;
  status: string;
  amount: string;
  orderUuid: string;
  splitPaymentUuid: string | null;
  language: string;
  appOrigin: string | null;
  currency: string;
  orderNumber: number;
  venueId: number;
  /** The menu's price_decimal_places as stored (text), for showing the amount. */
  priceDecimalPlaces: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,8}$/;

async function findOne(db: Db, where: SQL | undefined): Promise<PaymentRecord | null> {
  const [row] = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      orderUuid: payments.orderUuid,
      splitPaymentUuid: payments.splitPaymentUuid,
      paymentLanguage: payments.language,
      appOrigin: payments.appOrigin,
      orderLanguage: orders.language,
      currency: orders.currency,
      orderNumber: orders.orderNumber,
      venueId: orders.venueId,
      priceDecimalPlaces: sql<string | null>`${venues.document}->>'price_decimal_places'`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.uuid, payments.orderUuid))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { paymentLanguage, orderLanguage, ...rest } = row;
  // Payments started before the language column existed fall back to the order's language.
  return { ...rest, language: paymentLanguage ?? orderLanguage };
}

export function findPaymentByReference(db: Db, reference: string): Promise<PaymentRecord | null> {
  return findOne(db, eq(payments.reference, reference));
}

/**
 * noon's status call names a payment by the order UUID and noon's order id (our row id). Values that
 * cannot be either are unknown payments, not database errors.
 */
export function findPaymentByOrderAndId(db: Db, orderUuid: string, paymentId: string): Promise<PaymentRecord | null> {
  if (!UUID.test(orderUuid) || !SERIAL.test(paymentId)) return Promise.resolve(null);
  return findOne(db, and(eq(payments.orderUuid, orderUuid.toLowerCase()), eq(payments.id, Number(paymentId))));
}
