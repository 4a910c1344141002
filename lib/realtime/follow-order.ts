import type { RealtimeTransport } from "@/lib/api/schemas/realtime";
import { ablyOrderRealtime, toAblyTokenRequest, tokenRequests, type AblyClientFactory } from "./ably";
import { DEVICE_KEY_QUERY } from "@/lib/api/device-key";
import { orderEventsPath, type OrderRealtime, type OrderUpdateListener, type Unsubscribe } from "./order-realtime";
import { sseOrderRealtime, type EventSourceFactory } from "./sse";

export interface FollowOrderDeps {
  /** lib/api's getRealtimeTransport (GET /{lang}/api/order/{uuid}/realtime/). */
  getRealtimeTransport: (lang: string, uuid: string) => Promise<RealtimeTransport>;
  /** The venue API base as the browser reaches it ("/backend"). */
  baseUrl: string;
  createEventSource?: EventSourceFactory;
  createAblyClient?: AblyClientFactory;
  /** This browser's device key, named in the stream's address so its caps count per device (issue 25). */
  deviceKey?: () => string | null;
  /** Told when the transport lookup or Ably fails (the stream takes over). */
  onError?: (error: unknown) => void;
}

/**
 * Follows one order live: Ably on the channel named by the order when the venue API says Ably is
 * configured, else the venue API's event stream. The stream is also the fallback when the lookup or
 * Ably fails: the venue API publishes every change there whatever else is configured.
 */
export function followOrder(lang: string, uuid: string, onUpdate: OrderUpdateListener, deps: FollowOrderDeps): Unsubscribe {
  let closed = false;
  let stop: Unsubscribe | null = null;
  const switchTo = (realtime: OrderRealtime) => {
    if (closed) return;
    stop?.();
    stop = realtime.subscribeToOrder(uuid, onUpdate);
  };
  const stream = (path: string) =>
    sseOrderRealtime({
      urlFor: () => withDeviceKey(`${deps.baseUrl}${path}`, deps.deviceKey?.() ?? null),
      createEventSource: deps.createEventSource,
    });
  const fallback = (error: unknown) => {
    deps.onError?.(error);
    switchTo(stream(orderEventsPath(lang, uuid)));
  };

  deps.getRealtimeTransport(lang, uuid).then((transport) => {
    if (transport.transport === "sse") {
      switchTo(stream(transport.url));
      return;
    }
    const renew = async () => {
      const next = await deps.getRealtimeTransport(lang, uuid);
      if (next.transport !== "ably") throw new Error("The venue API no longer offers Ably");
      return toAblyTokenRequest(next.token_request);
    };
    switchTo(
      ablyOrderRealtime({
        channel: transport.channel,
        event: transport.event,
        tokenRequest: tokenRequests(toAblyTokenRequest(transport.token_request), renew),
        createClient: deps.createAblyClient,
        onFailure: () => fallback(new Error("Ably connection failed")),
      }),
    );
  }, fallback);

  return () => {
    closed = true;
    stop?.();
    stop = null;
  };
}

/** The stream's address naming the device: EventSource sends no headers, so the key goes in the query. */
export function withDeviceKey(url: string, deviceKey: string | null): string {
  if (!deviceKey) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${DEVICE_KEY_QUERY}=${encodeURIComponent(deviceKey)}`;
}
