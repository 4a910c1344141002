/**
 * The browser's side of web push (issue 29): where it is offered, and subscribing the page's service
 * worker with the venue API's key. Nothing here prompts; the caller asks for permission on a tap.
 */

/** Push needs a service worker, the Push API and notifications; a page without one of them offers nothing. */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The applicationServerKey's bytes from its base64url text (older Safari takes no text). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const bare = base64url.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(bare + "=".repeat((4 - (bare.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** How long to wait for the worker (registered by components/shell/service-worker.tsx, production only). */
const READY_TIMEOUT_MS = 10_000;
/**
 * How long to wait for the push service: a browser that cannot reach it (Chromium without its
 * vendor's service) never answers the subscription.
 */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** `promise`, or `fail()`'s error after `timeoutMs`. */
function within<T>(promise: Promise<T>, timeoutMs: number, fail: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(fail()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A DOMException is not an Error in every realm (jsdom's).
        reject(error instanceof Error || error instanceof DOMException ? error : fail());
      },
    );
  });
}

export function readyRegistration(timeoutMs = READY_TIMEOUT_MS): Promise<ServiceWorkerRegistration> {
  return within(navigator.serviceWorker.ready, timeoutMs, () => new Error("No service worker"));
}

/**
 * The browser would not subscribe, whatever the page does: a private window (Chromium refuses with
 * "Registration failed - permission denied" though notifications are allowed), a push service it
 * cannot reach. Asking again in a moment gets the same answer, so the guest is told so, not to retry.
 */
export class PushRefused extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "The browser did not subscribe", { cause });
    this.name = "PushRefused";
  }
}

/**
 * Subscribes with `key`. A subscription made with another key (the venue group changed its VAPID pair)
 * cannot be reused: the browser refuses, so it is ended and made again. The browser's refusals (a
 * DOMException) and a push service that never answers are PushRefused.
 */
export async function subscribeWith(manager: PushManager, key: string, timeoutMs = SUBSCRIBE_TIMEOUT_MS): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(key) };
  const subscribe = () =>
    within(manager.subscribe(options), timeoutMs, () => new PushRefused(new Error("No answer from the push service")));
  try {
    try {
      return await subscribe();
    } catch (error) {
      if (!(error instanceof DOMException) || error.name !== "InvalidStateError") throw error;
      await (await manager.getSubscription())?.unsubscribe();
      return await subscribe();
    }
  } catch (error) {
    throw error instanceof DOMException ? new PushRefused(error) : error;
  }
}

/** The shared Cache storage (lib/push/order-notice-store.ts), when the page has it. */
export const pageCaches = (): CacheStorage | null => (typeof caches === "undefined" ? null : caches);
