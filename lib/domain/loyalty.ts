import { sum, toMilli, type Milli } from "./money";

/** A loyalty discount as the partner's loyalty system answers it (001 section 3): a name and its entries. */
export interface LoyaltyDiscountData {
  name: string;
  discounts: readonly { discountSum: number | string }[];
}

/**
 * What one loyalty discount takes off: the sum of its entries' discountSum, in thousandths. An entry
 * that is not a positive amount takes nothing off (a discount never adds to the bill).
 */
export function loyaltyDiscountAmount(discount: LoyaltyDiscountData): Milli {
  return sum(discount.discounts.map((entry) => Math.max(0, toMilli(entry.discountSum))));
}

/** The amounts lib/domain/totals.ts reads as `loyaltyDiscounts`, one per discount. */
export function loyaltyDiscountAmounts(discounts: readonly LoyaltyDiscountData[]): Milli[] {
  return discounts.map(loyaltyDiscountAmount);
}
