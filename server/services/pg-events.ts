import { notify, type DatabaseHandle } from "../db/client";
import { parseOrderUpdate } from "@/lib/api/schemas/realtime";
import type { OrderEvents, OrderUpdate } from "./events";

/**
 * Order events over Postgres NOTIFY: every instance LISTENs once and fans out to the streams of its
 * own guests, so a change written by any process (the CLI included) reaches every open order screen.
 */
export function createPgOrderEvents(database: DatabaseHandle, channel = "order_update"): OrderEvents {
  const listeners = new Map<string, Set<(update: OrderUpdate) => void>>();
  const everyOrder = new Set<(update: OrderUpdate) => void>();
  let stop: Promise<() => Promise<void>> | null = null;

  const dispatch = (payload: string) => {
    // Any process may NOTIFY on the channel: a payload that is not an order update is dropped.
    const update = parseOrderUpdate(payload);
    if (update === null) return;
    for (const listener of listeners.get(update.uuid) ?? []) listener(update);
    for (const listener of everyOrder) listener(update);
  };

  const listening = async () => {
    stop ??= database.listen(channel, dispatch);
    // A failed LISTEN is tried again by the next stream rather than remembered for ever.
    await stop.catch((error: unknown) => {
      stop = null;
      throw error;
    });
  };

  return {
    publish: (tx, update) => notify(tx, channel, JSON.stringify(update)),
    async subscribe(uuid, listener) {
      await listening();
      const set = listeners.get(uuid) ?? new Set();
      set.add(listener);
      listeners.set(uuid, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(uuid);
      };
    },
    async subscribeAll(listener) {
      await listening();
      everyOrder.add(listener);
      return () => void everyOrder.delete(listener);
    },
    async close() {
      listeners.clear();
      everyOrder.clear();
      if (stop) await (await stop)();
      stop = null;
    },
  };
}
