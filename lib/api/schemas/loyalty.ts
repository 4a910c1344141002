import { z } from "zod";
import "@/lib/zod-config";
import { list, money, text, withDefault } from "./common";
import { LIST_MAX } from "./limits";
import { findTextProblem, requestList, requestMoney, textField, tooLong } from "./request-fields";

/**
 * One loyalty discount from the partner's loyalty system. Its other fields are kept (loose object):
 * the cart sends them back inside the order's additional_data, and the partner reads them there.
 */
export const loyaltyDiscountEntry = z.looseObject({ discountSum: money });

export const loyaltyDiscount = z.looseObject({
  name: text(),
  discounts: list(loyaltyDiscountEntry),
});

/** A discount's serialised size as sent back: its name, entries and the partner's own fields. */
export const LOYALTY_DISCOUNT_MAX_CHARS = 8_000;

/**
 * A loyalty discount as sent back inside an order's additional_data: the answer's shape, bounded.
 * The partner's other fields pass through, so they are checked as a whole (size, storable text).
 */
export const loyaltyDiscountPayload = z
  .looseObject({
    name: withDefault(textField("discount_name"), ""),
    discounts: withDefault(requestList(z.looseObject({ discountSum: requestMoney }), LIST_MAX.discount_entries), []),
  })
  .superRefine((discount, context) => {
    if (JSON.stringify(discount).length > LOYALTY_DISCOUNT_MAX_CHARS) {
      context.addIssue({ code: "custom", message: tooLong(LOYALTY_DISCOUNT_MAX_CHARS) });
    }
    const problem = findTextProblem(discount);
    if (problem) context.addIssue({ code: "custom", path: problem.path, message: problem.message });
  });

export type LoyaltyDiscountEntry = z.output<typeof loyaltyDiscountEntry>;
export type LoyaltyDiscount = z.output<typeof loyaltyDiscount>;
export type LoyaltyDiscountInput = z.input<typeof loyaltyDiscount>;
