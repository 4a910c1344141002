import { ApiProblem } from "../../errors";
import { processMetrics } from "../../observability/metrics";

/** Bounds on the order event streams one process holds open (issue 10 item 4). */
export interface EventStreamLimits {
  /** Open streams per address of clients that name no device: a phone has one per order screen, a table a few. */
  perClient: number;
  /** Open streams per device key (the guest app names its device, issue 25): one phone's order screens. */
  perDevice: number;
  /**
   * Open streams per address whatever the device keys: a venue's Wi-Fi or a carrier's NAT puts a whole
   * room of guests behind one address, while a script that makes up keys gets no further.
   */
  perAddress: number;
  /** Open streams per order: every guest of a table following one bill, with room to spare. */
  perOrder: number;
  /** Open streams per process: each holds a socket and ~100 KB, and running out of sockets fails every call. */
  total: number;
  /** A stream that carried no order update this long is closed; EventSource reconnects by itself. */
  idleMs: number;
  /** Comment line interval, under the 30-60 s idle timeouts of common proxies. */
  heartbeatMs: number;
}

export const EVENT_STREAM_LIMITS: EventStreamLimits = {
  perClient: 20,
  perDevice: 5,
  perAddress: 300,
  perOrder: 50,
  total: 1000,
  idleMs: 30 * 60_000,
  heartbeatMs: 25_000,
};

/** One open stream's place in the counts; `release` is idempotent. */
export interface StreamSlot {
  release(): void;
}

export interface EventStreamRegistry {
  readonly limits: EventStreamLimits;
  /** Takes a slot for a stream of `order` opened by `client`; a 429 ApiProblem when a cap is reached. */
  open(client: StreamClient, order: string): StreamSlot;
  /** Open streams in all, and the number of clients and orders that have any (tests, health). */
  counts(): { total: number; clients: number; orders: number };
}

/** Who opens a stream: the address it comes from, and the device key it names (null when none). */
export interface StreamClient {
  address: string;
  device: string | null;
}

const TOO_MANY = "Too many open live updates. Close other order screens, or try again later.";

export function createEventStreamRegistry(limits: Partial<EventStreamLimits> = {}): EventStreamRegistry {
  const settings: EventStreamLimits = { ...EVENT_STREAM_LIMITS, ...limits };
  const byClient = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const byOrder = new Map<string, number>();
  let total = 0;
  // Every registry of the process adds to one gauge (a process serves one registry; tests build many).
  const gauge = processMetrics().openEventStreams;
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  return {
    limits: settings,
    open({ address, device }, order) {
      // A device counts on its own; clients without one count together per address.
      const client = device === null ? `address:${address}` : `device:${device}`;
      const clientCap = device === null ? settings.perClient : settings.perDevice;
      const full =
        total >= settings.total ||
        (byClient.get(client) ?? 0) >= clientCap ||
        (byAddress.get(address) ?? 0) >= settings.perAddress ||
        (byOrder.get(order) ?? 0) >= settings.perOrder;
      if (full) throw new ApiProblem(429, { detail: TOO_MANY });
      total += 1;
      gauge.inc();
      change(byClient, client, 1);
      change(byAddress, address, 1);
      change(byOrder, order, 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          gauge.dec();
          change(byClient, client, -1);
          change(byAddress, address, -1);
          change(byOrder, order, -1);
        },
      };
    },
    counts: () => ({ total, clients: byClient.size, orders: byOrder.size }),
  };
}

const defaults = new WeakMap<object, EventStreamRegistry>();

/** The registry of `deps` (VenueApiDeps.eventStreams), or one with the default limits per deps object. */
export function eventStreamsOf(deps: { eventStreams?: EventStreamRegistry }): EventStreamRegistry {
  if (deps.eventStreams) return deps.eventStreams;
  let registry = defaults.get(deps);
  if (!registry) {
    registry = createEventStreamRegistry();
    defaults.set(deps, registry);
  }
  return registry;
}
