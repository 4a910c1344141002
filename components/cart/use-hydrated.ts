import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true from then on. The cart store answers its
 * initial (empty) state during hydration, so the cart waits for this before showing lines or
 * running its effects (auto-apply, redirects) on what would otherwise look like an empty cart.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
