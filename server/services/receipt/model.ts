import { z } from "zod";
import { comboGroupSelection } from "@/lib/api/schemas/line-item";
import { loyaltyDiscount } from "@/lib/api/schemas/loyalty";
import { bcp47, textDirection, type Language } from "@/lib/domain/language";
import type { Milli } from "@/lib/domain/money";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { isCancelled } from "@/lib/domain/order-status";
import { receiptLines, receiptRows, type ReceiptOrder, type VenueTextKind } from "@/lib/domain/receipt";
import type { OrderView } from "../orders/view";
import type { ReceiptLabels } from "./labels";
import { clipText, RECEIPT_MAX_ITEMS, RECEIPT_TEXT_CAPS } from "./limits";

/** One label and amount of the receipt's summary. */
export interface ReceiptRow {
  label: string;
  value: string;
  /** Struck through: a delivery fee waived by a free-delivery discount. */
  struck?: boolean;
  emphasis?: boolean;
}

export interface ReceiptLine {
  qty: string;
  product: string;
  /** Chosen variations, combo products and special instructions, one per line. */
  details: string[];
  price: string;
  /** A Deleted line, struck through. */
  struck: boolean;
}

/** Everything the receipt shows, already in words and formatted amounts (001 section 2). */
export interface ReceiptModel {
  language: Language;
  direction: "ltr" | "rtl";
  venueName: string;
  title: string;
  facts: ReceiptRow[];
  cancelledNotice: string | null;
  columns: { qty: string; product: string; price: string };
  lines: ReceiptLine[];
  totals: ReceiptRow[];
  comments: { label: string; text: string } | null;
  fileName: string;
}

export interface ReceiptVenue {
  name: string;
  timezone: string;
  money: MoneySettings;
}

const loyaltyList = z.array(loyaltyDiscount).catch([]);
const comboList = z.array(comboGroupSelection).catch([]);

function formatDate(iso: string, lang: Language, timezone: string, arabicNumerals: boolean | null | undefined): string {
  const date = new Date(iso);
  const options = { dateStyle: "medium", timeStyle: "short", numberingSystem: "latn" } as const;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(bcp47(lang), { ...options, timeZone: timezone }).format(date);
  } catch {
    // An unknown zone in the menu data should not cost the guest the receipt.
    text = new Intl.DateTimeFormat(bcp47(lang), { ...options, timeZone: "UTC" }).format(date);
  }
  // ICU puts narrow no-break spaces before AM/PM, which fallback fonts lack.
  return localiseDigits(text.replace(/[\u202F\u00A0]/g, " "), lang, arabicNumerals);
}

const cut = (field: keyof typeof RECEIPT_TEXT_CAPS) => (text: string) => clipText(text, RECEIPT_TEXT_CAPS[field]);
const venueText = cut("venue_text");

/**
 * The receipt of an order. Every text is cut at its cap (limits.ts) and at most
 * RECEIPT_MAX_ITEMS lines are listed, so orders stored before the contract limited lengths stay cheap.
 */
export function buildReceipt(order: OrderView, venue: ReceiptVenue, rawLabels: ReceiptLabels, lang: Language): ReceiptModel {
  const labels = clipLabels(rawLabels);
  const money = { ...venue.money, currency: order.currency || venue.money.currency };
  const format = (milli: Milli) => formatMoney(milli, money, lang);
  const digits = (text: string) => localiseDigits(text, lang, money.enable_arabic_numerals);

  const source: ReceiptOrder = {
    ...order,
    line_items: order.line_items.slice(0, RECEIPT_MAX_ITEMS).map((line) => ({
      ...line,
      product_variation: cut("product_variation")(line.product_variation),
      special_instructions: cut("special_instructions")(line.special_instructions),
      combo_groups: comboList.parse(line.combo_groups),
    })),
    tips_amount: order.additional_data.tips_amount,
    loyalty: loyaltyList.parse(order.additional_data.iiko_loyalty_discounts),
  };
  const lines = receiptLines(source).map((line): ReceiptLine => ({
    qty: digits(String(line.quantity)),
    product: cut("product_name")(line.name),
    // Variations and instructions are cut above; a combo group's line is cut here.
    details: line.details.map((detail) => cut("combo_line")(detail)),
    price: format(line.price),
    struck: line.deleted,
  }));
  const venueNames = (text: string, kind: VenueTextKind) => cut(kind === "tax" ? "tax_name" : "discount_name")(text);
  const totals: ReceiptRow[] = receiptRows(source, labels, venueNames).map((row) => ({
    label: row.label,
    value: format(row.amount),
    ...(row.struck ? { struck: true } : {}),
    ...(row.emphasis ? { emphasis: true } : {}),
  }));

  const number = digits(order.padded_order_id);
  // Cut before trimming: trimming reads no further than the cut (plus leading spaces).
  const comments = cut("order_comments")(order.order_comments.trimStart()).trim();
  return {
    language: lang,
    direction: textDirection(lang),
    venueName: venueText(venue.name),
    title: `${labels.order} #${number}`,
    facts: [
      { label: labels.date, value: formatDate(order.created, lang, venue.timezone, money.enable_arabic_numerals) },
      { label: labels.order, value: `#${number}` },
    ],
    cancelledNotice: isCancelled(order.status) ? labels.cancelledNotice : null,
    columns: { qty: labels.qty, product: labels.product, price: labels.price },
    lines,
    totals,
    comments: comments ? { label: labels.orderComments, text: comments } : null,
    fileName: `order-${order.padded_order_id}.pdf`,
  };
}

/** The labels cut to a venue text's cap: a venue's ui_strings replace them and may be of any length. */
function clipLabels(labels: ReceiptLabels): ReceiptLabels {
  const clipped = Object.fromEntries(
    Object.entries(labels).map(([key, value]) => [key, typeof value === "string" ? venueText(value) : value]),
  );
  const paymentTypes = Object.fromEntries(Object.entries(labels.paymentTypes).map(([key, value]) => [key, venueText(value)]));
  return { ...(clipped as ReceiptLabels), paymentTypes: paymentTypes as ReceiptLabels["paymentTypes"] };
}
