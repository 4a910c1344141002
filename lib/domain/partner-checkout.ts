import type { Milli } from "./money";
import { isAccepted, isCancelled } from "./order-status";
import { canResetTips, isTipOpen } from "./tips";
import { isWalletTestPhone } from "./wallet";

/** The parts of an order the partner checkout's rules read (001 section 3, order as read), amounts in thousandths. */
export interface PartnerCheckoutOrder {
  uuid: string;
  status: string;
  phone: string;
  tips: Milli;
  balanceDue: Milli;
  paymentTypes: readonly string[];
  splitCount: number;
}

/**
 * 001 section 2: nothing beyond the receipt appears unless the partner integration is on and the id
 * is the cart's active order.
 */
export function showPartnerExtras(input: { partner: boolean; orderId: string; activeOrder: string | null }): boolean {
  return input.partner && input.activeOrder !== null && input.activeOrder === input.orderId;
}

/**
 * Tips card: "shown only when there are no split payments and no tip has been set (or the order has a
 * total but no tip)". Both readings come to no tip on an unsplit order: the order's tips read 0 when
 * none was set. Ours besides: not once the bill is paid in full (isTipOpen).
 */
export function showTipsCard(order: Pick<PartnerCheckoutOrder, "splitCount" | "tips" | "balanceDue">): boolean {
  return order.splitCount === 0 && order.tips <= 0 && isTipOpen(order.balanceDue);
}

/**
 * Once a tip is set the tips card is gone; it can be reset to zero under canResetTips (tips, no
 * payments, the active order), and only before a split, which the venue API refuses to re-tip.
 */
export function showRemoveTip(order: Pick<PartnerCheckoutOrder, "splitCount" | "tips" | "paymentTypes">): boolean {
  return order.splitCount === 0 && canResetTips({ tips: order.tips, payments: order.paymentTypes, hasActiveOrder: true });
}

/** The payment type of a Blue wallet payment (001 section 4, Payment type). */
export const WALLET_PAYMENT_TYPE = "blue_wallet";

/**
 * Wallet card: "shown when there are no split payments, or payments exist but none is of wallet
 * type; hidden for one specific hard-coded test phone number" (WALLET_TEST_PHONE). Ours besides: not
 * once nothing is left to pay, since a redeem of nothing cannot succeed.
 */
export function showWalletCard(order: Pick<PartnerCheckoutOrder, "splitCount" | "paymentTypes" | "phone" | "balanceDue">): boolean {
  if (isWalletTestPhone(order.phone) || order.balanceDue <= 0) return false;
  const walletPaid = order.paymentTypes.includes(WALLET_PAYMENT_TYPE);
  return order.splitCount === 0 || (order.paymentTypes.length > 0 && !walletPaid);
}

export type PaymentOptionsMode = "default" | "configure" | "pay_split";

/**
 * 001 section 2: the payment options card's three modes. A split order pays its shares; otherwise the
 * guest's choice (Split Bill opens configure, Cancel Split returns to default). Ours besides: an unsplit
 * order with nothing left to pay has no options (null).
 */
export function paymentOptionsMode(
  order: Pick<PartnerCheckoutOrder, "splitCount" | "balanceDue">,
  configuring: boolean,
): PaymentOptionsMode | null {
  if (order.splitCount > 0) return "pay_split";
  if (order.balanceDue <= 0) return null;
  return configuring ? "configure" : "default";
}

/**
 * The order screen's way in to /{lang}/af-checkout/{id}: on a partner venue, for the cart's active
 * order, neither canceled nor rejected, with a balance due. Not once accepted or preparing either: the
 * partner checkout sends such an order back to the order screen (redirectToOrderScreen).
 */
export function showPartnerCheckoutLink(input: {
  partner: boolean;
  activeOrder: string | null;
  order: Pick<PartnerCheckoutOrder, "uuid" | "status" | "balanceDue">;
}): boolean {
  const { order } = input;
  return (
    showPartnerExtras({ partner: input.partner, orderId: order.uuid, activeOrder: input.activeOrder }) &&
    !isCancelled(order.status) &&
    !redirectToOrderScreen(order.status) &&
    order.balanceDue > 0
  );
}

/** 001 section 4: on the partner checkout a fetched status of accepted or preparing goes to the order screen. */
export function redirectToOrderScreen(status: string): boolean {
  return isAccepted(status);
}

/** The partner checkout's path for the i18n router (it adds /{lang}). */
export function partnerCheckoutPath(uuid: string): string {
  return `/af-checkout/${encodeURIComponent(uuid)}/`;
}
