import type { OrderType } from "./order-type";

export interface HeaderCartIconInput {
  /** The active order's id, null or empty when there is none. */
  activeOrderId: string | null;
  /** From isOrderingOpen (enable_order and the menu open). */
  orderingOpen: boolean;
  /** Sum of the cart lines' quantities. */
  totalQuantity: number;
  /** The active order still waits on its online payment (issue 11): no check mark for an unpaid order. */
  activeOrderUnpaid?: boolean;
}

export type CartIconBadge = { kind: "check" } | { kind: "count"; count: number } | { kind: "none" };

export interface HeaderCartIcon {
  /** Locale-free path; the i18n Link adds the {lang} prefix. */
  href: string;
  badge: CartIconBadge;
  /** "The cart icon is dimmed and disabled when ordering is not open." */
  disabled: boolean;
}

/**
 * "When an active order exists the badge is replaced by a green check mark and the icon opens
 * /{lang}/order/{id}; otherwise it opens /{lang}/cart." An order waiting on its online payment is no
 * done deal: the icon stays the cart's (whose redirect leads to the payment or the order screen).
 */
export function headerCartIcon({
  activeOrderId,
  orderingOpen,
  totalQuantity,
  activeOrderUnpaid = false,
}: HeaderCartIconInput): HeaderCartIcon {
  const disabled = !orderingOpen;
  if (activeOrderId && !activeOrderUnpaid) {
    return { href: `/order/${encodeURIComponent(activeOrderId)}`, badge: { kind: "check" }, disabled };
  }
  // An empty cart shows no badge (issue 14): a "0" badge, a lone "٠" in Arabic, reads as a red dot.
  const badge: CartIconBadge = totalQuantity > 0 ? { kind: "count", count: totalQuantity } : { kind: "none" };
  return { href: "/cart", badge, disabled };
}

/** "With an active table order and dine_in a warning toast 'Active order on this table' appears." */
export function showActiveTableOrderToast(input: { hasActiveTableOrder: boolean; orderType: OrderType | null }): boolean {
  return input.hasActiveTableOrder && input.orderType === "dine_in";
}

/** "For the al_futtaim_enabled venue with no active order, dine_in and a location, an active-order check runs." */
export function shouldCheckActiveOrder(input: {
  partner: boolean;
  activeOrderId: string | null;
  orderType: OrderType | null;
  orderLocation: string | null;
}): boolean {
  return input.partner && !input.activeOrderId && input.orderType === "dine_in" && Boolean(input.orderLocation);
}

/**
 * 000 and 001 section 8: the checkout asks whether the POS holds the table's order where the table's
 * order is looked up (a partner or table-tab venue), for dine_in at a table or room link.
 */
export function checksPosBusy(input: { sharesTableOrder: boolean; orderType: OrderType | null; placeToken: string | null }): boolean {
  return input.sharesTableOrder && input.orderType === "dine_in" && Boolean(input.placeToken);
}

/** "A POS-side common order on a table": the table has an active order and the POS flagged it. */
export function isPosBusy(answer: { order_id: string | null; common_order: boolean } | undefined): boolean {
  return Boolean(answer?.order_id) && answer?.common_order === true;
}
