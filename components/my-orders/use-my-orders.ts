import { useMemo, useState, useSyncExternalStore } from "react";
import { myOrdersKey, readMyOrders, subscribeMyOrders } from "@/lib/cart/my-orders-storage";
import type { RememberedOrder } from "@/lib/domain/my-orders";

function storedText(licence: string): string {
  try {
    return window.localStorage.getItem(myOrdersKey(licence)) ?? "";
  } catch {
    return "";
  }
}

/**
 * The venue's orders this device remembers, newest first; null while the server renders and the page
 * hydrates (the server cannot know them). The stored text is the snapshot: a string compares by value,
 * so the list is parsed again only when it changed.
 */
export function useMyOrders(licence: string): RememberedOrder[] | null {
  const text = useSyncExternalStore(
    subscribeMyOrders,
    () => storedText(licence),
    () => null,
  );
  // The age limit is days long: the screen's opening instant is close enough.
  const [now] = useState(() => Date.now());
  return useMemo(() => (text === null ? null : readMyOrders(licence, now)), [licence, text, now]);
}
