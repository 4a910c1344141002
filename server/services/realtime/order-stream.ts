import type { SSEStreamingApi } from "hono/streaming";
import { ORDER_UPDATE_EVENT, type OrderEvents, type OrderUpdate } from "../events";

/** Under the 30-60 s idle timeouts of common proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;

/**
 * How soon a browser opens the stream again after it drops (the `retry:` field): when an instance goes
 * away, its guests are back on another within a second, not after the browser's default of about 3 s.
 */
export const RECONNECT_MS = 1_000;

/**
 * A subscription that holds back the events heard before the stream is ready, so that the first
 * event a guest receives is always the current status (subscribing first, then reading the status,
 * is what keeps a change made in between from being lost).
 */
export async function openOrderSubscription(events: OrderEvents, uuid: string) {
  const early: OrderUpdate[] = [];
  let deliver: ((update: OrderUpdate) => void) | null = null;
  const unsubscribe = await events.subscribe(uuid, (update) => (deliver ? deliver(update) : early.push(update)));
  return {
    unsubscribe,
    /** Starts delivery: the events held back are handed over first, in order. */
    start(listener: (update: OrderUpdate) => void) {
      deliver = listener;
      for (const update of early.splice(0)) listener(update);
    },
  };
}

/**
 * Streams `order-update` events of one order until the guest goes away: the current status first
 * (with RECONNECT_MS), then every change, and a comment line every HEARTBEAT_MS. The stream stays
 * open after a final status (closing it would only make EventSource reconnect), but not for ever:
 * after `idleMs` without an update it ends, which frees its slot; a guest still watching reconnects
 * and is sent the current status again.
 */
export async function streamOrderUpdates(
  stream: SSEStreamingApi,
  subscription: Awaited<ReturnType<typeof openOrderSubscription>>,
  current: OrderUpdate,
  options: { heartbeatMs?: number; idleMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  // Writes are chained: a heartbeat and an event written at once would interleave their bytes.
  let writing = Promise.resolve();
  const queue = (write: () => Promise<unknown>) => {
    writing = writing.then(write).then(
      () => undefined,
      () => undefined,
    );
  };
  let close: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    close = resolve;
    stream.onAbort(resolve);
    options.signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  let idle: ReturnType<typeof setTimeout> | undefined;
  const restartIdle = () => {
    clearTimeout(idle);
    if (options.idleMs !== undefined) idle = setTimeout(close, options.idleMs);
  };
  let retry: number | undefined = RECONNECT_MS;
  const send = (update: OrderUpdate) => {
    restartIdle();
    // With the first event: EventSource keeps the reconnection time for the rest of the stream.
    const event = { event: ORDER_UPDATE_EVENT, data: JSON.stringify(update), retry };
    retry = undefined;
    queue(() => stream.writeSSE(event));
  };

  const heartbeat = setInterval(() => queue(() => stream.write(": heartbeat\n\n")), options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    send(current);
    subscription.start(send);
    if (!stream.aborted && !options.signal?.aborted) await closed;
  } finally {
    clearInterval(heartbeat);
    clearTimeout(idle);
    subscription.unsubscribe();
  }
}
