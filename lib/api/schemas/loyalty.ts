import { z } from "zod";
import { list, money, text } from "./common";

/**
 * One loyalty discount from the partner's loyalty system. Its other fields are kept (loose object):
 * the cart sends them back inside the order's additional_data, and the partner reads them there.
 */
export const loyaltyDiscountEntry = z.looseObject({ discountSum: money });

export const loyaltyDiscount = z.looseObject({
  name: text(),
  discounts: list(loyaltyDiscountEntry),
});

export type LoyaltyDiscountEntry = z.output<typeof loyaltyDiscountEntry>;
export type LoyaltyDiscount = z.output<typeof loyaltyDiscount>;
export type LoyaltyDiscountInput = z.input<typeof loyaltyDiscount>;
