import { isLanguage } from "@/lib/domain/language";

/**
 * 000 section 2 'Header and drawer': "A navigation link remembers the scroll position and category id
 * when leaving a category page; the remembered position can be cleared." One slot, as the
 * specification says: the last category left and how far down the guest had scrolled it.
 */
export interface ScrollMemory {
  categoryId: number;
  scrollY: number;
}

export type ShellScreen = { kind: "category"; id: number } | { kind: "home" } | { kind: "other" };

/** What a path shows, with or without the language prefix: /{lang}/category/{id}/, /{lang}/home/, anything else. */
export function screenOfPath(pathname: string): ShellScreen {
  const segments = pathname.split("/").filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  const [screen, id, ...rest] = segments;
  // The landing is where the drawer's logo leads: like Home, a fresh start.
  if (screen === undefined || (screen === "home" && id === undefined)) return { kind: "home" };
  if (screen === "category" && id !== undefined && /^\d+$/.test(id) && rest.length === 0) {
    return { kind: "category", id: Number(id) };
  }
  return { kind: "other" };
}

export interface ScrollStep {
  /** What to remember after this navigation (null: nothing remembered). */
  memory: ScrollMemory | null;
  /** Where to scroll the arriving screen to, or null to leave the router's scroll alone. */
  restoreTo: number | null;
}

/**
 * One navigation from `fromPath` (null on the first screen of the tab) to `toPath`, the guest having
 * scrolled the screen they leave to `leavingScrollY`:
 * - arriving at the remembered category restores its position, whichever way the guest came back
 *   (Back arrow, browser back, drawer link), and uses the memory up;
 * - leaving a category page remembers it (its id and the position);
 * - opening Home (or the landing) clears the memory, and so does opening any other category.
 * Screens in between (product, search, pages) keep the memory until the guest comes back.
 */
export function scrollStep(memory: ScrollMemory | null, fromPath: string | null, toPath: string, leavingScrollY: number): ScrollStep {
  if (fromPath === toPath) return { memory, restoreTo: null };
  const from = fromPath === null ? null : screenOfPath(fromPath);
  const to = screenOfPath(toPath);
  const restoreTo = to.kind === "category" && memory?.categoryId === to.id ? memory.scrollY : null;
  if (to.kind === "home") return { memory: null, restoreTo };
  if (from?.kind === "category" && !(to.kind === "category" && to.id === from.id)) {
    return { memory: { categoryId: from.id, scrollY: Math.max(0, Math.round(leavingScrollY)) }, restoreTo };
  }
  if (to.kind === "category") return { memory: null, restoreTo };
  return { memory, restoreTo };
}

/** Per licence, so two venues open in one tab do not restore each other's categories. */
export function scrollMemoryKey(licence: string): string {
  return `carte-scroll-${licence}`;
}

/** Reads the stored memory back; anything malformed counts as nothing remembered. */
export function parseScrollMemory(raw: string | null): ScrollMemory | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { categoryId, scrollY } = value as Record<string, unknown>;
    if (!Number.isSafeInteger(categoryId) || typeof categoryId !== "number" || categoryId < 0) return null;
    if (typeof scrollY !== "number" || !Number.isFinite(scrollY) || scrollY < 0) return null;
    return { categoryId, scrollY };
  } catch {
    return null;
  }
}

export function serialiseScrollMemory(memory: ScrollMemory): string {
  return JSON.stringify({ categoryId: memory.categoryId, scrollY: memory.scrollY });
}
