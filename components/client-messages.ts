/**
 * The message namespaces client components read (useTranslations in components/ and app/): only
 * these travel to the browser, not the whole catalogue of the language (issue 13 item 3).
 * client-messages.test.ts fails when a component reads a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  "Cart",
  "Carousel",
  "Category",
  "Checkout",
  "CheckoutValidation",
  "Common",
  "Coupon",
  "DeliveryLocation",
  "DietaryFilter",
  "EmployeeDiscount",
  "Errors",
  "Form",
  "FormValidation",
  "Header",
  "Landing",
  "Location",
  "LocationGate",
  "MergeDialog",
  "MyOrders",
  "Offline",
  "Order",
  "OrderPayment",
  "OrderPush",
  "OrderStatus",
  "OrderTypes",
  "PartnerCheckout",
  "OpenCardPayment",
  "Payment",
  "PaymentTypes",
  "Product",
  "QuantityModal",
  "Receipt",
  "SplitPayment",
  "TableTab",
  "Tips",
  "Toasts",
  "UpdateBanner",
  "VariationModal",
  "Wallet",
  "WhatsAppMessage",
] as const;

export type MessageTree = { [key: string]: string | MessageTree };

/** The named namespaces of a catalogue; a namespace the catalogue lacks is left out. */
export function pickNamespaces(messages: MessageTree, namespaces: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
