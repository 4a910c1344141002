import { ORDER_UPDATE_EVENT } from "@/lib/api/schemas/realtime";
import { parseOrderUpdate, type OrderRealtime } from "./order-realtime";

/** The part of the browser's EventSource this adapter uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);

export interface SseOptions {
  /** The stream's address for an order (the API base plus the path the venue API gave). */
  urlFor: (uuid: string) => string;
  createEventSource?: EventSourceFactory;
}

/**
 * The venue API's Server-Sent Events stream. EventSource reconnects by itself after a drop, and the
 * stream starts with the current status, so a change made while disconnected is still heard.
 */
export function sseOrderRealtime({ urlFor, createEventSource = browserEventSource }: SseOptions): OrderRealtime {
  return {
    subscribeToOrder(uuid, onUpdate) {
      const source = createEventSource(urlFor(uuid));
      let open = true;
      source.addEventListener(ORDER_UPDATE_EVENT, (event) => {
        const update = parseOrderUpdate(event.data);
        if (open && update) onUpdate(update);
      });
      return () => {
        open = false;
        source.close();
      };
    },
  };
}
