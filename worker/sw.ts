/// <reference lib="webworker" />
// The service worker (000 section 7; issue 14 item 7), bundled by `serwist build` (serwist.config.mjs)
// after `next build` into public/sw.js. Registered per venue host by components/shell/service-worker.tsx.
// What is cached and how: lib/offline/cache-rules.ts. Online, every page comes from the network; the
// stored copy is only for when the network fails. Nothing under /backend goes through here.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import { cacheRule, type CacheRule } from "@/lib/offline/cache-rules";
import { offlinePage, type OfflineTextsByLanguage } from "@/lib/offline/offline-page";
import { isCachePageMessage } from "@/lib/offline/messages";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;
/** The offline page's texts from messages/*.json, put in by the worker's build (serwist.config.mjs). */
declare const __OFFLINE_TEXTS__: OfflineTextsByLanguage;

const CACHES = { page: "carte-pages", static: "carte-static", asset: "carte-assets" } as const;

function matches(rule: CacheRule) {
  return ({ request, url }: RouteMatchCallbackOptions) =>
    cacheRule({
      url,
      origin: self.location.origin,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      accept: request.headers.get("accept"),
      rsc: request.headers.get("rsc") === "1",
    }) === rule;
}

// Only complete answers are stored: an error page or a redirect must not become the offline copy.
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Pages are asked of the server itself, as the browser asks for a navigation. A worker's fetch is a
 * subresource fetch, for which the browser's HTTP cache applies a page's `stale-while-revalidate`:
 * it would answer the page of a moment ago (another variant of the landing, before a form's cookie)
 * and refresh it behind.
 */
const fromServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
};

/** A page the network could not give and no visit stored: a plain notice, not the browser's error. */
const offlineFallback: SerwistPlugin = { handlerDidError: async ({ request }) => offlinePage(__OFFLINE_TEXTS__, request.url) };

const pages = new NetworkFirst({
  cacheName: CACHES.page,
  plugins: [fromServer, okOnly(), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 }), offlineFallback],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: matches("page"), handler: pages },
    {
      matcher: matches("static"),
      handler: new CacheFirst({
        cacheName: CACHES.static,
        plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: matches("asset"),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.asset,
        plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
  ],
});

/**
 * The page the guest is on, stored when it is not yet: the first page of a visit loaded before this
 * worker controlled it, and pages reached by client navigation were fetched as RSC payloads only,
 * which the worker leaves alone (lib/offline/cache-rules.ts).
 */
self.addEventListener("message", (event) => {
  if (!isCachePageMessage(event.data)) return;
  const url = new URL(event.data.url, self.location.origin);
  const request = new Request(url, { headers: { Accept: "text/html" }, credentials: "same-origin" });
  const rule = cacheRule({
    url,
    origin: self.location.origin,
    method: "GET",
    mode: "same-origin",
    destination: "",
    accept: "text/html",
    rsc: false,
  });
  if (rule !== "page") return;
  event.waitUntil(
    caches
      .open(CACHES.page)
      .then((cache) => cache.match(request))
      .then((stored) => (stored ? undefined : pages.handle({ request, event })))
      .catch(() => undefined),
  );
});

serwist.addEventListeners();
