import { z } from "zod";
import "@/lib/zod-config";
import { flag, id, list, money, orNull, text, withDefault } from "./common";

export const DISCOUNT_VALUE_TYPES = ["percentage", "fixed"] as const;

/** Answer of GET /en/api/coupon/{menuId}/{CODE}/ (001 section 3). */
export const coupon = z.object({
  id,
  code: text(),
  /** When either list is non-empty only matching cart lines count toward the discount. */
  products: list(id),
  categories: list(id),
  discount_value_type: z.enum(DISCOUNT_VALUE_TYPES),
  discount_value: money.pipe(z.number().min(0)),
  min_order_value: withDefault(money, 0),
  /** null: no cap. */
  max_discount_value: orNull(money),
  free_delivery: flag(),
});

export type Coupon = z.output<typeof coupon>;
export type CouponInput = z.input<typeof coupon>;
