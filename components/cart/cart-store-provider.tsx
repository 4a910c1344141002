"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createCartStore, type CartStore, type CartStoreApi } from "@/lib/cart/store";

const CartStoreContext = createContext<CartStoreApi | null>(null);

/** One cart store per venue and browser tab; created in a provider so server renders never share one. */
export function CartStoreProvider({ licence, children }: { licence: string; children: ReactNode }) {
  const [store] = useState(() => createCartStore(`carte-cart-${licence}`));
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
