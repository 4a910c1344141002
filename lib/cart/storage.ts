import type { PersistStorage, StorageValue } from "zustand/middleware";
import type { CartState } from "./store";

type Part = (state: CartState) => Partial<CartState>;

function read(storage: Storage | undefined, name: string): StorageValue<Partial<CartState>> | null {
  const text = storage?.getItem(name);
  if (!text) return null;
  try {
    return JSON.parse(text) as StorageValue<Partial<CartState>>;
  } catch {
    // A damaged entry is dropped rather than breaking the cart.
    return null;
  }
}

const available = (pick: () => Storage): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : pick();
  } catch {
    // Storage can be switched off (private modes); the cart then lives in memory only.
    return undefined;
  }
};

/**
 * Splits the persisted cart: the lasting part in localStorage, the tab's part in sessionStorage,
 * read back as one state.
 */
export function cartStorage(lasting: Part, tab: Part): PersistStorage<Partial<CartState>> {
  const local = () => available(() => window.localStorage);
  const session = () => available(() => window.sessionStorage);
  return {
    getItem(name) {
      const kept = read(local(), name);
      const current = read(session(), name);
      if (!kept && !current) return null;
      return { state: { ...kept?.state, ...current?.state }, version: kept?.version ?? current?.version ?? 0 };
    },
    setItem(name, value) {
      const whole = value.state as CartState;
      local()?.setItem(name, JSON.stringify({ state: lasting(whole), version: value.version }));
      session()?.setItem(name, JSON.stringify({ state: tab(whole), version: value.version }));
    },
    removeItem(name) {
      local()?.removeItem(name);
      session()?.removeItem(name);
    },
  };
}
