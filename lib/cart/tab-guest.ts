import { TEXT_MAX } from "@/lib/api/schemas/limits";

/**
 * This device on a table tab (issue 16): a random id that numbers it among the table's guests ("Guest 2")
 * and the cart_uuids of the lines it added ("Pay My Items"). Both stay in the browser's localStorage;
 * the id is sent with each line and never read back.
 */
const GUEST_KEY = "carte-tab-guest";
const LINES_KEY = "carte-tab-lines";
/** Enough for many visits' rounds; the oldest go first. */
const LINES_KEPT = 300;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The device's tab id, made on first use; a fresh one each time when storage is off. */
export function tabGuestId(store: Storage | null = storage()): string {
  const known = store?.getItem(GUEST_KEY);
  if (known && /^[0-9a-f-]{36}$/.test(known)) return known;
  const made = crypto.randomUUID();
  store?.setItem(GUEST_KEY, made);
  return made;
}

/** The first name shown beside the guest's lines: the first word of the name they gave, bounded like the contract. */
export function tabName(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? "").slice(0, TEXT_MAX.added_by);
}

/** The lines with this device's tab fields. */
export function withTabGuest<T extends object>(lines: readonly T[], name: string, store: Storage | null = storage()) {
  const tab_guest = tabGuestId(store);
  const added_by = tabName(name);
  return lines.map((line) => ({ ...line, tab_guest, added_by }));
}

/** The cart_uuids this device added to tabs. */
export function myTabLines(store: Storage | null = storage()): Set<string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(LINES_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === "string") : []);
  } catch {
    return new Set();
  }
}

export function rememberTabLines(cartUuids: readonly (string | null | undefined)[], store: Storage | null = storage()): void {
  const fresh = cartUuids.filter((uuid): uuid is string => typeof uuid === "string" && uuid !== "");
  const kept = [...myTabLines(store), ...fresh];
  store?.setItem(LINES_KEY, JSON.stringify([...new Set(kept)].slice(-LINES_KEPT)));
}
