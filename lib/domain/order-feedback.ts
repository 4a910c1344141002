import { mayThankGuest, type OrderPaymentState } from "./order-payment";

/**
 * 001 section 2 Order: "an optional feedback form after a successful order". Successful: not cancelled
 * (rejected or canceled), and no online payment outstanding (the order is not done while it waits on one).
 */
export function offersFeedbackForm(order: { hasForm: boolean; cancelled: boolean; paymentState: OrderPaymentState }): boolean {
  return order.hasForm && !order.cancelled && mayThankGuest(order.paymentState);
}
