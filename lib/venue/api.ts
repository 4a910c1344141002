import "server-only";
import { createApiClient } from "@/lib/api/client";
import { env } from "@/lib/config/env";
import { GUEST_ADDRESS_HEADER, GUEST_HOST_HEADER, INTERNAL_KEY_HEADER, internalKey } from "@/lib/config/internal-calls";

/**
 * The venue API as the server side of the guest app sees it (API_URL, read at run time). Calls about
 * a guest's order or payment answer only on its venue's host (issue 10), so they name the host the
 * guest asked for (`requestHost()`): without it the API would see this server's own 127.0.0.1.
 * Catalogue reads name their licence and need no host, which keeps them cacheable.
 */
export function serverApi(options: { host?: string; clientAddress?: string | null } = {}) {
  const headers: Record<string, string> = {};
  // The front server believes the guest's host and address only with the deployment's internal key
  // (server/http/internal-key.mjs); a venue API elsewhere behind one trusted proxy (TRUSTED_PROXY_COUNT=1)
  // reads the X-Forwarded- headers instead, and `next dev` (no front server) reads them as they are.
  const key = internalKey(process.env);
  if (key) headers[INTERNAL_KEY_HEADER] = key;
  if (options.host) {
    headers[GUEST_HOST_HEADER] = options.host;
    headers["X-Forwarded-Host"] = options.host;
  }
  if (options.clientAddress) {
    headers[GUEST_ADDRESS_HEADER] = options.clientAddress;
    headers["X-Forwarded-For"] = options.clientAddress;
  }
  return createApiClient({ baseUrl: env.apiUrl, headers });
}

/** Cache tag of a venue's menu reads; a venue import invalidates it (server/venue/venue-changed.ts). */
export const menuTag = (licence: string) => `menu:${licence}`;

/** Cache tag of the host-to-licence lookups; any venue import invalidates it. */
export const CUSTOM_DOMAINS_TAG = "custom-domains";

/** 000 section 9: menu data older than a minute is refreshed. */
export const MENU_FRESHNESS_SECONDS = 60;
