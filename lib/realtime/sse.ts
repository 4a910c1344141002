import { ORDER_UPDATE_EVENT } from "@/lib/api/schemas/realtime";
import { parseOrderUpdate, type OrderRealtime } from "./order-realtime";

/** EventSource.CLOSED: the browser has given up on the stream and will not reconnect by itself. */
const CLOSED = 2;

/** The part of the browser's EventSource this adapter uses. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** Where the adapter hears that the device is back online (the browser's window; a double in tests). */
export interface OnlineSignal {
  addEventListener(type: "online", listener: () => void): void;
  removeEventListener(type: "online", listener: () => void): void;
}

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);
const browserOnline = (): OnlineSignal | null => (typeof window === "undefined" ? null : window);

/** Waits before reopening a stream the browser gave up on: 1 s, doubling up to 30 s; an open stream starts over. */
export function reopenDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

export interface SseOptions {
  /** The stream's address for an order (the API base plus the path the venue API gave). */
  urlFor: (uuid: string) => string;
  createEventSource?: EventSourceFactory;
  online?: OnlineSignal | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The venue API's Server-Sent Events stream. The stream starts with the current status, so every
 * (re)connection first hands on where the order is now, and a change made while disconnected is
 * heard. EventSource reconnects by itself after a dropped connection, but gives up for good (CLOSED)
 * when an attempt is answered with an error status (a 429, a 502 while the server restarts) or the
 * network is gone: then this adapter opens a new one, after a growing delay or as soon as the
 * device is back online.
 */
export function sseOrderRealtime({
  urlFor,
  createEventSource = browserEventSource,
  online = browserOnline(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SseOptions): OrderRealtime {
  return {
    subscribeToOrder(uuid, onUpdate) {
      let stopped = false;
      let failures = 0;
      let timer: unknown = null;
      let source: EventSourceLike;

      const open = () => {
        timer = null;
        const current = createEventSource(urlFor(uuid));
        source = current;
        current.addEventListener("open", () => {
          failures = 0;
        });
        current.addEventListener(ORDER_UPDATE_EVENT, (event) => {
          const update = parseOrderUpdate(event.data);
          if (!stopped && current === source && update) onUpdate(update);
        });
        current.addEventListener("error", () => {
          if (stopped || current !== source || current.readyState !== CLOSED || timer !== null) return;
          failures += 1;
          timer = setTimer(open, reopenDelayMs(failures));
        });
      };
      const reopenNow = () => {
        if (stopped || source.readyState !== CLOSED) return;
        if (timer !== null) clearTimer(timer);
        open();
      };

      open();
      online?.addEventListener("online", reopenNow);
      return () => {
        stopped = true;
        if (timer !== null) clearTimer(timer);
        online?.removeEventListener("online", reopenNow);
        source.close();
      };
    },
  };
}
