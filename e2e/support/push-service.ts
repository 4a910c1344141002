import type { BrowserContext, Page } from "@playwright/test";

/**
 * The browser's push service, stood in for (issue 29). Chromium refuses push subscriptions in the
 * off-the-record contexts Playwright opens ("Registration failed - permission denied", which
 * e2e/order-push.spec.ts shows a guest meets too), and in a profile of its own it waits for Google's
 * push service, which this closed network never answers. So PushManager's subscribe and
 * getSubscription are replaced in the context's pages, as real as the venue API needs them: refused
 * without the notifications permission, a P-256 key made by WebCrypto and a 16-byte secret (the venue
 * API checks both), an https endpoint under `.invalid` (the venue API's pushes there fail at once, as
 * to a push service that is down), kept in localStorage across reloads, and the applicationServerKey
 * the page gave, for the test to compare with the venue API's.
 *
 * The messages themselves go to the service worker through DevTools (ServiceWorker.deliverPushMessage),
 * which needs no subscription: the worker's push handler runs as for a message from the push service.
 */
export const PUSH_DOUBLE_ENTRY = "carte-e2e-push-subscription";

export interface DoubleSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export async function standInForPushService(context: BrowserContext): Promise<void> {
  await context.addInitScript((entry: string) => {
    const base64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const stored = () => JSON.parse(localStorage.getItem(entry) ?? "null") as { json: DoubleSubscription; key: string } | null;
    const subscriptionOf = ({ json }: { json: DoubleSubscription }) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(entry);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== "granted") throw new DOMException("Registration failed - permission denied", "NotAllowedError");
      const given = options?.applicationServerKey;
      const key = given instanceof ArrayBuffer || ArrayBuffer.isView(given) ? base64url(given as Uint8Array) : String(given);
      const current = stored();
      if (current && current.key !== key)
        throw new DOMException("A subscription with a different applicationServerKey exists", "InvalidStateError");
      if (current) return subscriptionOf(current) as unknown as PushSubscription;
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const json: DoubleSubscription = {
        endpoint: `https://push.invalid/e2e/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: base64url(await crypto.subtle.exportKey("raw", pair.publicKey)),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      localStorage.setItem(entry, JSON.stringify({ json, key }));
      return subscriptionOf({ json }) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const current = stored();
      return current ? (subscriptionOf(current) as unknown as PushSubscription) : null;
    };
  }, PUSH_DOUBLE_ENTRY);
}

/** The subscription the double holds for the page's origin and the key it was made with; null when none. */
export async function doubleSubscription(page: Page): Promise<{ json: DoubleSubscription; key: string } | null> {
  return page.evaluate(
    (entry) => JSON.parse(localStorage.getItem(entry) ?? "null") as { json: DoubleSubscription; key: string } | null,
    PUSH_DOUBLE_ENTRY,
  );
}
