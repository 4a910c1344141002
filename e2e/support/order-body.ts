// The body of POST /backend/{lang}/api/order/ that specs send to place an order without the screens.
// The venue API re-prices every line from the menu, so the client totals stay at zero here.

/** A dish as the menu lists it: its id, name and price. */
export interface OrderedDish {
  id: number;
  name: string;
  price: number;
}

/** A cart line of the order body, as the checkout sends it. */
export function orderLine(dish: OrderedDish, quantity = 1, variations: number[] = []) {
  return {
    product: dish.id,
    product_name: dish.name,
    product_price: dish.price,
    product_price_currency: "AED",
    quantity,
    variations,
  };
}

export type OrderLine = ReturnType<typeof orderLine>;

/** The guest who orders in these specs; a spec may name another. */
export const ORDERING_GUEST = { customer_name: "Layla Haddad", email: "layla@example.com", phone: "+971501234567" };

/** A takeaway order of the given lines, paid in cash or by card (then the answer carries a payment_url). */
export function takeawayOrderBody(
  menu: number,
  lines: OrderLine[],
  paymentType: "cash" | "card",
  guest: { customer_name: string; email?: string; phone?: string } = ORDERING_GUEST,
) {
  return {
    menu,
    ...guest,
    order_type: "takeaway",
    payment_type: paymentType,
    delivery_fees: 0,
    delivery_fees_currency: "AED",
    discount: 0,
    sub_total: 0,
    sub_total_currency: "AED",
    total: 0,
    total_currency: "AED",
    line_items: lines,
  };
}
