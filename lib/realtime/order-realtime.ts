import { parseOrderUpdate, type OrderUpdate } from "@/lib/api/schemas/realtime";

export { parseOrderUpdate };

export type OrderUpdateListener = (update: OrderUpdate) => void;
export type Unsubscribe = () => void;

/**
 * One way of hearing an order's changes (Ably or the venue API's event stream). Subscribing never
 * throws and the returned function may be called at any time, even before the connection is up.
 */
export interface OrderRealtime {
  subscribeToOrder(uuid: string, onUpdate: OrderUpdateListener): Unsubscribe;
}

/** Path of the venue API's event stream of one order, below the API base (GET /{lang}/api/order/{uuid}/events/). */
export function orderEventsPath(lang: string, uuid: string): string {
  return `/${encodeURIComponent(lang)}/api/order/${encodeURIComponent(uuid)}/events/`;
}
