import { eq } from "drizzle-orm";
import { otherPaymentTypes } from "@/lib/domain/order-payment";
import type { PaymentMenuFlags, PaymentType } from "@/lib/domain/payment-type";
import type { Db } from "../../db/client";
import { orders, venues } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import { expireCardPayments, ofWholeBill, openCardPayments } from "../payments/open-card-payment";
import { touchOrder } from "../partner/order";
import { lockPayableOrder, requireUnpaidCardOrder } from "./payment-lock";
import { loadOrderView, type OrderView } from "./view";

/** The menu document's payment type settings, as the cart's selector reads them. */
function paymentFlags(document: Record<string, unknown>): PaymentMenuFlags {
  const on = (name: string) => document[name] === true;
  return {
    enable_payment_type: on("enable_payment_type"),
    enable_cash: on("enable_cash"),
    enable_card_machine: on("enable_card_machine"),
    payment_enabled: on("payment_enabled"),
  };
}

/**
 * Pay another way (issue 11): an unpaid card order becomes a cash or card machine order, where the
 * venue offers that type (lib/domain/order-payment.ts otherPaymentTypes). Its open gateway payment
 * is closed, so its page can no longer take money, and its payment URL goes. Asking for the type
 * the order already has answers the order unchanged.
 */
export async function switchOrderPaymentType(deps: VenueApiDeps, uuid: string, paymentType: PaymentType): Promise<OrderView> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const view = await lockPayableOrder(tx, uuid);
    if (view.payment_type === paymentType) return view;
    requireUnpaidCardOrder(view);
    const [venue] = await tx.select({ document: venues.document }).from(venues).where(eq(venues.id, view.menu));
    if (!otherPaymentTypes(paymentFlags(venue?.document ?? {})).includes(paymentType)) {
      throw new ApiProblem(422, {
        detail: `The payment type ${paymentType} is not offered for this order.`,
        errors: { payment_type: [`The payment type ${paymentType} is not offered for this order.`] },
      });
    }
    // The guest chose to pay another way: the open page is expired at its provider, not just forgotten.
    await expireCardPayments(tx, deps, await openCardPayments(tx, view.uuid, ofWholeBill));
    await tx.update(orders).set({ paymentType, paymentUrl: null }).where(eq(orders.uuid, view.uuid));
    await touchOrder(tx, deps, view.uuid);
    const changed = await loadOrderView(tx, view.uuid);
    if (!changed) throw notFound("Order");
    return changed;
  });
}
