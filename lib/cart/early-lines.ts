import type { CartLine } from "./types";

/**
 * Lines added before the page hydrated (lib/domain/early-add.ts): the page's first script
 * (components/shell/held-tap-script.ts) appends the line the server built to this sessionStorage
 * entry, beside the cart's own, and the cart store takes them in once it exists (adoptEarlyLines).
 * Kept apart from the cart's entry so the script never writes the store's format.
 */
export function earlyLinesKey(cartStorageKey: string): string {
  return `${cartStorageKey}:early`;
}

// Only lines without choices are added early: anything else in the entry is not ours and is dropped.
// Checked by hand: zod would join every page's scripts for this alone.
function isEarlyLine(entry: unknown): entry is Omit<CartLine, "uuid"> {
  if (typeof entry !== "object" || entry === null) return false;
  const line = entry as Record<string, unknown>;
  const whole = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min;
  const text = (value: unknown) => typeof value === "string" && value.length <= 2000;
  const none = (value: unknown) => Array.isArray(value) && value.length === 0;
  return (
    whole(line.id, 1) &&
    whole(line.category, 0) &&
    text(line.name) &&
    text(line.sku) &&
    (line.image === null || text(line.image)) &&
    typeof line.price === "number" &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    line.qty === 1 &&
    line.special_instructions === "" &&
    none(line.variations) &&
    none(line.combo_groups) &&
    whole(line.max_qty, 0)
  );
}

/** The early lines waiting in `storage`, removed from it; each with a fresh uuid (the page's HTML is shared). */
export function takeEarlyLines(storage: Storage | undefined, cartStorageKey: string, uuid: () => string): CartLine[] {
  const key = earlyLinesKey(cartStorageKey);
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
    if (text !== null) storage?.removeItem(key);
  } catch {
    return [];
  }
  if (text === null) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) =>
    isEarlyLine(entry)
      ? [
          {
            id: entry.id,
            category: entry.category,
            name: entry.name,
            sku: entry.sku,
            image: entry.image,
            price: entry.price,
            qty: 1,
            special_instructions: "",
            variations: [],
            combo_groups: [],
            max_qty: entry.max_qty,
            uuid: uuid(),
          },
        ]
      : [],
  );
}

/** Puts the early lines into the cart as a tap after hydration would (the store's addLine). */
export function adoptEarlyLines(
  store: { getState(): { addLine(line: CartLine): void }; persist: { getOptions(): { name?: string } } },
  storage: Storage | undefined,
): number {
  const name = store.persist.getOptions().name;
  if (!name) return 0;
  const lines = takeEarlyLines(storage, name, () => crypto.randomUUID());
  for (const line of lines) store.getState().addLine(line);
  return lines.length;
}
