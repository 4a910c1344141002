import { useEffect, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";

const SEEN_KEY = "carte-orders-seen";

function seenOrders(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SEEN_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

function markSeen(uuid: string): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seenOrders().filter((entry) => entry !== uuid), uuid].slice(-20)));
  } catch {
    // Storage switched off: the thank-you text may show again, nothing worse.
  }
}

/**
 * Whether the guest has just placed this order (001 section 2: the thank-you text shows when arriving
 * with the order): the checkout's `?placed=1`, or this tab's first visit to the cart's active order.
 */
export function useThankYou(uuid: string, placed: boolean): boolean {
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  // Read once per visit: the text must not vanish when this very visit marks the order as seen.
  const [seenBefore] = useState(() => (typeof window === "undefined" ? [] : seenOrders()));
  const current = hydrated && activeOrder === uuid;

  useEffect(() => {
    if (current) markSeen(uuid);
  }, [current, uuid]);

  return placed || (current && !seenBefore.includes(uuid));
}
