"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { cachePageMessage } from "@/lib/offline/messages";

/** Same-origin files the page loaded before the worker controlled it (its first visit). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && url.pathname.startsWith("/_next/static/");
    });
}

/**
 * Registers the venue's service worker (public/sw.js, worker/sw.ts) for this host, scope "/", in
 * production builds only, and asks it to store each page the guest opens, so that the page opens
 * again without a network (issue 14 item 7). Renders nothing.
 */
export function ServiceWorker() {
  const pathname = usePathname();

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/", updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: loadedFiles() } });
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((registration) => {
      if (!cancelled) registration.active?.postMessage(cachePageMessage(location.href));
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return null;
}
