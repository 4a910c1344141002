import { and, eq } from "drizzle-orm";
import { roundToDecimals, sum, toMilli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import type { Db } from "../../db/client";
import { orders, payments } from "../../db/schema";
import type { PaymentRecord } from "./records";

/**
 * Whether marking `payment` PAID would bring the order's PAID payments above its total (issue 10
 * item 10: 504.00 paid on a 50.40 order). Compared at the money's decimals (lib/domain/currency.ts),
 * at which shares and full payments are charged. Takes the order row FOR UPDATE first, so that two payments of one
 * order completing at once are judged one after the other.
 */
export async function wouldOverpay(tx: Db, payment: PaymentRecord): Promise<boolean> {
  const [order] = await tx.select({ total: orders.total }).from(orders).where(eq(orders.uuid, payment.orderUuid)).for("update");
  if (!order) return true;
  const paid = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderUuid, payment.orderUuid), eq(payments.status, "PAID")));
  const places = moneyDecimals({ currency: payment.currency, price_decimal_places: payment.priceDecimalPlaces });
  const after = sum([...paid.map((row) => toMilli(row.amount)), toMilli(payment.amount)]);
  return roundToDecimals(after, places) > roundToDecimals(toMilli(order.total), places);
}
