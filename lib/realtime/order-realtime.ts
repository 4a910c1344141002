import { orderUpdate, type OrderUpdate } from "@/lib/api/schemas/realtime";

export type OrderUpdateListener = (update: OrderUpdate) => void;
export type Unsubscribe = () => void;

/**
 * One way of hearing an order's changes (Ably or the venue API's event stream). Subscribing never
 * throws and the returned function may be called at any time, even before the connection is up.
 */
export interface OrderRealtime {
  subscribeToOrder(uuid: string, onUpdate: OrderUpdateListener): Unsubscribe;
}

/**
 * An `order-update` payload as either transport delivers it: JSON text from an event stream, an
 * object from Ably. Anything else is dropped: a malformed event must not break the screen.
 */
export function parseOrderUpdate(data: unknown): OrderUpdate | null {
  let value = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = orderUpdate.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Path of the venue API's event stream of one order, below the API base (GET /{lang}/api/order/{uuid}/events/). */
export function orderEventsPath(lang: string, uuid: string): string {
  return `/${encodeURIComponent(lang)}/api/order/${encodeURIComponent(uuid)}/events/`;
}
