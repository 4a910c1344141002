import { fitWhatsappLines } from "./whatsapp-lines";

/** One order line, its quantity and price already in the screen's digits and money format. */
export interface WhatsappItem {
  quantity: string;
  name: string;
  /** "Large, Extra shot; Drink: Cola", or empty. */
  choices: string;
  /** The line's price: unit price × quantity. */
  price: string;
}

/** The order details of the WhatsApp message (001 section 4), already worded for the guest's language. */
export interface WhatsappOrder {
  /** padded_order_id, else the order uuid. */
  reference: string;
  name: string;
  orderType: string;
  /** "Table# 5", or empty away from a table or room. */
  location: string;
  address: string;
  phone: string;
  items: WhatsappItem[];
  /** The total with the venue's currency and decimals. */
  total: string;
  comments: string;
  orderUrl: string;
}

/** WhatsAppMessage.* keys and their one argument each. */
export type WhatsappLine =
  | "heading"
  | "name"
  | "orderType"
  | "location"
  | "address"
  | "phone"
  | "item"
  | "itemChoices"
  | "more"
  | "total"
  | "comments"
  | "viewOrder";
export type WhatsappTranslate = (key: WhatsappLine, values: Record<string, string>) => string;

function itemText(item: WhatsappItem, t: WhatsappTranslate): string {
  const values = { quantity: item.quantity, name: item.name, price: item.price };
  return item.choices === "" ? t("item", values) : t("itemChoices", { ...values, choices: item.choices });
}

/**
 * One line per detail the order has (empty details, such as no address on a takeaway order, are left
 * out), then the order's lines within WhatsApp's practical length, "and N more" before the total.
 * `digits` writes a count in the screen's digits.
 */
export function whatsappOrderText(order: WhatsappOrder, t: WhatsappTranslate, digits: (count: number) => string = String): string {
  const detail = (key: WhatsappLine, argument: string, value: string) =>
    value.trim() === "" ? [] : [t(key, { [argument]: value.trim() })];
  const { shown, more } = fitWhatsappLines(order.items.map((item) => itemText(item, t)));
  return [
    ...detail("heading", "reference", order.reference),
    ...detail("name", "name", order.name),
    ...detail("orderType", "orderType", order.orderType),
    ...detail("location", "location", order.location),
    ...detail("address", "address", order.address),
    ...detail("phone", "phone", order.phone),
    ...shown,
    ...(more > 0 ? [t("more", { count: digits(more) })] : []),
    ...detail("total", "amount", order.total),
    ...detail("comments", "comments", order.comments),
    ...detail("viewOrder", "url", order.orderUrl),
  ].join("\n");
}

/** The wa.me link that opens a chat with the venue's number holding the text; null without a usable number. */
export function whatsappUrl(number: string | null, text: string): string | null {
  const digits = (number ?? "").replace(/\D/g, "");
  return digits === "" ? null : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
