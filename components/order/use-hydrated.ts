"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true after. The cart store answers with its initial
 * state until then, so nothing may act on the cart before this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
