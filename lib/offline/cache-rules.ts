import { languageFromPath } from "@/lib/domain/language";

/**
 * What the service worker (worker/sw.ts) does with a request, decided from the request alone so that
 * it can be tested without a browser. Only same-origin GET requests are ever cached; anything else
 * (the venue API, third parties, POSTs) goes to the network as if there were no worker.
 *
 * - "page": a page's HTML, network first, the stored copy only when the network fails (offline).
 * - "static": Next's hashed build files, cache first (a new build has new names).
 * - "asset": same-origin images and fonts, stale-while-revalidate with a cap.
 * - null: never cached.
 *
 * A client navigation's RSC payload is left to the network: Next answers it per router state (`Vary:
 * Next-Router-State-Tree`), so a stored one seldom fits, and when its fetch fails Next's router loads
 * the page as a whole instead, which the worker answers from the stored HTML.
 */
export type CacheRule = "page" | "static" | "asset";

export interface RequestFacts {
  url: URL;
  origin: string;
  method: string;
  mode: string;
  destination: string;
  accept: string | null;
  rsc: boolean;
}

/**
 * Pages that hold a guest's own data or exist only to order (an order's status, a payment's return,
 * the checkout, the partner checkout, table and account tokens): never stored, ordering needs a
 * connection anyway (components/shell/offline-notice.tsx).
 */
const PRIVATE_PAGES = new Set(["order", "payment", "checkout", "af-checkout", "t", "a", "r"]);

const IMAGE_OR_FONT = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;

/** The first segment of a page path after the optional language prefix ("/ar/order/x/" -> "order"). */
export function pageSection(pathname: string): string {
  const language = languageFromPath(pathname);
  const rest = language ? pathname.slice(language.length + 1) : pathname;
  return rest.split("/")[1] ?? "";
}

export function cacheRule(request: RequestFacts): CacheRule | null {
  const { url } = request;
  if (request.method !== "GET" || url.origin !== request.origin) return null;
  const path = url.pathname;
  if (path === "/backend" || path.startsWith("/backend/")) return null;
  // The worker itself and Next's internal endpoints are never served from a cache.
  if (path === "/sw.js" || path.startsWith("/_next/webpack-hmr") || path.startsWith("/__nextjs")) return null;
  if (path.startsWith("/_next/static/")) return "static";
  if (path === "/_next/image" || path.startsWith("/_next/image/")) return "asset";
  if (request.destination === "image" || request.destination === "font" || IMAGE_OR_FONT.test(path)) return "asset";
  if (path.startsWith("/_next/") || PRIVATE_PAGES.has(pageSection(path))) return null;
  if (request.rsc) return null;
  if (request.mode === "navigate" || (request.accept ?? "").includes("text/html")) return "page";
  return null;
}
