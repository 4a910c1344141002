import { sum, toMilli, type Milli } from "./money";
import { lineTotal } from "./totals";

/**
 * The receipt of 001 section 2 as rows and lines, once, for the order screen
 * (lib/domain/receipt-view.ts) and the PDF (server/services/receipt/model.ts): each formats
 * and lays out the same rows in its own medium.
 */

/** The translated labels the rows need (Receipt.* and PaymentTypes.*, venue ui_strings applied). */
export interface ReceiptRowLabels {
  subtotal: string;
  loyaltyDiscounts: string;
  taxes: string;
  deliveryFees: string;
  discount: string;
  tips: string;
  total: string;
  balanceDue: string;
  change: string;
  paymentTypes: Readonly<Record<string, string>>;
}

/** What the rows read of an order (the contract's Order and the venue API's OrderView both fit). */
export interface ReceiptOrder {
  sub_total: number;
  taxes: readonly { id?: number | null; name: string; amount: number }[];
  delivery_fees: number;
  discounts: readonly { name: string; amount_value: number; free_delivery: boolean }[];
  total: number;
  payments: readonly { payment_type: string; amount: number }[];
  balance_due: number;
  change: number;
  tips_amount: number;
  loyalty: readonly { name: string; discounts: readonly { discountSum: number }[] }[];
  line_items: readonly ReceiptOrderLine[];
}

export interface ReceiptOrderLine {
  id?: number | null;
  cart_uuid?: string | null;
  quantity: number;
  product_name: string;
  product_price: number;
  product_variation: string;
  special_instructions: string;
  status?: string | null;
  combo_groups: readonly { name?: string | null; products: readonly { name?: string | null }[] }[];
}

export type ReceiptRowKind = "subtotal" | "loyalty" | "tax" | "delivery" | "discount" | "tips" | "total" | "payment" | "balance" | "change";

/** Where a venue's own text sits in a row's label, for a medium that caps it (the PDF). */
export type VenueTextKind = "loyalty" | "tax" | "discount";

export interface ReceiptRowData {
  key: string;
  kind: ReceiptRowKind;
  label: string;
  amount: Milli;
  /** The delivery fee when a free-delivery discount exists. */
  struck: boolean;
  /** The total and the balance due. */
  emphasis: boolean;
}

export interface ReceiptLineData {
  key: string;
  quantity: number;
  name: string;
  /** Chosen variations, combo choices and special instructions, one text each. */
  details: string[];
  /** Unit price times quantity. */
  price: Milli;
  /** Lines with status Deleted are struck through. */
  deleted: boolean;
}

/** 001 section 2: the delivery fee is struck through when a free-delivery discount exists. */
export function hasFreeDelivery(order: Pick<ReceiptOrder, "discounts">): boolean {
  return order.discounts.some((discount) => discount.free_delivery);
}

/**
 * Subtotal, loyalty discounts, taxes, delivery fees, discounts, tips, total, payments, balance due and
 * change. Rows that would read 0 are left out, except subtotal and total; balance due shows once
 * anything has been paid. A discount reads "Discount (WELCOME10)" (the venue API stores every
 * discount as an entry; the order's `discount` is their sum). `venueText` may cap the venue's own texts (tax, discount and loyalty names).
 */
export function receiptRows(
  order: ReceiptOrder,
  labels: ReceiptRowLabels,
  venueText: (text: string, kind: VenueTextKind) => string = (text) => text,
): ReceiptRowData[] {
  const rows: ReceiptRowData[] = [];
  const add = (kind: ReceiptRowKind, key: string, label: string, amount: Milli, struck = false) =>
    rows.push({ kind, key, label, amount, struck, emphasis: kind === "total" || kind === "balance" });

  add("subtotal", "subtotal", labels.subtotal, toMilli(order.sub_total));
  order.loyalty.forEach((loyalty, index) => {
    const value = sum(loyalty.discounts.map((entry) => toMilli(entry.discountSum)));
    if (value > 0) add("loyalty", `loyalty-${index}`, venueText(loyalty.name, "loyalty").trim() || labels.loyaltyDiscounts, -value);
  });
  order.taxes.forEach((tax, index) => {
    const value = toMilli(tax.amount);
    if (value !== 0) add("tax", `tax-${tax.id ?? index}`, venueText(tax.name, "tax").trim() || labels.taxes, value);
  });
  const deliveryFee = toMilli(order.delivery_fees);
  if (deliveryFee > 0) add("delivery", "delivery", labels.deliveryFees, deliveryFee, hasFreeDelivery(order));
  const discounts = order.discounts.filter((discount) => toMilli(discount.amount_value) > 0);
  discounts.forEach((discount, index) => {
    const name = venueText(discount.name, "discount").trim();
    add("discount", `discount-${index}`, name ? `${labels.discount} (${name})` : labels.discount, -toMilli(discount.amount_value));
  });
  const tips = toMilli(order.tips_amount);
  if (tips > 0) add("tips", "tips", labels.tips, tips);
  add("total", "total", labels.total, toMilli(order.total));
  order.payments.forEach((payment, index) => {
    add("payment", `payment-${index}`, labels.paymentTypes[payment.payment_type] ?? payment.payment_type, toMilli(payment.amount));
  });
  if (order.payments.length > 0) add("balance", "balance", labels.balanceDue, toMilli(order.balance_due));
  const change = toMilli(order.change);
  if (change > 0) add("change", "change", labels.change, change);
  return rows;
}

/** The order's lines: quantity, name, details and price (unit price times quantity). */
export function receiptLines(order: Pick<ReceiptOrder, "line_items">): ReceiptLineData[] {
  return order.line_items.map((line, index) => ({
    key: String(line.id ?? line.cart_uuid ?? index),
    quantity: line.quantity,
    name: line.product_name,
    details: lineDetails(line),
    price: lineTotal({ unitPrice: toMilli(line.product_price), quantity: line.quantity }),
    deleted: (line.status ?? "").toLowerCase() === "deleted",
  }));
}

function lineDetails(line: ReceiptOrderLine): string[] {
  const details: string[] = [];
  if (line.product_variation.trim()) details.push(line.product_variation.trim());
  for (const group of line.combo_groups) {
    const names = group.products.map((product) => product.name).filter((name): name is string => Boolean(name));
    if (names.length > 0) details.push(group.name ? `${group.name}: ${names.join(", ")}` : names.join(", "));
  }
  if (line.special_instructions.trim()) details.push(line.special_instructions.trim());
  return details;
}
