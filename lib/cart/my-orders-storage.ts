import { forgetOrder, readRememberedOrders, recentOrders, rememberOrder, type RememberedOrder } from "@/lib/domain/my-orders";
import type { Clock } from "@/lib/domain/zoned-time";

/** One list per venue: a device that orders at two venues never lists one's orders at the other. */
export const myOrdersKey = (licence: string) => `carte-my-orders-${licence}`;

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (private modes): nothing is remembered then.
    return undefined;
  }
}

function readRaw(licence: string): RememberedOrder[] {
  const text = storage()?.getItem(myOrdersKey(licence));
  if (!text) return [];
  try {
    return readRememberedOrders(JSON.parse(text));
  } catch {
    return [];
  }
}

function write(licence: string, orders: readonly RememberedOrder[]): void {
  try {
    storage()?.setItem(myOrdersKey(licence), JSON.stringify(orders));
  } catch {
    // A full storage loses the list, never the order.
    return;
  }
  listeners.forEach((listener) => listener());
}

/** The venue's remembered orders worth listing at `now`, newest first. */
export function readMyOrders(licence: string, now: Clock): RememberedOrder[] {
  return recentOrders(readRaw(licence), now);
}

export function rememberMyOrder(licence: string, uuid: string, now: Clock): void {
  write(licence, rememberOrder(readRaw(licence), uuid, now));
}

export function forgetMyOrder(licence: string, uuid: string): void {
  const orders = readRaw(licence);
  const kept = forgetOrder(orders, uuid);
  if (kept.length !== orders.length) write(licence, kept);
}

/** Changes made in this tab, and in other tabs (the storage event), for useSyncExternalStore. */
export function subscribeMyOrders(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
