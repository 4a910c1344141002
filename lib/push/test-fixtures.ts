import type { PushSubscriptionPayloadInput } from "@/lib/api/schemas/push";

/** A browser's PushSubscription.toJSON(): a real P-256 point and a 16-byte secret. */
export const sampleSubscription = {
  endpoint: "https://push.example.net/send/abc123",
  expirationTime: null,
  keys: {
    p256dh: "BNvo7BjHX0CvK3YaAAfIdZ_sc8toAMgmotEH4_4P5MyCei5JkKLlKzGsRjvcp3rTOveUz32Ioc5cHT7gXLruM8o",
    auth: "TARKP85HVN2TBGa3YVL-gA",
  },
} satisfies PushSubscriptionPayloadInput;

export const PUSH_ORDER_UUID = "5f0c8f6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f";

/** Cache storage in memory (Node's Response; jsdom has none), the part the push store uses. */
export function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), "https://venue.test").href;
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response),
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}
