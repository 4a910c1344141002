import type { Menu } from "@/lib/api/schemas/menu";
import { trackingIdsOf, type TrackingIds } from "@/lib/analytics/events";
import type { Language } from "@/lib/domain/language";
import { autoCouponCode, fallbackCouponCode } from "@/lib/domain/coupon-box";
import type { MoneySettings } from "@/lib/domain/money-format";
import { enabledOrderTypes, orderTypeFlags, type EnabledOrderTypes, type OrderType } from "@/lib/domain/order-type";
import type { PaymentMenuFlags } from "@/lib/domain/payment-type";
import { orderCatalogue, type OrderCatalogue } from "@/lib/cart/order-payload-lines";
import type { OrderMenu } from "@/lib/cart/order-payload";
import { deliveryUnavailable, orderableTypes } from "@/lib/domain/delivery-availability";
import { googleMapsApiKey, mapsUsable } from "@/lib/maps/server";
import { variationNames, type VariationNames } from "@/lib/cart/line-in-language";
import { venueOpenNow } from "@/lib/venue/catalogue";
import { moneySettingsOf } from "@/lib/venue/money-settings";

/**
 * Everything the cart's client leaves read of the venue, built once on the server: flags, money
 * settings and the menu's prices (the order catalogue), without the rest of the menu document.
 */
export interface CartConfig {
  lang: Language;
  licence: string;
  menuId: number;
  money: MoneySettings;
  catalogue: OrderCatalogue;
  /** The menu's variation names in the screen's language: cart lines are shown in it (issue 26 item 10). */
  variationNames: VariationNames;
  totalsMenu: Pick<OrderMenu, "currency" | "price_decimal_places" | "taxes" | "cart_subtotal_include_tax">;
  /** What the partner venue's loyalty call and employee check read of the menu. */
  orderMenu: Pick<OrderMenu, "id" | "currency" | "menu_country">;
  /** minimum_order_amount in currency units; 0 means none. */
  minimumOrderAmount: number;
  /** The types a guest can order here now (delivery left out while it is unavailable). */
  orderTypes: OrderType[];
  enabledOrderTypes: EnabledOrderTypes;
  /** Delivery is enabled but needs a map position that cannot be given here (lib/domain deliveryUnavailable). */
  deliveryUnavailable: boolean;
  /** al_futtaim_enabled. */
  partner: boolean;
  /** enable_table_tab (issue 16): at a table, the guest may name themselves on the tab. */
  tableTab: boolean;
  enableDisplayOrderTypeHome: boolean;
  /** Open when the page was rendered (000 section 4): a closed venue's cart offers no checkout. */
  venueOpen: boolean;
  /** enable_wishlist: browse-only mode without a table, room or area link. */
  enableWishlist: boolean;
  enableCoupons: boolean;
  enableOrderComments: boolean;
  /** Addresses are picked on the map: enable_address_google_maps AND a GOOGLE_MAPS_API_KEY (lib/maps/server). */
  enableAddressGoogleMaps: boolean;
  enableOrderGeofence: boolean;
  payment: Required<{ [Key in keyof PaymentMenuFlags]: boolean }>;
  /** The `c` query parameter, else coupon_auto_apply (uppercased); null when neither is set. */
  autoCoupon: string | null;
  /** coupon_auto_apply where coupons are on: it discounts while the guest's coupon waits or is refused (issue 26 item 2). */
  fallbackCoupon: string | null;
  defaultProductImage: string | null;
  /** Analytics events are pushed only where the venue has a tag manager or analytics id. */
  /** The venue's tracking ids: the screen's analytics event goes to each. */
  trackingIds: TrackingIds;
}

export function cartConfig(menu: Menu, venue: { licence: string; lang: Language; queryCoupon: string | null; now?: Date }): CartConfig {
  const noDelivery = deliveryUnavailable(menu, googleMapsApiKey() !== null);
  return {
    lang: venue.lang,
    licence: venue.licence,
    menuId: menu.id,
    money: moneySettingsOf(menu),
    catalogue: orderCatalogue(menu),
    variationNames: variationNames(menu),
    totalsMenu: {
      currency: menu.currency,
      price_decimal_places: menu.price_decimal_places,
      taxes: menu.taxes,
      cart_subtotal_include_tax: menu.cart_subtotal_include_tax,
    },
    orderMenu: { id: menu.id, currency: menu.currency, menu_country: menu.menu_country },
    minimumOrderAmount: menu.minimum_order_amount,
    orderTypes: orderableTypes(enabledOrderTypes(menu), noDelivery),
    enabledOrderTypes: orderTypeFlags(menu),
    deliveryUnavailable: noDelivery,
    partner: menu.al_futtaim_enabled,
    tableTab: menu.enable_table_tab,
    enableDisplayOrderTypeHome: menu.enable_display_order_type_home,
    venueOpen: venueOpenNow(menu, venue.now ?? new Date()),
    enableWishlist: menu.enable_wishlist,
    enableCoupons: menu.enable_coupons,
    enableOrderComments: menu.enable_order_comments,
    enableAddressGoogleMaps: mapsUsable(menu),
    enableOrderGeofence: menu.enable_order_geofence,
    payment: {
      enable_payment_type: menu.enable_payment_type,
      enable_cash: menu.enable_cash,
      enable_card_machine: menu.enable_card_machine,
      payment_enabled: menu.payment_enabled,
    },
    autoCoupon: autoCouponCode(venue.queryCoupon, menu.coupon_auto_apply),
    fallbackCoupon: fallbackCouponCode(menu),
    defaultProductImage: menu.default_product_image?.image ?? null,
    trackingIds: trackingIdsOf(menu),
  };
}
