import { isAccepted } from "./order-status";

const FINAL_STATUSES = ["fulfilled", "canceled", "rejected"];

export interface StatusEffectsInput {
  order: { uuid: string; status: string; customer_name: string };
  /** The cart's active order (uuid) and order location. */
  activeOrder: string | null;
  orderLocation: string | null;
}

export interface StatusEffects {
  /** 001 section 4: accepted or preparing sets the accepted flag. */
  accepted: boolean;
  clearActiveOrder: boolean;
  clearLocation: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * What the order screen does to the cart for an order's status (001 section 4): fulfilled, canceled
 * or rejected clear the active order and the location, and so does a customer_name whose digits
 * differ from the stored location (the table moved on). Only the cart's own order, or any order
 * when the cart has none, can do so: an old receipt must not end the order in progress.
 */
export function orderStatusEffects({ order, activeOrder, orderLocation }: StatusEffectsInput): StatusEffects {
  const accepted = isAccepted(order.status);
  const ours = activeOrder === null || activeOrder === order.uuid;
  if (!ours) return { accepted, clearActiveOrder: false, clearLocation: false };
  const final = FINAL_STATUSES.includes(order.status);
  const nameDigits = digitsOf(order.customer_name);
  // A name without digits (a guest's own name) says nothing about the table.
  const otherTable = orderLocation !== null && nameDigits !== "" && nameDigits !== digitsOf(orderLocation);
  const clear = final || otherTable;
  return {
    accepted,
    clearActiveOrder: clear && activeOrder !== null,
    clearLocation: clear && orderLocation !== null,
  };
}
