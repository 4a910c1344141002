"use client";

import { useEffect } from "react";

/**
 * 001 section 7: the payment page view analytics event, with the licence, pushed to the data layer
 * the tag manager and analytics read (only where the venue uses them, as the cart's page view).
 */
export function PaymentPageView({ licence, enabled }: { licence: string; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "payment_page_view", license: licence });
  }, [enabled, licence]);
  return null;
}
