import { fromMilli, percentOf, sum, type Milli } from "@/lib/domain/money";
import { partnerLoyalty } from "../../venue/venue-file";
import { samePhone } from "./phone";

export type LoyaltyCartItem = { product: number; quantity: number; unitPrice: Milli };

/**
 * The loyalty discounts the partner's loyalty system answers for a cart (001 section 4): each
 * promotion whose order types match takes `percent` % of every matching line (unit price ×
 * quantity), one `discounts` entry per line, in currency units. Promotions marked employees_only
 * apply only when the employee id is one of the venue's employees AND `phone` (the order's) is that
 * employee's phone in E.164 with the menu's `country` (issue 10 item 11: a bare id is not enough).
 * Promotions that come to zero are left out, so the cart shows no empty loyalty rows.
 */
export function computeLoyaltyDiscounts(
  venuePartner: unknown,
  input: {
    cartItems: { product: number; quantity: number; unitPrice: Milli }[];
    employeeId: string | null;
    phone: string | null;
    country: string | null;
    orderType: string;
  },
): { name: string; discounts: { discountSum: number }[] }[] {
  const parsed = partnerLoyalty.safeParse(venuePartner ?? {});
  if (!parsed.success) return [];
  const { employeeId, phone, country } = input;
  const isEmployee =
    employeeId !== null &&
    phone !== null &&
    parsed.data.employees.some((employee) => employee.employee_id === employeeId && samePhone(employee.employee_phone, phone, country));
  const answer: { name: string; discounts: { discountSum: number }[] }[] = [];
  for (const promotion of parsed.data.loyalty_promotions) {
    if (promotion.employees_only && !isEmployee) continue;
    if (promotion.order_types.length > 0 && !promotion.order_types.includes(input.orderType)) continue;
    const lineDiscounts: Milli[] = input.cartItems
      .filter((item) => promotion.products.length === 0 || promotion.products.includes(item.product))
      .map((item) => percentOf(Math.max(0, item.unitPrice) * Math.max(0, Math.trunc(item.quantity)), promotion.percent))
      .filter((discount) => discount > 0);
    if (sum(lineDiscounts) <= 0) continue;
    answer.push({ name: promotion.name, discounts: lineDiscounts.map((discount) => ({ discountSum: fromMilli(discount) })) });
  }
  return answer;
}
