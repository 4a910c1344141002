import type { Milli } from "./money";
import { availablePaymentTypes, paymentTypesEnabled, type PaymentMenuFlags, type PaymentType } from "./payment-type";

/** Statuses of an online payment (001 section 4: a return screen knows PENDING, PAID and FAILED). */
export const ONLINE_PAYMENT_STATUSES = ["PENDING", "PAID", "FAILED"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/**
 * Where an order stands with its money: paid at the venue (cash or card machine, nothing to wait
 * for online), waiting on its online payment, the last online payment failed, or paid online.
 */
export type OrderPaymentState = "at_venue" | "awaiting" | "failed" | "paid";

export interface OrderPaymentFacts {
  /** The order's payment type (cash, machine, card); null when the answer carries none. */
  paymentType: string | null;
  total: Milli;
  balanceDue: Milli;
  /** The status of the order's latest payment of the whole order through the gateway, null when none was started. */
  lastOnlinePayment: OnlinePaymentStatus | null;
}

/**
 * The payment state of an order from its data. Only a card order waits on a payment: until nothing
 * is left to pay it is failed when its latest gateway payment failed, else awaiting.
 */
export function orderPaymentState({ paymentType, total, balanceDue, lastOnlinePayment }: OrderPaymentFacts): OrderPaymentState {
  if (paymentType !== "card") return "at_venue";
  if (total <= 0 || balanceDue <= 0) return "paid";
  return lastOnlinePayment === "FAILED" ? "failed" : "awaiting";
}

/** The order still waits on an online payment (awaiting or failed). */
export function waitsOnOnlinePayment(state: OrderPaymentState): boolean {
  return state === "awaiting" || state === "failed";
}

/** A guest is never thanked for an unpaid order: the thank-you text only when no online payment is outstanding. */
export function mayThankGuest(state: OrderPaymentState): boolean {
  return !waitsOnOnlinePayment(state);
}

/**
 * What the order screen offers for an unpaid order that is not cancelled: Try again (a new payment
 * through the same gateway) and, where the venue's payment type settings offer them, the other ways
 * to pay at the venue.
 */
export function unpaidOrderActions(input: { state: OrderPaymentState; cancelled: boolean; menu: PaymentMenuFlags }): {
  retry: boolean;
  otherTypes: PaymentType[];
} {
  if (input.cancelled || !waitsOnOnlinePayment(input.state)) return { retry: false, otherTypes: [] };
  return { retry: true, otherTypes: otherPaymentTypes(input.menu) };
}

/**
 * The payment types an unpaid card order may switch to: cash and card machine, only where the venue
 * shows the payment type selector with them enabled (the same offer as the cart's selector).
 */
export function otherPaymentTypes(menu: PaymentMenuFlags): PaymentType[] {
  return paymentTypesEnabled(menu) ? availablePaymentTypes(menu).filter((type) => type !== "card") : [];
}
