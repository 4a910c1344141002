import { z } from "zod";
import "@/lib/zod-config";
import type { MapPlace, PlaceSuggestion } from "./types";

/** A place the guest picked from the search, offered again while the search box is empty. */
export interface RecentSearch extends PlaceSuggestion {
  place: MapPlace;
}

/** The specification sets no number; as many as the saved addresses (001 section 9: 5). */
export const SEARCH_HISTORY_LIMIT = 5;

const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
const recentSearch = z.object({
  placeId: z.string(),
  primaryText: z.string(),
  secondaryText: z.string(),
  place: z.object({ location: point, formattedAddress: z.string(), placeData: z.record(z.string(), z.unknown()) }),
});

/** Kept per licence: one browser may visit several venues, each with its own neighbourhood. */
export function searchHistoryKey(licence: string): string {
  return `carte-search-history-${licence}`;
}

/** The stored searches, newest first; whatever is damaged or of another shape is dropped. */
export function readSearchHistory(storage: Pick<Storage, "getItem"> | null, licence: string): RecentSearch[] {
  const text = storage?.getItem(searchHistoryKey(licence));
  if (!text) return [];
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(text));
    return parsed
      .flatMap((entry) => {
        const result = recentSearch.safeParse(entry);
        return result.success ? [result.data] : [];
      })
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

/** Newest first; picking a place again moves it to the front instead of listing it twice. */
export function rememberSearch(history: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...history.filter((kept) => kept.placeId !== entry.placeId)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function writeSearchHistory(storage: Pick<Storage, "setItem"> | null, licence: string, history: readonly RecentSearch[]): void {
  try {
    storage?.setItem(searchHistoryKey(licence), JSON.stringify(history));
  } catch {
    // A full or switched-off storage only costs the history.
  }
}
