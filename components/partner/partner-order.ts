import type { Order } from "@/lib/api/schemas/order";
import { toMilli } from "@/lib/domain/money";
import type { PartnerCheckoutOrder } from "@/lib/domain/partner-checkout";

/** The order as read, in the terms of lib/domain/partner-checkout.ts (amounts in thousandths). */
export function partnerCheckoutOrder(order: Order): PartnerCheckoutOrder {
  return {
    uuid: order.uuid,
    status: order.status,
    phone: order.phone,
    tips: toMilli(order.additional_data.tips_amount),
    balanceDue: toMilli(order.balance_due),
    paymentTypes: order.payments.map((payment) => payment.payment_type),
    splitCount: order.split_payments.length,
  };
}
