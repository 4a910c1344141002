import { z } from "zod";
import "@/lib/zod-config";
import { dateTime, flag, geoPoint, id, idText, latitude, list, longitude, money, optionalText, orNull, text, withDefault } from "./common";
import { LIST_MAX, PLACE_DATA_MAX_CHARS, TEXT_MAX } from "./limits";
import { lineItem, lineItemPayload } from "./line-item";
import { loyaltyDiscount, loyaltyDiscountPayload } from "./loyalty";
import { statusChanges } from "./status-changes";
import {
  emptyAsAbsent,
  multiLineText,
  requestAmount,
  requestDateTime,
  requestId,
  requestJsonObject,
  optionalCode,
  requestList,
  textField,
  tooLong,
  tooMany,
} from "./request-fields";

import { ORDER_TYPES } from "@/lib/domain/order-type";
import { PAYMENT_TYPES } from "@/lib/domain/payment-type";

export { ORDER_TYPES, PAYMENT_TYPES };
/** What can appear among an order's payments: the choosable types plus the partner's two. */
export const ORDER_PAYMENT_TYPES = [...PAYMENT_TYPES, "loyalty", "blue_wallet"] as const;
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { ONLINE_PAYMENT_STATUSES, type OnlinePaymentStatus } from "@/lib/domain/order-payment";
import { isPaymentType, type PaymentType as ChoosablePaymentType } from "@/lib/domain/payment-type";

export { ORDER_STATUSES };

export const orderType = z.enum(ORDER_TYPES);
export const paymentType = z.enum(PAYMENT_TYPES);
export const orderStatus = z.enum(ORDER_STATUSES);

const email = z.union([z.literal(""), z.email().max(TEXT_MAX.email, { message: tooLong(TEXT_MAX.email) })]);
/** Phone numbers travel normalised to E.164. */
const e164 = z.union([z.literal(""), z.string().regex(/^\+[1-9]\d{6,14}$/, { message: "Expected an E.164 phone number" })]);

export const taxAmount = z.object({ id: requestId, name: textField("tax_name"), amount: requestAmount });
const addressPart = textField("address_part").optional();

/** The cart lines of an order or of a PATCH: one at least, LIST_MAX.line_items at most. */
const lineItemsPayload = z
  .array(lineItemPayload)
  .min(1, { message: "An order needs at least one line item" })
  .max(LIST_MAX.line_items, { message: tooMany(LIST_MAX.line_items) });

/**
 * Our extension of 001 section 3 (issue 10): the deep link the guest's table, room or area came
 * from, as "{t|r|a}/{token}" (the link's last two path segments). The venue API takes an order's
 * place from it alone, never from the plain origin_label; a table order also needs it to join the
 * table's open order (PATCH).
 */
export const locationToken = emptyAsAbsent(textField("location_token").trim().min(3));

/** Payload of POST /{lang}/api/order/: the fields of 001 section 3, plus location_token. */
export const orderPayload = z.object({
  menu: requestId,
  customer_name: textField("customer_name"),
  address: multiLineText(TEXT_MAX.address).default(""),
  address_coordinates: z.object({ lng: longitude, lat: latitude }).nullable().optional(),
  address_google_place_data: requestJsonObject(PLACE_DATA_MAX_CHARS).nullable().optional(),
  address_flat_no: addressPart,
  address_building_premise: addressPart,
  address_area_street: addressPart,
  address_landmark: addressPart,
  email: email.optional(),
  phone: e164.optional(),
  order_comments: multiLineText(TEXT_MAX.order_comments).default(""),
  order_type: orderType,
  delivery_fees: requestAmount.default(0),
  delivery_fees_currency: textField("currency"),
  /** The applied coupon's code, or null. */
  coupon: optionalCode("coupon_code"),
  discount: requestAmount.default(0),
  taxes: requestList(taxAmount, LIST_MAX.taxes).default([]),
  sub_total: requestAmount,
  sub_total_currency: textField("currency"),
  total: requestAmount,
  total_currency: textField("currency"),
  delivery_datetime: emptyAsAbsent(requestDateTime),
  payment_type: paymentType,
  line_items: lineItemsPayload,
  additional_data: z
    .object({
      employee_id: optionalCode("employee_id"),
      iiko_loyalty_discounts: requestList(loyaltyDiscountPayload, LIST_MAX.loyalty_discounts).optional(),
    })
    .optional(),
  origin_label: textField("origin_label").optional(),
  /** Lower-case location type: 'table' or 'room'. */
  origin_type: textField("origin_type").optional(),
  origin_location: geoPoint.nullable().optional(),
  location_token: locationToken,
});

