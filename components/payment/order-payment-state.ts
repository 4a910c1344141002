import type { Order } from "@/lib/api/schemas/order";
import { toMilli } from "@/lib/domain/money";
import { orderPaymentState, type OrderPaymentState } from "@/lib/domain/order-payment";

/** The payment state of an order as the venue API answered it (lib/domain/order-payment.ts). */
export function paymentStateOf(order: Pick<Order, "payment_type" | "total" | "balance_due" | "online_payment_status">): OrderPaymentState {
  return orderPaymentState({
    paymentType: order.payment_type,
    total: toMilli(order.total),
    balanceDue: toMilli(order.balance_due),
    lastOnlinePayment: order.online_payment_status,
  });
}
