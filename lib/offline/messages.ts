/** The message a page posts to the service worker to have a page's HTML stored (worker/sw.ts). */
export const CACHE_PAGE_MESSAGE = "carte:cache-page";

export interface CachePageMessage {
  type: typeof CACHE_PAGE_MESSAGE;
  url: string;
  /** Fetched again even when stored (the offline screen, once per visit: the venue's look may change). */
  refresh?: boolean;
}

export function cachePageMessage(url: string, refresh = false): CachePageMessage {
  return refresh ? { type: CACHE_PAGE_MESSAGE, url, refresh } : { type: CACHE_PAGE_MESSAGE, url };
}

export function isCachePageMessage(data: unknown): data is CachePageMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === CACHE_PAGE_MESSAGE &&
    typeof (data as { url?: unknown }).url === "string"
  );
}
