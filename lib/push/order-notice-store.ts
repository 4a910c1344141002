import type { OrderNoticeVenue } from "./order-notice";

/**
 * What the order screen keeps for the service worker when the guest subscribes (issue 29): the venue's
 * name and icon, the screen's digits and the subscription's endpoint, one entry per order in Cache
 * storage, which the page and its worker share. The push message carries none of these; the worker
 * reads the entry when a push comes and drops it with the order's last message.
 */
export const PUSH_CACHE = "carte-push";

const PREFIX = "/carte-push/order/";
/** A same-origin address no request is ever made to; relative, so it resolves against page or worker. */
const entryOf = (uuid: string) => `${PREFIX}${encodeURIComponent(uuid.toLowerCase())}/`;

export async function rememberOrderNotice(storage: CacheStorage, uuid: string, venue: OrderNoticeVenue): Promise<void> {
  const cache = await storage.open(PUSH_CACHE);
  await cache.put(entryOf(uuid), new Response(JSON.stringify(venue), { headers: { "Content-Type": "application/json" } }));
}

function readVenue(value: unknown): OrderNoticeVenue | null {
  if (typeof value !== "object" || value === null) return null;
  const { venue, icon, numbering, endpoint } = value as Record<string, unknown>;
  if (typeof venue !== "string" || typeof icon !== "string" || typeof endpoint !== "string") return null;
  return { venue, icon, endpoint, numbering: numbering === "arab" ? "arab" : "latn" };
}

/** The entry of an order; null when there is none or it does not read. */
export async function orderNoticeOf(storage: CacheStorage, uuid: string): Promise<OrderNoticeVenue | null> {
  try {
    const stored = await (await storage.open(PUSH_CACHE)).match(entryOf(uuid));
    return stored ? readVenue(await stored.json()) : null;
  } catch {
    return null;
  }
}

export async function forgetOrderNotice(storage: CacheStorage, uuid: string): Promise<void> {
  await (await storage.open(PUSH_CACHE)).delete(entryOf(uuid));
}

/**
 * Whether another order still uses the subscription: a browser has one per site, shared by every
 * order it follows, so turning one order off must not end the others' notifications.
 */
export async function endpointInUse(storage: CacheStorage, endpoint: string): Promise<boolean> {
  const cache = await storage.open(PUSH_CACHE);
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    if (stored && readVenue(await stored.json().catch(() => null))?.endpoint === endpoint) return true;
  }
  return false;
}
