// The front server's short memory of whole pages from Next's cache (issue 13): a page Next served
// from its cache (x-nextjs-cache HIT or MISS, shared Cache-Control) is kept for two seconds, per
// request line, host and the cookies the proxy reads, and sent again with a fresh nonce without
// asking Next (nonce-page.ts). Under a dinner rush that is what lets one process answer a thousand
// guests a second; a page is at most two seconds older than Next's own, within the menu's minute.
// A venue change forgets every kept page at once (forgetFrontPages, called by venueChanged where Next's
// tags are dropped): every instance on the database hears the change (NOTIFY venue_changed).
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot.js";
import { countPageCache } from "../observability/front-observer";
import { prepareNoncePage, type NoncePage } from "./nonce-page";

export interface KeptPage {
  headers: [string, OutgoingHttpHeader | undefined][];
  page: NoncePage;
  until: number;
  bytes: number;
}

export interface PageRecorder {
  push(data: Buffer): void;
  end(): void;
}

export interface PageCache {
  find(key: string): KeptPage | null;
  recorder(key: string, statusCode: number, response: ServerResponse): PageRecorder | null;
  readonly size: number;
}

export const KEEP_MS = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

// Bundled pages (the venue API's route handler) and this module are separate copies: the generation
// lives on globalThis so that forgetting from either side reaches the one memory.
const STATE = Symbol.for("carte.front-page-cache");
function shared(): { generation: number } {
  const holder = globalThis as typeof globalThis & { [STATE]?: { generation: number } };
  holder[STATE] ??= { generation: 0 };
  return holder[STATE];
}

/** Every kept page is forgotten, and pages being recorded now are not kept (a venue changed). */
export function forgetFrontPages(): void {
  shared().generation += 1;
}

// Requests Next answers differently from the same URL: client navigations and prefetches (RSC),
// server actions, on-demand revalidation.
const NEXT_REQUEST_HEADERS = [
  "rsc",
  "next-action",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-url",
  "x-prerender-revalidate",
];

/** The cookies proxy.ts reads: the stored language (i18n/routing.ts) and the forms sent at a venue (lib/forms). */
export function isProxyCookie(name: string): boolean {
  return name === "NEXT_LOCALE" || name.startsWith("carte_forms_");
}

function proxyCookies(header: string | undefined): string[] | null {
  const picked: string[] = [];
  for (const pair of (header ?? "").split(";")) {
    const equals = pair.indexOf("=");
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    // Draft mode renders a page fresh for whoever holds this cookie.
    if (name === "__prerender_bypass") return null;
    if (isProxyCookie(name)) picked.push(`${name}=${pair.slice(equals + 1).trim()}`);
  }
  return picked.sort();
}

/** What can change the page Next answers for this request, or null when it is never kept. */
export function pageKey(request: IncomingMessage): string | null {
  if (request.method !== "GET") return null;
  const headers = request.headers;
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined) || headers.authorization !== undefined) return null;
  const cookies = proxyCookies(headers.cookie);
  if (cookies === null) return null;
  // The host and scheme the front server settled (forwarded-origin.ts), never the Host a client wrote:
  // a port of the client's choosing would be a new page each time.
  return JSON.stringify([
    headers["x-forwarded-host"] ?? "",
    headers["x-forwarded-proto"] ?? "",
    request.url,
    cookies,
    // Next sends search engines the page's metadata in its <head> (blocking), everyone else streamed.
    getBotType(String(headers["user-agent"] ?? "")) ?? "",
  ]);
}

// Headers set per response (by the front server, or by Node) are not kept.
const PER_RESPONSE = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "x-request-id",
]);

/**
 * Whether a response is a page from Next's cache that anyone asking the same may get. It reads Next's
 * own Cache-Control: the one clients get, private to each, is set after (secure-response.ts).
 */
export function isKeepable(statusCode: number, response: ServerResponse): boolean {
  const type = String(response.getHeader("content-type") ?? "");
  const cache = String(response.getHeader("x-nextjs-cache") ?? "");
  const control = String(response.getHeader("cache-control") ?? "");
  return (
    statusCode === 200 &&
    /^text\/html\b/i.test(type) &&
    (cache === "HIT" || cache === "MISS") &&
    /\bs-maxage=/.test(control) &&
    !/\b(private|no-store)\b/.test(control) &&
    !response.hasHeader("set-cookie")
  );
}

/** A memory of pages, oldest first out past maxBytes. */
export function createPageCache({
  keepMs = KEEP_MS,
  maxBytes = MAX_BYTES,
  now = Date.now,
}: { keepMs?: number; maxBytes?: number; now?: () => number } = {}): PageCache {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  let generation = shared().generation;

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function current(): void {
    if (generation !== shared().generation) {
      pages.clear();
      bytes = 0;
      generation = shared().generation;
    }
  }

  return {
    /** The kept page for this key, if still fresh. */
    find(key) {
      current();
      const page = pages.get(key);
      if (!page) return null;
      if (page.until <= now()) {
        drop(key);
        return null;
      }
      countPageCache(true);
      return page;
    },
    /**
     * A recorder for the response to this key, or null when it is not a keepable page: push() every
     * byte of the page as Next wrote it, end() when it is whole.
     */
    recorder(key, statusCode, response) {
      if (!isKeepable(statusCode, response)) return null;
      // A page that could have been sent from here, and was asked of Next.
      countPageCache(false);
      const began = shared().generation;
      const headers = Object.entries(response.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name));
      const chunks: Buffer[] = [];
      let size = 0;
      return {
        push(data) {
          size += data.length;
          if (size <= MAX_PAGE_BYTES) chunks.push(data);
        },
        end() {
          // A venue changed while Next answered: the page may be the old one.
          if (size > MAX_PAGE_BYTES || began !== shared().generation) return;
          current();
          const page = prepareNoncePage(Buffer.concat(chunks, size));
          if (page === null) return;
          const held = size * 2;
          drop(key);
          pages.set(key, { headers, page, until: now() + keepMs, bytes: held });
          bytes += held;
          for (const oldest of pages.keys()) {
            if (bytes <= maxBytes) break;
            drop(oldest);
          }
        },
      };
    },
    get size() {
      current();
      return pages.size;
    },
  };
}
