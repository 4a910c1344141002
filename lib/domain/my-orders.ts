import { clockMs, type Clock } from "./zoned-time";

/** An order this device placed at a venue: its uuid (the only key to it) and when it was placed. */
export interface RememberedOrder {
  uuid: string;
  /** Milliseconds since the epoch. */
  placedAt: number;
}

/** The list stays short: a guest looks for the order of an hour ago, not of last year. */
export const MY_ORDERS_LIMIT = 20;
export const MY_ORDERS_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order id as it goes into a path: the venue API hands out uuids, another implementation of the
 * contract may not, so any short url-safe id is kept; anything else in storage was not written by us.
 */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The remembered orders still worth listing at `now`: placed within the last 30 days, newest first, at most 20. */
export function recentOrders(orders: readonly RememberedOrder[], now: Clock): RememberedOrder[] {
  const at = clockMs(now);
  const seen = new Set<string>();
  return (
    [...orders]
      // An order placed after the reading instant (a screen open for a while) is kept: it is the newest.
      .filter((order) => at - order.placedAt <= MY_ORDERS_MAX_AGE_DAYS * DAY_MS)
      .sort((a, b) => b.placedAt - a.placedAt)
      .filter((order) => !seen.has(order.uuid) && Boolean(seen.add(order.uuid)))
      .slice(0, MY_ORDERS_LIMIT)
  );
}

/** A newly placed order goes first; placing the same uuid again (a retried submit) keeps one entry. */
export function rememberOrder(orders: readonly RememberedOrder[], uuid: string, now: Clock): RememberedOrder[] {
  if (!ORDER_ID.test(uuid)) return recentOrders(orders, now);
  const others = orders.filter((order) => order.uuid !== uuid);
  return recentOrders([{ uuid, placedAt: clockMs(now) }, ...others], now);
}

/** An order the venue API no longer knows here (deleted, or another venue's) leaves the list. */
export function forgetOrder(orders: readonly RememberedOrder[], uuid: string): RememberedOrder[] {
  return orders.filter((order) => order.uuid !== uuid);
}

/** What storage held, read tolerantly: entries that are not a uuid with a time are dropped. */
export function readRememberedOrders(value: unknown): RememberedOrder[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { uuid, placedAt } = entry as Record<string, unknown>;
    if (typeof uuid !== "string" || !ORDER_ID.test(uuid)) return [];
    if (typeof placedAt !== "number" || !Number.isFinite(placedAt)) return [];
    return [{ uuid, placedAt }];
  });
}
