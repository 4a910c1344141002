import { useCallback, useSyncExternalStore } from "react";
import { dietaryFilterKey, NO_DIETARY_FILTER, type DietaryFilter } from "@/lib/domain/dietary-filter";

export { dietaryFilterKey };

const MAX_IDS = 200;

// Checked by hand, not with zod: this store is on every catalogue screen of a venue with the filter,
// and zod would add 32 KB gzipped to their first load for two lists of ids (issue 13).
function propertyIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > MAX_IDS) return null;
  return value.every((id) => Number.isSafeInteger(id) && id > 0) ? (value as number[]) : null;
}

function storedFilter(value: unknown): DietaryFilter | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  const required = propertyIds(fields.require);
  const avoided = propertyIds(fields.avoid);
  return required && avoided ? { require: required, avoid: avoided } : null;
}

/** The stored filter; anything damaged or of another shape reads as no filter. */
export function readDietaryFilter(storage: Pick<Storage, "getItem"> | null, licence: string): DietaryFilter {
  try {
    const text = storage?.getItem(dietaryFilterKey(licence));
    if (!text) return NO_DIETARY_FILTER;
    return storedFilter(JSON.parse(text)) ?? NO_DIETARY_FILTER;
  } catch {
    return NO_DIETARY_FILTER;
  }
}

export function writeDietaryFilter(storage: Pick<Storage, "setItem"> | null, licence: string, filter: DietaryFilter): void {
  try {
    storage?.setItem(dietaryFilterKey(licence), JSON.stringify({ require: filter.require, avoid: filter.avoid }));
  } catch {
    // A full or switched-off storage keeps the filter for this page only.
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Every filter control and list of a page reads one copy; a change in another tab arrives by the storage event.
const listeners = new Set<() => void>();
const snapshots = new Map<string, { text: string | null; filter: DietaryFilter }>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The same object while the stored text is unchanged, as useSyncExternalStore requires. */
function snapshot(licence: string): DietaryFilter {
  const storage = localStorageOrNull();
  let text: string | null = null;
  try {
    text = storage?.getItem(dietaryFilterKey(licence)) ?? null;
  } catch {
    text = null;
  }
  const kept = snapshots.get(licence);
  if (kept && kept.text === text) return kept.filter;
  const filter = readDietaryFilter(storage, licence);
  snapshots.set(licence, { text, filter });
  return filter;
}

/**
 * The guest's filter at this venue and its setter. The server (and hydration) sees no filter: cached
 * catalogue pages hold nothing guest-specific, and the stored filter applies right after hydration.
 */
export function useDietaryFilter(licence: string): [DietaryFilter, (filter: DietaryFilter) => void] {
  const filter = useSyncExternalStore(
    subscribe,
    () => snapshot(licence),
    () => NO_DIETARY_FILTER,
  );
  const setFilter = useCallback(
    (next: DietaryFilter) => {
      writeDietaryFilter(localStorageOrNull(), licence, next);
      // Storage switched off: the page keeps the choice in memory until it is left.
      if (localStorageOrNull()?.getItem(dietaryFilterKey(licence)) == null) {
        snapshots.set(licence, { text: null, filter: next });
      }
      for (const listener of listeners) listener();
    },
    [licence],
  );
  return [filter, setFilter];
}
