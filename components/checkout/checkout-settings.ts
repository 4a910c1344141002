import type { Menu } from "@/lib/api/schemas/menu";
import { trackingIdsOf, type TrackingIds } from "@/lib/analytics/events";
import { orderCatalogue, type OrderCatalogue } from "@/lib/cart/order-payload-lines";
import { orderMenu, type OrderMenu } from "@/lib/cart/order-payload";
import { fallbackCouponCode } from "@/lib/domain/coupon-box";
import type { Language } from "@/lib/domain/language";
import type { MoneySettings } from "@/lib/domain/money-format";
import { enabledOrderTypes, orderTypeFlags, type EnabledOrderTypes, type OrderType } from "@/lib/domain/order-type";
import { deliveryUnavailable, orderableTypes } from "@/lib/domain/delivery-availability";
import { googleMapsApiKey, mapsUsable } from "@/lib/maps/server";
import { variationNames, type VariationNames } from "@/lib/cart/line-in-language";
import { venueOpenNow } from "@/lib/venue/catalogue";
import { moneySettingsOf } from "@/lib/venue/money-settings";

/**
 * What the checkout reads of the venue, built on the server so the browser gets these fields and
 * the products' prices rather than the whole menu document.
 */
export interface CheckoutSettings {
  licence: string;
  lang: Language;
  order: OrderMenu;
  catalogue: OrderCatalogue;
  /** The menu's variation names in the screen's language: cart lines are shown in it (issue 26 item 10). */
  variationNames: VariationNames;
  money: MoneySettings;
  /** The menu's minimum_order_amount in currency units (0: none). */
  minimumOrderAmount: number;
  /** al_futtaim_enabled. */
  partner: boolean;
  /** enable_table_tab (issue 16): lines ordered at a table say who added them. */
  tableTab: boolean;
  /** The types a guest can order here now (delivery left out while it is unavailable). */
  orderTypes: OrderType[];
  /** The menu's order-type flags, for the automatic switches of 001 section 4. */
  enabledOrderTypes: EnabledOrderTypes;
  /** Delivery is enabled but needs a map position that cannot be given here (lib/domain deliveryUnavailable). */
  deliveryUnavailable: boolean;
  enableDisplayOrderTypeHome: boolean;
  /** Open when the page was rendered (000 section 4): a closed venue takes no order. */
  venueOpen: boolean;
  /** enable_wishlist: browse-only mode without a table, room or area link. */
  enableWishlist: boolean;
  enableOrderEmail: boolean;
  enableOrderPhone: boolean;
  enableDeliveryDatetime: boolean;
  enableAddressGoogleMaps: boolean;
  enableOrderGeofence: boolean;
  /** checkout_terms: the terms page id, or null. */
  checkoutTerms: number | null;
  /** payment_enabled (online card payment). */
  onlinePaymentEnabled: boolean;
  enableWhatsappOrder: boolean;
  whatsappNumber: string | null;
  enableUserSendWhatsapp: boolean;
  /** enable_my_orders (issue 16): the device remembers the order it places. */
  enableMyOrders: boolean;
  /** coupon_auto_apply where coupons are on (lib/domain fallbackCouponCode). */
  fallbackCoupon: string | null;
  /** The venue has a tag manager or analytics id: page-view events are pushed. */
  /** The venue's tracking ids: the screen's analytics event goes to each. */
  trackingIds: TrackingIds;
}

export function checkoutSettings(venue: { licence: string; language: Language; menu: Menu }): CheckoutSettings {
  const { menu } = venue;
  const noDelivery = deliveryUnavailable(menu, googleMapsApiKey() !== null);
  return {
    licence: venue.licence,
    lang: venue.language,
    order: orderMenu(menu),
    catalogue: orderCatalogue(menu),
    variationNames: variationNames(menu),
    money: moneySettingsOf(menu),
    minimumOrderAmount: menu.minimum_order_amount,
    partner: menu.al_futtaim_enabled,
    tableTab: menu.enable_table_tab,
    orderTypes: orderableTypes(enabledOrderTypes(menu), noDelivery),
    enabledOrderTypes: orderTypeFlags(menu),
    deliveryUnavailable: noDelivery,
    enableDisplayOrderTypeHome: menu.enable_display_order_type_home,
    venueOpen: venueOpenNow(menu, new Date()),
    enableWishlist: menu.enable_wishlist,
    enableOrderEmail: menu.enable_order_email,
    enableOrderPhone: menu.enable_order_phone,
    enableDeliveryDatetime: menu.enable_delivery_datetime,
    enableAddressGoogleMaps: mapsUsable(menu),
    enableOrderGeofence: menu.enable_order_geofence,
    checkoutTerms: menu.checkout_terms,
    onlinePaymentEnabled: menu.payment_enabled,
    enableWhatsappOrder: menu.enable_whatsapp_order,
    whatsappNumber: menu.whatsapp_number,
    enableUserSendWhatsapp: menu.enable_user_send_whatsapp,
    enableMyOrders: menu.enable_my_orders,
    fallbackCoupon: fallbackCouponCode(menu),
    trackingIds: trackingIdsOf(menu),
  };
}
