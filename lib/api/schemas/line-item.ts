import { z } from "zod";
import { amount, id, idText, list, money, orNull, text, withDefault } from "./common";
import { productVariationEntry } from "./product";

/** A combo group as ordered: the group and the products chosen in it, each with its chosen values. */
export const comboGroupSelection = z.object({
  id,
  name: z.string().optional(),
  products: z.array(
    z.object({
      id,
      name: z.string().optional(),
      /** Selected variation value ids of this combo product. */
      variations: z.array(id).default([]),
    }),
  ),
});

/**
 * A cart line as sent with an order (001 section 3). The server re-prices it from the menu, so the
 * price here is the guest's view, checked rather than trusted.
 */
export const lineItemPayload = z.object({
  product: id,
  product_sku: z.string().default(""),
  product_name: z.string().min(1),
  /** The product's variation entries for the chosen values. */
  product_variations: z.array(productVariationEntry).optional(),
  /** Human-readable choice summary, e.g. "Size: Large, Sauce: BBQ". */
  product_variation: z.string().default(""),
  /** Selected variation value ids. */
  variations: z.array(id).default([]),
  combo_groups: z.array(comboGroupSelection).default([]),
  /** Unit price. */
  product_price: amount,
  product_price_currency: z.string(),
  quantity: z.number().int().min(1),
  special_instructions: z.string().default(""),
  cart_uuid: z.string().min(1).optional(),
  status: z.string().optional(),
});

/** A line item as read back on an order: tolerant of nulls, and quantity may be 0 on removed lines. */
export const lineItem = z.object({
  id: orNull(id),
  product: orNull(id),
  product_sku: text(),
  product_name: text(),
  product_variation: text(),
  variations: list(id),
  combo_groups: list(comboGroupSelection),
  product_price: withDefault(money, 0),
  product_price_currency: text(),
  quantity: z.number().int().nonnegative(),
  special_instructions: text(),
  cart_uuid: orNull(idText),
  /** 'Deleted' lines are shown struck through. */
  status: orNull(z.string()),
});

export type ComboGroupSelection = z.output<typeof comboGroupSelection>;
export type LineItemPayloadInput = z.input<typeof lineItemPayload>;
export type LineItemPayload = z.output<typeof lineItemPayload>;
export type LineItem = z.output<typeof lineItem>;
