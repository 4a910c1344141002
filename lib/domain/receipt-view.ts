import type { Order } from "@/lib/api/schemas/order";
import type { Milli } from "./money";
import { formatAltMoney, formatMoney, localiseDigits, type MoneySettings } from "./money-format";
import { receiptLines, receiptRows, type ReceiptOrder, type ReceiptRowKind, type ReceiptRowLabels } from "./receipt";

/** Translated labels the receipt needs (Receipt.* and PaymentTypes.*, venue ui_strings applied). */
export interface ReceiptLabels extends ReceiptRowLabels {
  paymentTypes: Record<Order["payments"][number]["payment_type"], string>;
}

export interface ReceiptAmount {
  text: string;
  /** The alternate currency (the total only), or null when the menu shows none. */
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
  /** Table tab (issue 16): who added the line, by the name they gave or their guest number (digits localised). */
  addedBy: { name: string } | { guest: string } | null;
}

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

function addedBy(line: Order["line_items"][number] | undefined, lang: string, money: MoneySettings): ReceiptLine["addedBy"] {
  if (!line || line.tab_guest_number === null) return null;
  const name = line.added_by.trim();
  if (name !== "") return { name };
  return { guest: localiseDigits(String(line.tab_guest_number), lang, money.enable_arabic_numerals) };
}

/** The order as the receipt rows read it. */
export function receiptOrder(order: Order): ReceiptOrder {
  return { ...order, tips_amount: order.additional_data.tips_amount, loyalty: order.additional_data.iiko_loyalty_discounts };
}

/** The receipt of 001 section 2 (lib/domain/receipt.ts) with its amounts formatted for the screen. */
export function receiptView(order: Order, money: MoneySettings, lang: string, labels: ReceiptLabels): ReceiptView {
  // Issue 28: the alternate currency once, on the total; on every line it doubled the receipt.
  const amount = (milli: Milli, withAlt = false): ReceiptAmount => ({
    text: formatMoney(milli, money, lang),
    alt: withAlt ? formatAltMoney(milli, money, lang) : null,
  });
  const source = receiptOrder(order);
  const rows = receiptRows(source, labels).map((row) => ({
    key: row.key,
    kind: row.kind,
    label: row.label,
    amount: amount(row.amount, row.kind === "total"),
    struck: row.struck,
  }));
  const lines = receiptLines(source).map((line, index) => ({
    ...line,
    addedBy: addedBy(order.line_items[index], lang, money),
    quantity: localiseDigits(String(line.quantity), lang, money.enable_arabic_numerals),
    price: amount(line.price),
  }));
  const comments = order.order_comments.trim();
  return { lines, rows, orderComments: comments === "" ? null : comments };
}
