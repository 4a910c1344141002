import "server-only";
import { createApiClient } from "@/lib/api/client";
import { env } from "@/lib/config/env";

/**
 * The venue API as the server side of the guest app sees it (API_URL, read at run time). Calls about
 * a guest's order or payment answer only on its venue's host (issue 10), so they pass the host the
 * guest asked for (`requestHost()`) as X-Forwarded-Host: without it the API would see this server's
 * own 127.0.0.1. Catalogue reads name their licence and need no host, which keeps them cacheable.
 */
export function serverApi(options: { host?: string } = {}) {
  return createApiClient({ baseUrl: env.apiUrl, headers: options.host ? { "X-Forwarded-Host": options.host } : undefined });
}

/** Cache tag of a venue's menu reads; a venue import invalidates it. */
export const menuTag = (licence: string) => `menu:${licence}`;

/** 000 section 9: menu data older than a minute is refreshed. */
export const MENU_FRESHNESS_SECONDS = 60;
