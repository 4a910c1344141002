import { z } from "zod";
import "@/lib/zod-config";
import { flag, id, idText, list, money, orNull, text, withDefault } from "./common";
import { LIST_MAX, TEXT_MAX } from "./limits";
import { MATH_OPERATORS } from "./product";
import {
  lineText,
  multiLineText,
  optionalCode,
  requestAmount,
  requestId,
  requestList,
  requestMoney,
  requestQuantity,
  textField,
} from "./request-fields";

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

/** A combo group as sent with an order: bounded like every request (limits.ts). */
export const comboGroupSelectionPayload = z.object({
  id: requestId,
  name: textField("product_name").optional(),
  products: requestList(
    z.object({
      id: requestId,
      name: textField("product_name").optional(),
      variations: requestList(requestId, LIST_MAX.variations).default([]),
    }),
    LIST_MAX.combo_products,
  ),
});

/** A product's variation entry as sent back with a cart line (the menu's productVariationEntry, bounded). */
export const productVariationPayload = z.object({
  variation: requestId,
  variation_value: requestId,
  price: withDefault(requestMoney, 0),
  math_operator: withDefault(z.enum(MATH_OPERATORS), "add"),
  display_price: flag(),
  display_price_product: flag(),
});

/**
 * A cart line as sent with an order (001 section 3). The server re-prices it from the menu, so the
 * price here is the guest's view, checked rather than trusted.
 */
export const lineItemPayload = z.object({
  product: requestId,
  product_sku: textField("product_sku").default(""),
  product_name: textField("product_name").min(1),
  /** The product's variation entries for the chosen values. */
  product_variations: requestList(productVariationPayload, LIST_MAX.variations).optional(),
  /** Human-readable choice summary, e.g. "Size: Large, Sauce: BBQ". */
  product_variation: lineText(TEXT_MAX.product_variation).default(""),
  /** Selected variation value ids. */
  variations: requestList(requestId, LIST_MAX.variations).default([]),
  combo_groups: requestList(comboGroupSelectionPayload, LIST_MAX.combo_groups).default([]),
  /** Unit price. */
  product_price: requestAmount,
  product_price_currency: textField("currency"),
  quantity: requestQuantity,
  special_instructions: multiLineText(TEXT_MAX.special_instructions).default(""),
  cart_uuid: optionalCode("cart_uuid"),
  status: textField("line_status").optional(),
  /** Table tab (issue 16): the name shown beside the line, and the adding device's tab id. */
  added_by: lineText(TEXT_MAX.added_by).default(""),
  tab_guest: optionalCode("tab_guest"),
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
  /** Table tab (issue 16): who added the line, by the name they gave, else by their guest number. */
  added_by: text(),
  tab_guest_number: withDefault(z.number().int().positive().nullable(), null),
});

export type ComboGroupSelection = z.output<typeof comboGroupSelection>;
export type LineItemPayloadInput = z.input<typeof lineItemPayload>;
export type LineItemPayload = z.output<typeof lineItemPayload>;
export type LineItem = z.output<typeof lineItem>;
