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
import { offlinePath } from "@/lib/offline/offline-pages";
import { languageFromPath } from "@/lib/domain/language";
import type { PushTextsByLanguage } from "@/lib/push/order-notice";
import { openOrderFromNotification, showOrderPush } from "@/lib/push/worker-handlers";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;
/** The offline page's texts from messages/*.json, put in by the worker's build (serwist.config.mjs). */
declare const __OFFLINE_TEXTS__: OfflineTextsByLanguage;
/** The order-status notifications' texts from messages/*.json, put in by the worker's build. */
declare const __PUSH_TEXTS__: PushTextsByLanguage;

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

/**
 * The venue's offline screen in the language of the page asked for, as a visit stored it (its theme,
 * fonts, header and texts; components/shell/service-worker.tsx asks for it), under the address asked for.
 */
async function venueOfflinePage(url: string): Promise<Response | undefined> {
  const language = languageFromPath(new URL(url).pathname);
  if (!language) return undefined;
  const stored = await caches.match(new URL(offlinePath(language), self.location.origin).href, {
    cacheName: CACHES.page,
    ignoreVary: true,
  });
  if (!stored) return undefined;
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Offline-Fallback", "1");
  return new Response(stored.body, { status: 503, statusText: "Offline", headers });
}

/**
 * A page the network could not give and no visit stored: the venue's offline screen, else (no page of
 * the venue's stored yet in that language) a plain notice, not the browser's error.
 */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => (await venueOfflinePage(request.url)) ?? offlinePage(__OFFLINE_TEXTS__, request.url),
};

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

/** Next's build files a page names (its scripts and styles, in its HTML and its RSC payload). */
const BUILD_FILE = /\/_next\/static\/[^"'\\\s)]+/g;

/**
 * Stores the build files of a page stored from a message: the cart and the offline screen are stored
 * before the guest opens them (lib/offline/offline-pages.ts), so their own scripts were never loaded,
 * and without them the page would not come alive offline. Files already stored are not asked again.
 */
async function storeBuildFiles(page: Response): Promise<void> {
  if (!page.ok || page.headers.has("X-Offline-Fallback")) return;
  const files = new Set((await page.text()).match(BUILD_FILE) ?? []);
  const cache = await caches.open(CACHES.static);
  await Promise.all(
    [...files].map(async (file) => {
      const url = new URL(file, self.location.origin).href;
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (response.status === 200) await cache.put(url, response);
    }),
  );
}

/**
 * A page the guest is on, stored when it is not yet: the first page of a visit loaded before this
 * worker controlled it, and pages reached by client navigation were fetched as RSC payloads only,
 * which the worker leaves alone (lib/offline/cache-rules.ts). Also the pages kept for offline
 * (lib/offline/offline-pages.ts), the offline screen fetched again when asked to refresh.
 */
self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (!isCachePageMessage(message)) return;
  const url = new URL(message.url, self.location.origin);
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
      .then((stored) => (stored && !message.refresh ? undefined : pages.handle({ request, event }).then(storeBuildFiles)))
      .catch(() => undefined),
  );
});

/** A push's JSON; null when it carries none or no JSON. */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * An order's status change (issue 29; server/services/push): worded in the language the guest subscribed
 * in, under the venue's name and icon the order screen kept (lib/push/worker-handlers.ts).
 */
self.addEventListener("push", (event) => {
  const show = (title: string, options: NotificationOptions) => self.registration.showNotification(title, options);
  event.waitUntil(showOrderPush(pushData(event), { caches, texts: __PUSH_TEXTS__, show }));
});

/** A tap opens the live order screen, in a tab already on it when there is one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    openOrderFromNotification(event.notification.data, {
      list: () => self.clients.matchAll({ type: "window", includeUncontrolled: true }),
      open: (url) => self.clients.openWindow(url),
      origin: self.location.origin,
    }),
  );
});

serwist.addEventListeners();
