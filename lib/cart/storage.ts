import type { PersistStorage, StorageValue } from "zustand/middleware";

// Generic over the state it splits, so the store it serves (store.ts) is the only one of the two that knows
// the cart's shape.
type Part<S> = (state: S) => Partial<S>;

/**
 * The cart's entry, in both storages: per licence, as one browser may visit several venues. The page's
 * first scripts read it too (components/shell/held-tap-script.ts, components/catalogue/dietary-filter-early.ts).
 */
export function cartStorageKey(licence: string): string {
  return `carte-cart-${licence}`;
}

function read<S>(storage: Storage | undefined, name: string): StorageValue<Partial<S>> | null {
  const text = storage?.getItem(name);
  if (!text) return null;
  try {
    return JSON.parse(text) as StorageValue<Partial<S>>;
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
export function cartStorage<S>(lasting: Part<S>, tab: Part<S>): PersistStorage<Partial<S>> {
  const local = () => available(() => window.localStorage);
  const session = () => available(() => window.sessionStorage);
  return {
    getItem(name) {
      const kept = read<S>(local(), name);
      const current = read<S>(session(), name);
      if (!kept && !current) return null;
      return { state: { ...kept?.state, ...current?.state }, version: kept?.version ?? current?.version ?? 0 };
    },
    setItem(name, value) {
      const whole = value.state as S;
      local()?.setItem(name, JSON.stringify({ state: lasting(whole), version: value.version }));
      session()?.setItem(name, JSON.stringify({ state: tab(whole), version: value.version }));
    },
    removeItem(name) {
      local()?.removeItem(name);
      session()?.removeItem(name);
    },
  };
}
