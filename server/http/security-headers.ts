// The security headers of every response of `npm start` (pages, /backend, static files); see
// server/http/secure-response.ts for where they are set and the nonce put into pages.
import { randomBytes } from "node:crypto";
import type { OutgoingHttpHeader } from "node:http";
import { readSetting, type SettingsEnv } from "../../lib/config/settings";

/** Which third parties the pages talk to. */
export interface PageSources {
  ably: boolean;
  maps: boolean;
}

/**
 * Browser features off for every page, except geolocation for the app's own pages (the location
 * gate and the delivery map). Only features Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "display-capture=()",
  "publickey-credentials-get=()",
  "browsing-topics=()",
].join(", ");

/** One year; no includeSubDomains: a venue's custom domain may have subdomains that are not ours. */
export const HSTS = "max-age=31536000";

/** For every response that is not a page: it loads nothing and no one frames it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy (public/sw.js, next.config.ts): a worker's fetches obey the policy
 * its script was served with, and it fetches only this origin's pages and files.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** PDF receipts: Chromium's viewer renders them with its own resources, which default-src 'none' would refuse. */
export const PDF_CSP = "frame-ancestors 'none'";

// Ably's realtime endpoints (ably 2.x: main.realtime.ably.net, fallbacks *.ably-realtime.com, the
// older *.ably.io) when order updates go through Ably.
const ABLY = [
  "https://*.ably.io",
  "wss://*.ably.io",
  "https://*.ably.net",
  "wss://*.ably.net",
  "https://*.ably-realtime.com",
  "wss://*.ably-realtime.com",
];
// Google Maps JavaScript API, Places and Geocoding, as Google's CSP guide lists them.
const MAPS_CONNECT = ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"];
// The venue's tracking ids (components/shell/venue-scripts.tsx): Tag Manager, Analytics, Ads, Pixel beacons.
const TRACKING_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
  "https://*.doubleclick.net",
  "https://www.google.com",
  "https://www.facebook.com",
];

/** A fresh nonce: 128 random bits, base64. */
export function generateNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Which third parties the pages talk to, from the settings that switch them on. */
export function pageSourcesFromEnv(env: SettingsEnv): PageSources {
  return { ably: readSetting(env, "ABLY_API_KEY") !== null, maps: readSetting(env, "GOOGLE_MAPS_API_KEY") !== null };
}

/**
 * The pages' policy. Scripts: the nonce the front server wrote into every <script> of the page,
 * and whatever those scripts load ('strict-dynamic': Next's chunks, the Maps loader, Ably);
 * 'self' https: only for browsers without CSP 3, which ignore 'strict-dynamic'. Styles allow inline
 * styles: React writes style attributes and <style> elements, and Google Maps adds its own.
 */
export function pageCsp(nonce: string, sources: PageSources): string {
  const maps = sources.maps;
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    `style-src 'self' 'unsafe-inline'${maps ? " https://fonts.googleapis.com" : ""}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${maps ? " https://fonts.gstatic.com" : ""}`,
    ["connect-src 'self'", ...(sources.ably ? ABLY : []), ...(maps ? MAPS_CONNECT : []), ...TRACKING_CONNECT].join(" "),
    `worker-src 'self'${maps ? " blob:" : ""}`,
    ...(maps ? ["frame-src 'self' https://*.google.com"] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * The Cache-Control of every page the front server sends. A page carries a nonce made for that
 * response: marked for shared caches (Next's `s-maxage`), a CDN or proxy would hand the one nonce to
 * every guest for up to a minute, and a script injected with it would pass the policy. The browser may
 * keep it, and asks again before using it; the front server's own two seconds (page-cache.mjs) and
 * Next's cache keep answering fast. A page Next marked `no-store` (a guest's own) stays so.
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

/** A page's Cache-Control for the client, from the one Next gave it (read before, by page-cache.ts). */
export function pageCacheControl(nextCacheControl: OutgoingHttpHeader | undefined): string {
  const given = String(nextCacheControl ?? "");
  return /\bno-store\b/i.test(given) ? given : PAGE_CACHE_CONTROL;
}

/** The headers every response carries, whatever its type. HSTS only over HTTPS, where browsers heed it. */
export function commonSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** The policy of a response that is not a page, by its content type. */
export function resourceCsp(contentType: string | undefined): string {
  return /^application\/pdf\b/i.test(contentType ?? "") ? PDF_CSP : RESOURCE_CSP;
}
