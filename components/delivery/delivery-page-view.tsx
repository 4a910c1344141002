"use client";

import { useEffect } from "react";

/**
 * The screen's analytics event with the licence, named like the cart's and checkout's
 * (cart_page_view, checkout_page_view), pushed only where the venue uses a tag manager or analytics.
 */
export function DeliveryLocationPageView({ licence, enabled }: { licence: string; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "delivery_location_page_view", license: licence });
  }, [enabled, licence]);
  return null;
}
