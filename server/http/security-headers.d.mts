import type { SettingsEnv } from "./settings.mjs";

/** Third parties the pages talk to. */
export interface PageSources {
  /** ABLY_API_KEY is set: order updates over Ably. */
  ably: boolean;
  /** GOOGLE_MAPS_API_KEY is set: the delivery map. */
  maps: boolean;
}

/** Permissions-Policy of every response: geolocation for the app itself, the rest off. */
export declare const PERMISSIONS_POLICY: string;
/** Strict-Transport-Security over HTTPS. */
export declare const HSTS: string;
/** Content-Security-Policy of every response that is not a page. */
export declare const RESOURCE_CSP: string;
/** Content-Security-Policy of PDF receipts. */
export declare const PDF_CSP: string;
/** The service worker's own policy (public/sw.js): it fetches this origin only. */
export declare const WORKER_CSP: string;
/** A fresh nonce: 128 random bits, base64. */
export declare function generateNonce(): string;
/** ABLY_API_KEY and GOOGLE_MAPS_API_KEY switch their hosts on. */
export declare function pageSourcesFromEnv(env: SettingsEnv): PageSources;
/** The pages' Content-Security-Policy for one nonce. */
export declare function pageCsp(nonce: string, sources: PageSources): string;
/** The Cache-Control of pages sent to clients: for the browser only, revalidated before each use. */
export declare const PAGE_CACHE_CONTROL: string;
/** A page's Cache-Control for the client: PAGE_CACHE_CONTROL, or Next's own when it says no-store. */
export declare function pageCacheControl(nextCacheControl: number | string | string[] | undefined): string;
/** X-Content-Type-Options, Referrer-Policy, X-Frame-Options, Permissions-Policy, and HSTS over HTTPS. */
export declare function commonSecurityHeaders(request: { https: boolean }): Record<string, string>;
/** The Content-Security-Policy of a response that is not a page, by content type. */
export declare function resourceCsp(contentType: string | undefined): string;
