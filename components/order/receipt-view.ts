import type { Order } from "@/lib/api/schemas/order";
import { sum, toMilli, type Milli } from "@/lib/domain/money";
import { formatAltMoney, formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { lineTotal } from "@/lib/domain/totals";

/** Translated labels the receipt needs (Receipt.* and PaymentTypes.*, venue ui_strings applied). */
export interface ReceiptLabels {
  subtotal: string;
  loyaltyDiscounts: string;
  taxes: string;
  deliveryFees: string;
  discount: string;
  tips: string;
  total: string;
  balanceDue: string;
  change: string;
  paymentTypes: Record<Order["payments"][number]["payment_type"], string>;
}

export interface ReceiptAmount {
  text: string;
  /** The alternate currency, or null when the menu shows none. */
  alt: string | null;
}

export interface ReceiptLine {
  key: string;
  quantity: string;
  name: string;
  /** Chosen variations, combo choices and special instructions, one text each. */
  details: string[];
  /** Unit price times quantity. */
  price: ReceiptAmount;
  /** 001 section 2: lines with status Deleted are struck through. */
  deleted: boolean;
}

export type ReceiptRowKind =
  | "subtotal"
  | "loyalty"
  | "tax"
  | "delivery"
  | "discount"
  | "tips"
  | "total"
  | "payment"
  | "balance"
  | "change";

export interface ReceiptRow {
  key: string;
  kind: ReceiptRowKind;
  label: string;
  amount: ReceiptAmount;
  /** The delivery fee when a free-delivery discount exists. */
  struck: boolean;
}

export interface ReceiptView {
  lines: ReceiptLine[];
  rows: ReceiptRow[];
  orderComments: string | null;
}

const DELETED = "deleted";

/**
 * The receipt of 001 section 2 from the order as read: lines, then subtotal, loyalty discounts,
 * taxes, delivery fees, discounts, tips, total, payments, balance due and change. Rows that would
 * read 0 are left out, except subtotal and total; balance due shows once anything has been paid.
 */
export function receiptView(order: Order, money: MoneySettings, lang: string, labels: ReceiptLabels): ReceiptView {
  const amount = (milli: Milli): ReceiptAmount => ({
    text: formatMoney(milli, money, lang),
    alt: formatAltMoney(milli, money, lang),
  });
  const rows: ReceiptRow[] = [];
  const add = (kind: ReceiptRowKind, key: string, label: string, milli: Milli, struck = false) =>
    rows.push({ kind, key, label, amount: amount(milli), struck });

  add("subtotal", "subtotal", labels.subtotal, toMilli(order.sub_total));
  order.additional_data.iiko_loyalty_discounts.forEach((loyalty, index) => {
    const value = sum(loyalty.discounts.map((entry) => toMilli(entry.discountSum)));
    if (value > 0) add("loyalty", `loyalty-${index}`, loyalty.name || labels.loyaltyDiscounts, -value);
  });
  order.taxes.forEach((tax, index) => {
    const value = toMilli(tax.amount);
    if (value !== 0) add("tax", `tax-${tax.id ?? index}`, tax.name || labels.taxes, value);
  });
  const deliveryFee = toMilli(order.delivery_fees);
  if (deliveryFee > 0) add("delivery", "delivery", labels.deliveryFees, deliveryFee, hasFreeDelivery(order));
  order.discounts.forEach((discount, index) => {
    const value = toMilli(discount.amount_value);
    if (value > 0) add("discount", `discount-${index}`, discount.name ? `${labels.discount} (${discount.name})` : labels.discount, -value);
  });
  const tips = toMilli(order.additional_data.tips_amount);
  if (tips > 0) add("tips", "tips", labels.tips, tips);
  add("total", "total", labels.total, toMilli(order.total));
  order.payments.forEach((payment, index) => {
    add("payment", `payment-${index}`, labels.paymentTypes[payment.payment_type], toMilli(payment.amount));
  });
  if (order.payments.length > 0) add("balance", "balance", labels.balanceDue, toMilli(order.balance_due));
  const change = toMilli(order.change);
  if (change > 0) add("change", "change", labels.change, change);

  const arabic = money.enable_arabic_numerals;
  const lines = order.line_items.map((line, index) => ({
    key: String(line.id ?? line.cart_uuid ?? index),
    quantity: localiseDigits(String(line.quantity), lang, arabic),
    name: line.product_name,
    details: lineDetails(line),
    price: amount(lineTotal({ unitPrice: toMilli(line.product_price), quantity: line.quantity })),
    deleted: (line.status ?? "").toLowerCase() === DELETED,
  }));
  const comments = order.order_comments.trim();
  return { lines, rows, orderComments: comments === "" ? null : comments };
}

/** 001 section 2: the delivery fee is struck through when a free-delivery discount exists. */
export function hasFreeDelivery(order: Pick<Order, "discounts">): boolean {
  return order.discounts.some((discount) => discount.free_delivery);
}

function lineDetails(line: Order["line_items"][number]): string[] {
  const details: string[] = [];
  if (line.product_variation.trim()) details.push(line.product_variation.trim());
  for (const group of line.combo_groups) {
    const names = group.products.map((product) => product.name).filter((name): name is string => Boolean(name));
    if (names.length > 0) details.push(group.name ? `${group.name}: ${names.join(", ")}` : names.join(", "));
  }
  if (line.special_instructions.trim()) details.push(line.special_instructions.trim());
  return details;
}
