import type { LoyaltyPromotionsPayloadInput } from "@/lib/api/schemas/partner";
import { employeeIdKey, employeePhone } from "@/lib/domain/employee-discount";
import type { OrderMenu } from "./order-payload";
import { orderLineItem, type OrderCatalogue } from "./order-payload-lines";
import type { LoyaltyCart } from "./selectors";

/**
 * The payload of POST /iiko/loyalty/promotions/ (001 section 7) for a cart: the line items the order
 * will send, the verified employee id with its phone, and the order type.
 */
export function loyaltyRequest(input: {
  menu: Pick<OrderMenu, "id" | "currency" | "menu_country">;
  catalogue: OrderCatalogue;
  cart: LoyaltyCart;
}): LoyaltyPromotionsPayloadInput {
  const { menu, catalogue, cart } = input;
  return {
    emenu_id: menu.id,
    cart_items: cart.products.map((line) => orderLineItem(line, catalogue, menu.currency)),
    employee_id: employeeIdKey(cart.employeeId) || null,
    phone: employeePhone(cart, menu.menu_country),
    order_type: cart.orderType,
  };
}
