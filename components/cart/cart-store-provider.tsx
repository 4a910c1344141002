"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { EARLY_LINE_EVENT } from "@/components/shell/held-tap-script";
import { browserStorage } from "@/lib/cart/browser-storage";
import { adoptEarlyLines } from "@/lib/cart/early-lines";
import { followOtherTab } from "@/lib/cart/other-tabs";
import { cartStorageKey } from "@/lib/cart/storage";
import { createCartStore, type CartStore, type CartStoreApi } from "@/lib/cart/store";
import { adoptOldDietaryFilter } from "@/lib/cart/stored-dietary-filter";

const CartStoreContext = createContext<CartStoreApi | null>(null);

/** One cart store per venue and browser tab; created in a provider so server renders never share one. */
export function CartStoreProvider({ licence, children }: { licence: string; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createCartStore(cartStorageKey(licence));
    // Lines a tap added before hydration, on this page or one the guest left before it hydrated.
    adoptEarlyLines(created, tabStorage());
    adoptOldDietaryFilter(created, browserStorage(), licence);
    return created;
  });
  // A tap while React hydrates still reaches the page's first script, after the store was made.
  useEffect(() => {
    const adopt = () => adoptEarlyLines(store, tabStorage());
    adopt();
    window.addEventListener(EARLY_LINE_EVENT, adopt);
    return () => window.removeEventListener(EARLY_LINE_EVENT, adopt);
  }, [store]);
  useEffect(() => {
    const follow = (event: StorageEvent) => followOtherTab(store, event, browserStorage());
    window.addEventListener("storage", follow);
    return () => window.removeEventListener("storage", follow);
  }, [store]);
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/** The store itself, for effects that must read its current state rather than the last render's. */
export function useCartStoreApi(): CartStoreApi {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error("useCartStore must be used inside CartStoreProvider");
  return store;
}

export function useCartStore<T>(selector: (state: CartStore) => T): T {
  return useStore(useCartStoreApi(), selector);
}

function tabStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off: the page's script could not have kept a line either.
    return undefined;
  }
}
