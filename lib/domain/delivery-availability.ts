import { enabledOrderTypes, offeredFallback, ORDER_TYPES, type OrderType, type OrderTypeMenuFlags } from "./order-type";

export interface DeliveryPositionFlags extends OrderTypeMenuFlags {
  enable_address_google_maps?: boolean | null;
  /** The venue delivers only inside its delivery zones (the menu call's has_delivery_zones). */
  has_delivery_zones?: boolean | null;
}

/**
 * Whether a delivery order needs a map position: the venue API prices a zone venue's delivery by the
 * zone holding the position and refuses a written address alone (server/services/orders/charges.ts,
 * DELIVERY_POINT_REQUIRED); a venue that picks addresses on the map asks for one by its own choice.
 */
export function deliveryNeedsPosition(menu: DeliveryPositionFlags): boolean {
  return menu.has_delivery_zones === true || menu.enable_address_google_maps === true;
}

/** Whether the guest can give a map position: only the map picker takes one, and it needs the maps key. */
export function positionCapturable(menu: DeliveryPositionFlags, mapsKeySet: boolean): boolean {
  return menu.enable_address_google_maps === true && mapsKeySet;
}

/**
 * Delivery is enabled but can never succeed here: it needs a map position and none can be given (issue
 * 11 item 13, issue 24 item 7). The selectors then show it unavailable before the guest fills a checkout.
 */
export function deliveryUnavailable(menu: DeliveryPositionFlags, mapsKeySet: boolean): boolean {
  return enabledOrderTypes(menu).includes("delivery") && deliveryNeedsPosition(menu) && !positionCapturable(menu, mapsKeySet);
}

/** The types a guest can order now: the enabled ones, without delivery while it is unavailable. */
export function orderableTypes(enabled: readonly OrderType[], unavailable: boolean): OrderType[] {
  return enabled.filter((type) => type !== "delivery" || !unavailable);
}

/** The selector's buttons in the specification's order: the orderable types, and delivery shown unavailable. */
export function selectorTypes(orderable: readonly OrderType[], unavailable: boolean): { type: OrderType; available: boolean }[] {
  return ORDER_TYPES.filter((type) => orderable.includes(type) || (type === "delivery" && unavailable)).map((type) => ({
    type,
    available: orderable.includes(type),
  }));
}

/**
 * The cart's type once delivery is unavailable: the specification's fallback among the orderable types
 * (dine_in, drive_thru, takeaway); delivery stays only when nothing else is offered, and then no
 * checkout is offered (`deliveryBlocked`).
 */
export function orderableType(current: OrderType, orderable: readonly OrderType[], unavailable: boolean): OrderType {
  if (current !== "delivery" || !unavailable) return current;
  return offeredFallback(orderable) ?? current;
}

/** The cart holds delivery while delivery is unavailable: nothing can be ordered until the guest picks another type. */
export function deliveryBlocked(orderType: OrderType | null, unavailable: boolean): boolean {
  return unavailable && orderType === "delivery";
}
