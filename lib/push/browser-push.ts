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

export function readyRegistration(timeoutMs = READY_TIMEOUT_MS): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("No service worker")), timeoutMs);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error("No service worker"));
      },
    );
  });
}

/**
 * Subscribes with `key`. A subscription made with another key (the venue group changed its VAPID pair)
 * cannot be reused: the browser refuses, so it is ended and made again.
 */
export async function subscribeWith(manager: PushManager, key: string): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(key) };
  try {
    return await manager.subscribe(options);
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== "InvalidStateError") throw error;
    await (await manager.getSubscription())?.unsubscribe();
    return manager.subscribe(options);
  }
}

/** The shared Cache storage (lib/push/order-notice-store.ts), when the page has it. */
export const pageCaches = (): CacheStorage | null => (typeof caches === "undefined" ? null : caches);
