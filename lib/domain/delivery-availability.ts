import { enabledOrderTypes, offeredFallback, ORDER_TYPES, type OrderType, type OrderTypeMenuFlags } from "./order-type";

/**
 * Delivery at a venue whose addresses are picked on the map (enable_address_google_maps) needs the map
 * to check the delivery zone; without a maps key (GOOGLE_MAPS_API_KEY) no zone can be checked and the
 * venue API refuses a written address (422). Such a venue still enables delivery, but the guest cannot
 * use it here (issue 11 item 13).
 */
export function deliveryUnavailable(
  menu: OrderTypeMenuFlags & { enable_address_google_maps?: boolean | null },
  mapsKeySet: boolean,
): boolean {
  return enabledOrderTypes(menu).includes("delivery") && menu.enable_address_google_maps === true && !mapsKeySet;
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
