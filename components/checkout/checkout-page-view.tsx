"use client";

import { useEffect } from "react";

/** 001 section 7: the checkout_page_view event "with license", once per visit of the screen. */
export function CheckoutPageView({ licence, enabled }: { licence: string; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "checkout_page_view", license: licence });
  }, [enabled, licence]);
  return null;
}
