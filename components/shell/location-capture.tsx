"use client";

import { useEffect, useRef } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useRouter } from "@/i18n/navigation";
import type { OrderLocationType } from "@/lib/domain/location-token";
import { resolveOrderType, type EnabledOrderTypes } from "@/lib/domain/order-type";
import { LoadingOverlay } from "./loading-overlay";

export interface LocationCaptureProps {
  orderLocation: string;
  orderLocationType: OrderLocationType;
  /** The link's "{t|r|a}/{token}": the order carries it, as the venue API takes the table only from it. */
  locationToken?: string | null;
  /** enable_wishlist_table_orders: a t, r or a link decides browse-only mode by that flag (000 'Shell behaviour'). */
  enableWishlist: boolean;
  enabledOrderTypes: EnabledOrderTypes;
  /** The menu's al_futtaim_enabled flag. */
  partner: boolean;
  /** Shown in the loading overlay for the moment before home's menu loads. */
  message: string;
}

/**
 * Lands a table, room or area link: the decoded location goes into the cart store, the order type
 * follows it (a table means eating in), then the guest is sent on to home. Replace, not push, so
 * the back button does not bounce through the link again.
 */
export function LocationCapture(props: LocationCaptureProps) {
  const { orderLocation, orderLocationType, locationToken = null, enableWishlist, enabledOrderTypes, partner, message } = props;
  const setOrderLocation = useCartStore((state) => state.setOrderLocation);
  const setEnableWishlist = useCartStore((state) => state.setEnableWishlist);
  const setOrderType = useCartStore((state) => state.setOrderType);
  const currentOrderType = useCartStore((state) => state.orderType);
  const router = useRouter();
  // The order type is read once: re-running after setOrderType would only repeat the redirect.
  const captured = useRef(false);

  useEffect(() => {
    if (captured.current) return;
    captured.current = true;
    setOrderLocation(orderLocation, orderLocationType, locationToken);
    setEnableWishlist(enableWishlist);
    setOrderType(resolveOrderType({ current: currentOrderType, enabled: enabledOrderTypes, partner, hasLocation: true }));
    router.replace("/home/");
  }, [
    currentOrderType,
    enableWishlist,
    enabledOrderTypes,
    locationToken,
    orderLocation,
    orderLocationType,
    partner,
    router,
    setEnableWishlist,
    setOrderLocation,
    setOrderType,
  ]);

  return (
    <main className="min-h-dvh">
      <LoadingOverlay label={message} />
    </main>
  );
}
