"use client";

import { useEffect } from "react";
import { useCartStoreApi } from "@/components/cart/cart-store-provider";
import { LOCATION_COOKIE_CLEARED, locationCookieOf, parseLocationCookie } from "@/lib/domain/location-link";
import { resolveOrderType, type EnabledOrderTypes } from "@/lib/domain/order-type";

export interface LocationLinkProps {
  /** enable_wishlist_table_orders: a t, r or a link decides browse-only mode by that flag (000 'Shell behaviour'). */
  enableWishlist: boolean;
  enabledOrderTypes: EnabledOrderTypes;
  /** The menu's al_futtaim_enabled flag. */
  partner: boolean;
}

/**
 * Lands a table, room or area link on whichever screen first comes alive after it (issue 24 item 6):
 * the proxy's redirect left the decoded location in a cookie, so a guest who went on before the first
 * page loaded is still at their table. The location, its label and token from that one reading, go
 * into the cart store, the order type follows it (a table means eating in), and the cookie is removed:
 * from then on the cart is the one source the header and the checkout read, until the order closes.
 */
export function LocationLink({ enableWishlist, enabledOrderTypes, partner }: LocationLinkProps) {
  const store = useCartStoreApi();

  useEffect(() => {
    const link = parseLocationCookie(locationCookieOf(document.cookie));
    if (!link) return;
    document.cookie = LOCATION_COOKIE_CLEARED;
    // The store as it is now, restored from this tab's storage: the hydrating render still saw the initial one.
    const state = store.getState();
    state.setOrderLocation(link.orderLocation, link.orderLocationType, `${link.kind}/${link.token}`);
    state.setEnableWishlist(enableWishlist);
    state.setOrderType(resolveOrderType({ current: state.orderType, enabled: enabledOrderTypes, partner, hasLocation: true }));
  }, [enableWishlist, enabledOrderTypes, partner, store]);

  return null;
}
