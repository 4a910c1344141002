import { useTranslations } from "next-intl";
import { cartLineInLanguage } from "@/lib/cart/line-in-language";
import { rememberMyOrder } from "@/lib/cart/my-orders-storage";
import { buildMergePayload, buildOrderPayload } from "@/lib/cart/order-payload";
import { rememberTabLines, withTabGuest } from "@/lib/cart/tab-guest";
import type { OrderCreated, OrderPayloadInput } from "@/lib/api/schemas/order";
import type { CheckoutValues } from "@/lib/domain/checkout-fields";
import { shownLocationConfirmed } from "@/lib/domain/location-link";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, localiseDigits } from "@/lib/domain/money-format";
import { ORDER_TYPE_MESSAGE_KEYS } from "@/lib/domain/order-type";
import { opensWhatsappAfterOrder } from "@/lib/domain/submit-button";
import type { CheckoutSettings } from "./checkout-settings";
import type { useCheckout } from "./use-checkout";
import type { PlaceOrder } from "./use-place-order";
import { whatsappItems } from "./whatsapp-items";
import { whatsappOrderText, whatsappUrl } from "@/lib/domain/whatsapp-message";

type SubmitInput = {
  settings: CheckoutSettings;
  checkout: ReturnType<typeof useCheckout>;
  order: PlaceOrder;
  /** The name kept with the customer's details: a table tab's name when the form asks none. */
  customerName: string;
  /** "Table 5" or "Room 305" for the WhatsApp message, "" without a place. */
  locationLabel: string;
};

/**
 * The checkout's submit (001 sections 3 and 4): the order and merge payloads from the form and the cart,
 * a table tab's lines marked with who added them (issue 16), the order placed with its idempotency key;
 * once created, the order is remembered for My orders (issue 16) and the WhatsApp message opens (001
 * section 4) where the venue asks for it.
 */
export function useSubmitOrder({ settings, checkout, order, customerName, locationLabel }: SubmitInput): (values: CheckoutValues) => void {
  const t = useTranslations("Checkout");
  const types = useTranslations("OrderTypes");
  const tw = useTranslations("WhatsAppMessage");
  const { cart, fields, geofence } = checkout;

  function openWhatsapp(created: OrderCreated, payload: OrderPayloadInput) {
    const enabled = { enableWhatsappOrder: settings.enableWhatsappOrder, onlinePaymentEnabled: settings.onlinePaymentEnabled };
    if (!opensWhatsappAfterOrder(enabled)) return;
    const text = whatsappOrderText(
      {
        reference: created.padded_order_id ?? created.uuid,
        name: payload.customer_name,
        orderType: types(ORDER_TYPE_MESSAGE_KEYS[payload.order_type]),
        location: locationLabel,
        address: payload.address ?? "",
        phone: payload.phone ?? "",
        items: whatsappItems(
          cart.products.map((line) => cartLineInLanguage(line, settings.catalogue, settings.variationNames)),
          settings.catalogue,
          settings.money,
          settings.lang,
        ),
        total: formatMoney(toMilli(payload.total), settings.money, settings.lang),
        comments: payload.order_comments ?? "",
        orderUrl: `${window.location.origin}/${settings.lang}/order/${encodeURIComponent(created.uuid)}/`,
      },
      (key, values) => tw(key, values),
      (count) => localiseDigits(String(count), settings.lang, settings.money.enable_arabic_numerals),
    );
    const url = whatsappUrl(settings.whatsappNumber, text);
    if (url) window.open(url, "_blank", "noopener,noreferrer");
  }

  return (values: CheckoutValues) => {
    // The button is disabled then too; an order never leaves without the place the checkout shows.
    if (!shownLocationConfirmed(cart)) return;
    const payload = buildOrderPayload({
      menu: settings.order,
      catalogue: settings.catalogue,
      cart,
      fields,
      values,
      coupon: checkout.coupon,
      originLocation: geofence.origin,
      carNumberLabel: t("carNumber"),
      loyalty: checkout.loyalty,
    });
    const merge = buildMergePayload({ catalogue: settings.catalogue, cart, currency: settings.order.currency });
    if (settings.tableTab && cart.orderLocation) {
      // A table tab: the lines say who added them, and this device remembers them for Pay My Items.
      const name = values.name || customerName;
      payload.line_items = withTabGuest(payload.line_items, name);
      merge.line_items = withTabGuest(merge.line_items, name);
      rememberTabLines(payload.line_items.map((line) => line.cart_uuid));
    }
    void order.place({
      payload,
      mergeLines: merge.line_items,
      onCreated: (created) => {
        if (settings.enableMyOrders) rememberMyOrder(settings.licence, created.uuid, Date.now());
        openWhatsapp(created, payload);
      },
    });
  };
}
