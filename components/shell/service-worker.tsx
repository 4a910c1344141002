"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { cachePageMessage } from "@/lib/offline/messages";
import { pagesKeptForOffline } from "@/lib/offline/offline-pages";

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
 * again without a network (issue 14 item 7), and the venue's offline screen and cart in the page's
 * language, so that those open offline even if never opened (issue 28 item 13). Renders nothing.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  // The offline screen is fetched again on the first page of a visit, not on every navigation.
  const refreshed = useRef<string | null>(null);

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
      const worker = registration.active;
      if (cancelled || !worker) return;
      worker.postMessage(cachePageMessage(location.href));
      const kept = pagesKeptForOffline(location.pathname);
      if (!kept) return;
      worker.postMessage(cachePageMessage(new URL(kept.cart, location.href).href));
      worker.postMessage(cachePageMessage(new URL(kept.offline, location.href).href, refreshed.current !== kept.offline));
      refreshed.current = kept.offline;
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return null;
}
