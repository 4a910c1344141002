import type { DietaryFilter } from "@/lib/domain/dietary-filter";

/** The most ids a stored list may hold; the early script (dietary-filter-early.ts) applies the same cap. */
export const MAX_STORED_PROPERTY_IDS = 200;

// Checked by hand, not with zod: the cart store is on every page, and zod would add 32 KB gzipped to the
// catalogue screens' first load for two lists of ids (decision records 0110 and 0139).
function propertyIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > MAX_STORED_PROPERTY_IDS) return null;
  return value.every((id) => Number.isSafeInteger(id) && id > 0) ? (value as number[]) : null;
}

/** The filter as the device kept it, or null when it is damaged or of another shape (read as no filter). */
export function storedDietaryFilter(value: unknown): DietaryFilter | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  const required = propertyIds(fields.require);
  const avoided = propertyIds(fields.avoid);
  return required && avoided ? { require: required, avoid: avoided } : null;
}

/**
 * Where the filter was kept before it joined the cart's lasting part (decision record 0244). A guest's filter
 * there is moved into the cart once, so that nobody loses it with the deploy.
 */
export function oldDietaryFilterKey(licence: string): string {
  return `carte-dietary-filter-${licence}`;
}

/**
 * Moves a filter kept under the old key into the cart, unless the cart's own entry already holds one (then the
 * old one is stale: written by a page of the previous version), and removes the old key either way.
 */
export function adoptOldDietaryFilter(
  store: { getState(): { setDietaryFilter(filter: DietaryFilter): void }; persist: { getOptions(): { name?: string } } },
  storage: Storage | undefined,
  licence: string,
): void {
  const name = store.persist.getOptions().name;
  if (!storage || !name) return;
  try {
    const old = storage.getItem(oldDietaryFilterKey(licence));
    if (old === null) return;
    storage.removeItem(oldDietaryFilterKey(licence));
    const filter = storedDietaryFilter(JSON.parse(old));
    if (filter && !cartHoldsDietaryFilter(storage.getItem(name))) store.getState().setDietaryFilter(filter);
  } catch {
    // Damaged or unreadable: the guest starts without a filter, as a damaged entry always read.
  }
}

function cartHoldsDietaryFilter(text: string | null): boolean {
  if (text === null) return false;
  try {
    const entry = JSON.parse(text) as { state?: unknown } | null;
    return typeof entry?.state === "object" && entry.state !== null && "dietaryFilter" in entry.state;
  } catch {
    return false;
  }
}
