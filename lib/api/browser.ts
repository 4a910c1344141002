import { browserDeviceKey } from "@/lib/cart/device-key";
import { browserOrderKeys } from "@/lib/cart/order-keys";
import { createApiClient, type ApiClient } from "./client";

/** Browsers call the venue API on the guest app's own origin: /backend serves or passes it on. */
export const BROWSER_API_BASE = "/backend";

let client: ApiClient | null = null;

/** The venue API client for client components (one per page load). */
export function browserApi(): ApiClient {
  client ??= createApiClient({ baseUrl: BROWSER_API_BASE, orderKeys: browserOrderKeys, deviceKey: browserDeviceKey });
  return client;
}