/** 201 answer of order creation: with a payment_url the guest goes to pay. */
export const orderCreated = z.object({
  uuid: z.string().min(1),
  padded_order_id: orNull(idText),
  payment_url: optionalText,
  /** Issue 24: this device's secret for the order, sent back as X-Order-Key; absent from other implementations. */
  member_key: optionalText,
});

/** Payload of PATCH /{lang}/api/order/{id}/: lines added to an active order, or a merged cart. */
export const orderPatchPayload = z.object({ line_items: lineItemsPayload, location_token: locationToken });

/** Answer of the PATCH: the order, of which only the uuid is relied on. */
export const orderPatched = z.object({ uuid: z.string().min(1), member_key: optionalText });

/** split payment: AVAILABLE can be chosen, PENDING is being paid, anything else counts as paid. */
export const splitPayment = z.object({
  uuid: z.string().min(1),
  guest_name: text(),
  amount: money,
  status: z.string(),
});

const isOnlinePaymentStatus = (value: unknown): value is OnlinePaymentStatus =>
  typeof value === "string" && (ONLINE_PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * Our extension of 001 section 3's order (issue 11): the order's payment type and the status of its
 * latest payment of the whole order through the gateway, from which lib/domain/order-payment.ts
 * tells awaiting, failed and paid. Read tolerantly: a value we do not know reads as absent.
 */
const orderPaymentType = z
  .unknown()
  .optional()
  .transform((value): ChoosablePaymentType | null => (isPaymentType(value) ? value : null));
const onlinePaymentStatus = z
  .unknown()
  .optional()
  .transform((value): OnlinePaymentStatus | null => (isOnlinePaymentStatus(value) ? value : null));

/** Answer of GET /{lang}/api/order/{id}/. */
export const order = z.object({
  uuid: z.string().min(1),
  status: orderStatus,
  created: dateTime,
  status_changes: statusChanges(),
  padded_order_id: orNull(idText),
  customer_name: text(),
  phone: text(),
  discounts: list(z.object({ name: text(), amount_value: withDefault(money, 0), free_delivery: flag() })),
  delivery_fees: withDefault(money, 0),
  total: withDefault(money, 0),
  sub_total: withDefault(money, 0),
  line_items: list(lineItem),
  taxes: list(z.object({ id: orNull(id), name: text(), amount: withDefault(money, 0) })),
  order_comments: text(),
  additional_data: withDefault(z.object({ tips_amount: withDefault(money, 0), iiko_loyalty_discounts: list(loyaltyDiscount) }), {
    tips_amount: 0,
    iiko_loyalty_discounts: [],
  }),
  payments: list(z.object({ payment_type: z.enum(ORDER_PAYMENT_TYPES), amount: money })),
  split_payments: list(splitPayment),
  balance_due: withDefault(money, 0),
  change: withDefault(money, 0),
  payment_url: optionalText,
  payment_type: orderPaymentType,
  online_payment_status: onlinePaymentStatus,
  /** A POS-side order holds the table. */
  common_order: flag(),
});

/** Payload of POST /{lang}/api/order/{id}/payment/ (issue 11): a new payment of the order; nothing to send. */
export const orderPaymentPayload = z.object({});

/** Answer of that call: the browser goes to payment_url. */
export const orderPaymentStarted = z.object({ payment_url: z.string().min(1) });

/** Payload of PATCH /{lang}/api/order/{id}/payment-type/ (issue 11): pay an unpaid card order another way. */
export const orderPaymentTypePayload = z.object({ payment_type: paymentType });

/** Error body of a failed creation when the table already has an order: offered for merging. */
export const orderErrorBody = z.object({
  existing_order: orNull(z.object({ uuid: z.string().min(1), line_items: list(lineItem) })),
});

export type OrderType = z.output<typeof orderType>;
export type PaymentType = z.output<typeof paymentType>;
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];
export type OrderStatus = z.output<typeof orderStatus>;
export type TaxAmount = z.output<typeof taxAmount>;
export type OrderPayloadInput = z.input<typeof orderPayload>;
export type OrderPayload = z.output<typeof orderPayload>;
export type OrderCreated = z.output<typeof orderCreated>;
export type OrderPatchPayloadInput = z.input<typeof orderPatchPayload>;
export type OrderPatchPayload = z.output<typeof orderPatchPayload>;
export type OrderPatched = z.output<typeof orderPatched>;
export type SplitPayment = z.output<typeof splitPayment>;
export type Order = z.output<typeof order>;
export type OrderInput = z.input<typeof order>;
export type OrderPaymentStarted = z.output<typeof orderPaymentStarted>;
export type OrderPaymentTypePayloadInput = z.input<typeof orderPaymentTypePayload>;
export type OrderErrorBody = z.output<typeof orderErrorBody>;
