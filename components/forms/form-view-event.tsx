"use client";

import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The analytics event of the form screen (000 section 2): info_form_view with the licence, the page
 * name and the page id, pushed to the data layer the venue's tag manager and analytics read.
 */
export function FormViewEvent({ licence, name, id, enabled }: { licence: string; name: string; id: number; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "info_form_view", licence, page_name: name, page_id: id });
  }, [enabled, licence, name, id]);
  return null;
}
