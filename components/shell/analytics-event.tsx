"use client";

import { useEffect } from "react";
import { analyticsCalls, type AnalyticsCall, type AnalyticsEvent, type TrackingIds } from "@/lib/analytics/events";

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: (...args: unknown[]) => void;
    /** Pixel commands made before the pixel's script ran (components/shell/venue-scripts.tsx plays them). */
    carteFbq?: unknown[][];
  }
}

/** An Arguments object of these values: gtag.js reads its commands from the data layer as such, not as arrays. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** gtag's own shape, as the venue's gtag snippet defines it. */
function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(argumentsOf(...args));
}

export function sendAnalytics(calls: readonly AnalyticsCall[]): void {
  for (const call of calls) {
    if (call.to === "dataLayer") {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push(call.payload);
    } else if (call.to === "gtag") {
      gtag(...call.args);
    } else if (window.fbq) {
      window.fbq(...call.args);
    } else {
      window.carteFbq = [...(window.carteFbq ?? []), call.args];
    }
  }
}

/**
 * Sends one analytics event (lib/analytics/events.ts) to every tracking id the venue set, when the
 * screen shows and again whenever the event changes (a page_view per client navigation).
 */
export function AnalyticsEvent({ licence, ids, event }: { licence: string; ids: TrackingIds; event: AnalyticsEvent }) {
  const key = JSON.stringify([licence, ids, event]);
  useEffect(() => {
    sendAnalytics(analyticsCalls(ids, licence, event));
    // Props are new objects on every render: sent again only when what the event says changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
