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
  /** The total with the venue's currency and decimals. */
  total: string;
  comments: string;
  orderUrl: string;
}

/** WhatsAppMessage.* keys and their one argument each. */
export type WhatsappLine = "heading" | "name" | "orderType" | "location" | "address" | "phone" | "total" | "comments" | "viewOrder";
export type WhatsappTranslate = (key: WhatsappLine, values: Record<string, string>) => string;

/** One line per detail the order has: empty details (no address on a takeaway order...) are left out. */
export function whatsappOrderText(order: WhatsappOrder, t: WhatsappTranslate): string {
  const lines: [WhatsappLine, string, string][] = [
    ["heading", "reference", order.reference],
    ["name", "name", order.name],
    ["orderType", "orderType", order.orderType],
    ["location", "location", order.location],
    ["address", "address", order.address],
    ["phone", "phone", order.phone],
    ["total", "amount", order.total],
    ["comments", "comments", order.comments],
    ["viewOrder", "url", order.orderUrl],
  ];
  return lines
    .filter(([, , value]) => value.trim() !== "")
    .map(([key, argument, value]) => t(key, { [argument]: value.trim() }))
    .join("\n");
}

/** The wa.me link that opens a chat with the venue's number holding the text; null without a usable number. */
export function whatsappUrl(number: string | null, text: string): string | null {
  const digits = (number ?? "").replace(/\D/g, "");
  return digits === "" ? null : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
