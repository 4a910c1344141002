import type { PaymentProvider, PaymentStatusAnswer } from "@/lib/api/schemas/payment";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { findPaymentByOrderAndId, findPaymentByReference, type PaymentRecord } from "./records";
import { sandboxToken } from "./return-params";

/**
 * How a status call names its payment: our reference (with the provider's own id where the return
 * screen carries one), or noon's order UUID and order id.
 */
export type PaymentLookup = { reference: string; checkout?: string; session?: string } | { orderUuid: string; noonOrderId: string };

async function find(db: Db, lookup: PaymentLookup): Promise<PaymentRecord | null> {
  if ("orderUuid" in lookup) return findPaymentByOrderAndId(db, lookup.orderUuid, lookup.noonOrderId);
  const payment = await findPaymentByReference(db, lookup.reference);
  if (!payment) return null;
  // A checkout or session that the gateway did not hand out for this reference names no payment.
  if (lookup.checkout !== undefined && lookup.checkout !== sandboxToken("checkout", payment.reference)) return null;
  if (lookup.session !== undefined && lookup.session !== sandboxToken("session", payment.reference)) return null;
  return payment;
}

/**
 * Status of a payment as one provider's call reports it (001 section 7). A payment started with
 * another provider is unknown to this one: 404, like an unknown reference.
 */
export async function readPaymentStatus(
  db: Db,
  provider: PaymentProvider,
  lookup: PaymentLookup,
  /** Whether the request's venue may see a payment of this venue (server/routes/venue-scope.ts); another venue's is unknown. */
  ofRequestVenue: (venueId: number) => Promise<boolean> = async () => true,
): Promise<PaymentStatusAnswer> {
  const payment = await find(db, lookup);
  if (!payment || payment.provider !== provider || !(await ofRequestVenue(payment.venueId))) throw notFound("Payment");
  return { status: payment.status, orderId: paddedOrderId(payment.orderNumber), orderUUID: payment.orderUuid };
}
