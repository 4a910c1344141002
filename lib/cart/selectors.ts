import type { CheckoutValues } from "@/lib/domain/checkout-fields";
import type { CartState } from "./store";

/*
 * The cart as each rule reads it, named once: the selector a screen hands to useCartStore (with
 * useShallow) and the type the rule takes are one list of fields, so the two cannot drift apart.
 */

function pick<K extends keyof CartState>(keys: readonly K[]) {
  return (state: CartState): Pick<CartState, K> => {
    const picked = {} as Pick<CartState, K>;
    for (const key of keys) picked[key] = state[key];
    return picked;
  };
}

/** What the totals read (cartTotals): the lines, the order type, the delivery fee and the tips. */
export const selectTotalsCart = pick(["products", "orderType", "delivery", "tipsAmount"]);
export type TotalsCart = ReturnType<typeof selectTotalsCart>;

/** What the loyalty call sends (loyaltyRequest): the lines, the order type and the verified employee. */
export const selectLoyaltyCart = pick(["products", "orderType", "employeeId", "customerPhone"]);
export type LoyaltyCart = ReturnType<typeof selectLoyaltyCart>;

const ORDER_CART_FIELDS = [
  "products",
  "orderType",
  "paymentType",
  "orderLocation",
  "orderLocationType",
  "orderLocationToken",
  "delivery",
  "coupon",
  "orderComments",
  "tipsAmount",
  "employeeId",
  "customerPhone",
] as const;

/** What an order is built from (buildOrderPayload). */
export const selectOrderCart = pick(ORDER_CART_FIELDS);
export type OrderCart = ReturnType<typeof selectOrderCart>;

/** The checkout's cart: the order's fields and the phone lock of a verified employee. */
export const selectCheckoutCart = pick([...ORDER_CART_FIELDS, "disableCustomerPhone"]);

/** The customer fields the cart keeps across visits, named as the checkout form names them. */
export function selectCustomer(state: CartState): Pick<CheckoutValues, "name" | "email" | "phone" | "carNumber"> {
  return { name: state.customerName, email: state.customerEmail, phone: state.customerPhone, carNumber: state.carNumber };
}

/** The guest's dietary filter, as the catalogue screens apply it (its validation: stored-dietary-filter.ts). */
export function selectDietaryFilter(state: CartState): CartState["dietaryFilter"] {
  return state.dietaryFilter;
}
