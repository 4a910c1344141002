"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * One page-view event per screen carrying the licence (000 section 2), pushed to the data layer the
 * tag manager and analytics read; nothing is recorded when the venue uses neither.
 */
export function PageView({ licence, enabled }: { licence: string; enabled: boolean }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!enabled) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "page_view", page_path: pathname, licence });
  }, [enabled, licence, pathname]);
  return null;
}
