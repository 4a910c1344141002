import "server-only";
import { createApiClient } from "@/lib/api/client";
import { env } from "@/lib/config/env";

/** The venue API as the server side of the guest app sees it (API_URL, read at run time). */
export function serverApi() {
  return createApiClient({ baseUrl: env.apiUrl });
}

/** Cache tag of a venue's menu reads; a venue import invalidates it. */
export const menuTag = (licence: string) => `menu:${licence}`;

/** 000 section 9: menu data older than a minute is refreshed. */
export const MENU_FRESHNESS_SECONDS = 60;
