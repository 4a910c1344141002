import {
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_LIMIT,
  searchHistoryKey,
  writeSearchHistory,
  type RecentSearch,
} from "./search-history";

function entry(n: number): RecentSearch {
  return {
    placeId: `place-${n}`,
    primaryText: `Place ${n}`,
    secondaryText: "Dubai",
    place: { location: { lat: 25 + n / 100, lng: 55 }, formattedAddress: `Place ${n}, Dubai`, placeData: { place_id: `place-${n}` } },
  };
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe("search history", () => {
  it("keeps the newest first, at most 5, without duplicates", () => {
    let history: RecentSearch[] = [];
    for (let n = 1; n <= 7; n += 1) history = rememberSearch(history, entry(n));
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(history.map((item) => item.placeId)).toEqual(["place-7", "place-6", "place-5", "place-4", "place-3"]);
    expect(rememberSearch(history, entry(5)).map((item) => item.placeId)).toEqual(["place-5", "place-7", "place-6", "place-4", "place-3"]);
  });

  it("is kept per licence", () => {
    const storage = new MemoryStorage();
    writeSearchHistory(storage, "demo", [entry(1)]);
    writeSearchHistory(storage, "e2e-maps", [entry(2)]);
    expect(searchHistoryKey("demo")).toBe("carte-search-history-demo");
    expect(readSearchHistory(storage, "demo")).toEqual([entry(1)]);
    expect(readSearchHistory(storage, "e2e-maps")).toEqual([entry(2)]);
    expect(readSearchHistory(storage, "other")).toEqual([]);
  });

  it("drops damaged entries and damaged storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(searchHistoryKey("demo"), JSON.stringify([{ placeId: 1 }, entry(3)]));
    expect(readSearchHistory(storage, "demo")).toEqual([entry(3)]);
    storage.setItem(searchHistoryKey("demo"), "{not json");
    expect(readSearchHistory(storage, "demo")).toEqual([]);
    expect(readSearchHistory(null, "demo")).toEqual([]);
  });

  it("survives a storage that refuses to write", () => {
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeSearchHistory(full, "demo", [entry(1)])).not.toThrow();
  });
});
