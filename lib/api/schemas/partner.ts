import { z } from "zod";
import "@/lib/zod-config";
import { flag, idText, list, money, optionalText, orNull } from "./common";
import { languageCode } from "./language";
import { lineItemPayload } from "./line-item";
import { loyaltyDiscount } from "./loyalty";
import { orderType } from "./order";
import { LIST_MAX, TEXT_MAX } from "./limits";
import { lineText, optionalCode, requestAmount, requestId, requestIdText, requestList, textField } from "./request-fields";

import { SPLIT_GUESTS_MAX as MAX_SPLIT_GUESTS, SPLIT_GUESTS_MIN as MIN_SPLIT_GUESTS } from "@/lib/domain/split";

export { MAX_SPLIT_GUESTS, MIN_SPLIT_GUESTS };
export const OTP_LENGTH = 6;
export const SPLIT_PAYMENT_STATUSES = { available: "AVAILABLE", pending: "PENDING" } as const;

/** Answer of GET /iiko/active-order/{orderLocation}/{menuId}/. */
export const activeOrderAnswer = z.object({
  order_id: orNull(idText),
  /** A POS-side order holds the table. */
  common_order: flag(),
});

const walletData = z.object({ name: optionalText, balance: money, wallet_id: idText });

/**
 * Answer of GET /iiko/af/blue/{id}/: the wallet, or an empty object (read as null) when there is none.
 * The owner's name and the balance are sent empty ("" and 0): the call proves nothing about who asks.
 */
export const walletAnswer = z.union([walletData, z.object({ wallet_id: z.null().optional() }).transform((): null => null)]);

/** Payload of POST /iiko/af/blue/{orderId}/. */
export const walletRedeemPayload = z.object({
  wallet_id: requestIdText(TEXT_MAX.wallet_id),
  amount: requestAmount.pipe(z.number().positive({ message: "Amount must be above 0" })),
  otp: z.string().regex(/^\d{6}$/, { message: "OTP must be exactly 6 digits" }),
});

/** Payload of POST /iiko/loyalty/promotions/. */
export const loyaltyPromotionsPayload = z.object({
  emenu_id: requestId,
  cart_items: requestList(lineItemPayload, LIST_MAX.line_items),
  employee_id: optionalCode("employee_id").transform((code) => code ?? null),
  /**
   * The customer's phone: employee-only promotions need the employee id with the employee's own
   * phone (issue 10 item 11). Not in the specification's payload; absent, they are left out.
   */
  phone: lineText(32).trim().nullable().default(null),
  order_type: orderType,
});

export const loyaltyPromotionsAnswer = list(loyaltyDiscount);

/**
 * Query of GET /iiko/af/verify-employee-id/{id}/: the phone the guest gave (required: an id is
 * verified only with its employee's phone) and, optionally, the menu to look in.
 */
export const verifyEmployeeQuery = z.object({
  phone: lineText(32).trim().min(1, { message: "The employee's phone is required" }),
  menu: requestId.optional(),
});

/** Answer of GET /iiko/af/verify-employee-id/{id}/: the pair verified; the phone locks the customer phone field. */
export const verifyEmployeeAnswer = z.object({
  employee_id: idText,
  employee_phone: optionalText,
});

/** Payload of POST /iiko/tips/loyalty/promotions/. */
export const tipsPayload = z.object({ order_uuid: textField("order_id").min(1), tips_amount: requestAmount });

/** Payload of POST /iiko/af/split-payments/create/. */
export const splitCreatePayload = z.object({
  order_id: requestIdText(),
  split_amounts: z
    .array(requestAmount.pipe(z.number().positive({ message: "Each share must be above 0" })))
    .min(MIN_SPLIT_GUESTS, { message: "Split between at least 2 guests" })
    .max(MAX_SPLIT_GUESTS, { message: "Max upto 6 guests" }),
  /**
   * Our extension (issue 24 item 9): the name each share is shown under, in the order of
   * split_amounts; a missing or blank one is "Guest n". Pay My Items names its share as the
   * device's lines are named ("Alice"), so the table sees who paid.
   */
  guest_names: requestList(lineText(TEXT_MAX.added_by), MAX_SPLIT_GUESTS).optional(),
});

/** Payload of POST /iiko/af/split-payments/. */
export const splitPayPayload = z.object({
  order_id: requestIdText(),
  split_payment_uuid: textField("order_id").min(1),
  selected_language: languageCode,
});

/** Payload of POST /iiko/af/payments/. */
export const fullPaymentPayload = z.object({
  order_id: requestIdText(),
  payment_options: z.literal("full"),
  selected_language: languageCode,
});

/**
 * Payload of POST /iiko/af/payments/expire/ (issue 24 item 3): closes the order's open card payments
 * at their provider, so that the bill can be paid another way.
 */
export const expireOpenPaymentsPayload = z.object({ order_id: requestIdText() });

/** Answer of POST /iiko/af/payments/expire/: how many open card payments were closed. */
export const expiredPaymentsAnswer = z.object({ expired: z.number().int().nonnegative() });

/** Answer of the split and full payment calls: the browser goes to payment_url. */
export const paymentUrlAnswer = z.object({ payment_url: z.string().min(1) });

export type ActiveOrderAnswer = z.output<typeof activeOrderAnswer>;
export type Wallet = z.output<typeof walletData>;
export type WalletAnswer = z.output<typeof walletAnswer>;
export type WalletRedeemPayloadInput = z.input<typeof walletRedeemPayload>;
export type WalletRedeemPayload = z.output<typeof walletRedeemPayload>;
export type LoyaltyPromotionsPayloadInput = z.input<typeof loyaltyPromotionsPayload>;
export type LoyaltyPromotionsPayload = z.output<typeof loyaltyPromotionsPayload>;
export type LoyaltyPromotionsAnswer = z.output<typeof loyaltyPromotionsAnswer>;
export type VerifyEmployeeAnswer = z.output<typeof verifyEmployeeAnswer>;
export type VerifyEmployeeQueryInput = z.input<typeof verifyEmployeeQuery>;
export type TipsPayloadInput = z.input<typeof tipsPayload>;
export type TipsPayload = z.output<typeof tipsPayload>;
export type SplitCreatePayloadInput = z.input<typeof splitCreatePayload>;
export type SplitCreatePayload = z.output<typeof splitCreatePayload>;
export type SplitPayPayloadInput = z.input<typeof splitPayPayload>;
export type SplitPayPayload = z.output<typeof splitPayPayload>;
export type FullPaymentPayloadInput = z.input<typeof fullPaymentPayload>;
export type FullPaymentPayload = z.output<typeof fullPaymentPayload>;
export type PaymentUrlAnswer = z.output<typeof paymentUrlAnswer>;
export type ExpireOpenPaymentsPayloadInput = z.input<typeof expireOpenPaymentsPayload>;
export type ExpireOpenPaymentsPayload = z.output<typeof expireOpenPaymentsPayload>;
