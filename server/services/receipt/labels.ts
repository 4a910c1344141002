import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { OrderPaymentType } from "@/lib/api/schemas/order";
import type { Language } from "@/lib/domain/language";
import { uiStringTargets } from "@/lib/i18n/ui-strings";

const RECEIPT_KEYS = [
  "order",
  "date",
  "qty",
  "product",
  "price",
  "subtotal",
  "loyaltyDiscounts",
  "taxes",
  "deliveryFees",
  "discount",
  "tips",
  "total",
  "payments",
  "balanceDue",
  "change",
  "orderComments",
  "deleted",
] as const;
type ReceiptKey = (typeof RECEIPT_KEYS)[number];

/** Catalogue keys of the payment types a receipt lists (messages PaymentTypes namespace). */
const PAYMENT_TYPE_KEYS: Readonly<Record<OrderPaymentType, string>> = {
  cash: "cash",
  machine: "machine",
  card: "card",
  loyalty: "loyalty",
  blue_wallet: "blueWallet",
};

export type ReceiptLabels = Record<ReceiptKey, string> & {
  cancelledNotice: string;
  paymentTypes: Record<OrderPaymentType, string>;
};

const catalogue = z.object({
  Receipt: z.record(z.string(), z.string()).default({}),
  Order: z.record(z.string(), z.unknown()).default({}),
  PaymentTypes: z.record(z.string(), z.string()).default({}),
});
type Catalogue = z.output<typeof catalogue>;

const cache = new Map<Language, Promise<Catalogue>>();

function readCatalogue(lang: Language): Promise<Catalogue> {
  let entry = cache.get(lang);
  if (!entry) {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), "messages", `${lang}.json`);
    entry = readFile(file, "utf8").then((text) => catalogue.parse(JSON.parse(text)));
    cache.set(lang, entry);
    entry.catch(() => cache.delete(lang));
  }
  return entry;
}

function labelsFrom(messages: Catalogue, fallback: ReceiptLabels | null): ReceiptLabels {
  const pick = (value: unknown, other: string | undefined, key: string) => {
    if (typeof value === "string" && value.trim() !== "") return value;
    if (other !== undefined) return other;
    throw new Error(`messages: ${key} is missing`);
  };
  const receipt = Object.fromEntries(RECEIPT_KEYS.map((key) => [key, pick(messages.Receipt[key], fallback?.[key], `Receipt.${key}`)]));
  const paymentTypes = Object.fromEntries(
    Object.entries(PAYMENT_TYPE_KEYS).map(([type, key]) => [
      type,
      pick(messages.PaymentTypes[key], fallback?.paymentTypes[type as OrderPaymentType], `PaymentTypes.${key}`),
    ]),
  );
  return {
    ...(receipt as Record<ReceiptKey, string>),
    cancelledNotice: pick(messages.Order.cancelledNotice, fallback?.cancelledNotice, "Order.cancelledNotice"),
    paymentTypes: paymentTypes as Record<OrderPaymentType, string>,
  };
}

/**
 * The receipt's labels in `lang` (messages/{lang}.json, English for any key it lacks), with the
 * venue's ui_strings applied as the order screen applies them: the venue's text replaces ours.
 */
export async function loadReceiptLabels(
  lang: Language,
  uiStrings: Readonly<Record<string, unknown>> | null = null,
): Promise<ReceiptLabels> {
  const english = labelsFrom(await readCatalogue("en"), null);
  const labels = lang === "en" ? english : labelsFrom(await readCatalogue(lang), english);
  for (const [uiKey, raw] of Object.entries(uiStrings ?? {})) {
    if (typeof raw !== "string" || raw.trim() === "") continue;
    for (const target of uiStringTargets(uiKey)) {
      const [namespace, key] = target.split(".");
      if (namespace === "Receipt" && (RECEIPT_KEYS as readonly string[]).includes(key ?? "")) {
        labels[key as ReceiptKey] = raw.trim();
      }
      const type = Object.entries(PAYMENT_TYPE_KEYS).find(([, catalogueKey]) => catalogueKey === key)?.[0];
      if (namespace === "PaymentTypes" && type) labels.paymentTypes[type as OrderPaymentType] = raw.trim();
    }
  }
  return labels;
}
