/** @jest-environment jsdom */
import { createCartStore } from "./store";
import { adoptOldDietaryFilter, oldDietaryFilterKey, storedDietaryFilter } from "./stored-dietary-filter";

/** The stored dietary filter (issue 16) is read back only when it is two lists of property ids. */

const NONE = { require: [], avoid: [] };
const read = (text: string) => storedDietaryFilter(JSON.parse(text));

describe("storedDietaryFilter", () => {
  it("reads a filter the app wrote", () => {
    expect(read('{"require":[3],"avoid":[7,9]}')).toEqual({ require: [3], avoid: [7, 9] });
    expect(read('{"require":[],"avoid":[]}')).toEqual(NONE);
    expect(read(JSON.stringify({ require: Array.from({ length: 200 }, (_, index) => index + 1), avoid: [] }))?.require).toHaveLength(200);
  });

  it.each([
    ["not an object", "[1,2]"],
    ["null", "null"],
    ["a list missing", '{"require":[3]}'],
    ["a list that is not one", '{"require":"3","avoid":[]}'],
    ["an id that is not a whole number", '{"require":[1.5],"avoid":[]}'],
    ["an id that is a string", '{"require":["3"],"avoid":[]}'],
    ["a zero or negative id", '{"require":[0],"avoid":[-2]}'],
    ["an id past the safe integers", '{"require":[9007199254740993],"avoid":[]}'],
    ["more than 200 ids", JSON.stringify({ require: Array.from({ length: 201 }, (_, index) => index + 1), avoid: [] })],
  ])("reads %s as damaged", (_, text) => {
    expect(read(text)).toBeNull();
  });
});

describe("adoptOldDietaryFilter: the filter kept before it joined the cart", () => {
  const KEY = "carte-cart-diet";
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("moves a guest's filter into the cart once, and removes the old key", () => {
    localStorage.setItem(oldDietaryFilterKey("diet"), JSON.stringify({ require: [1], avoid: [5] }));
    const store = createCartStore(KEY);
    adoptOldDietaryFilter(store, localStorage, "diet");
    expect(store.getState().dietaryFilter).toEqual({ require: [1], avoid: [5] });
    expect(localStorage.getItem(oldDietaryFilterKey("diet"))).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY) ?? "{}").state.dietaryFilter).toEqual({ require: [1], avoid: [5] });
  });

  it("keeps the cart's own filter, even an empty one, over an old key written by a page of the previous version", () => {
    const first = createCartStore(KEY);
    first.getState().setDietaryFilter({ require: [], avoid: [] });
    localStorage.setItem(oldDietaryFilterKey("diet"), JSON.stringify({ require: [], avoid: [5] }));
    const store = createCartStore(KEY);
    adoptOldDietaryFilter(store, localStorage, "diet");
    expect(store.getState().dietaryFilter).toEqual(NONE);
    expect(localStorage.getItem(oldDietaryFilterKey("diet"))).toBeNull();
  });

  it("drops a damaged old filter, and leaves another venue's to that venue", () => {
    localStorage.setItem(oldDietaryFilterKey("diet"), "{not json");
    localStorage.setItem(oldDietaryFilterKey("other"), JSON.stringify({ require: [], avoid: [5] }));
    const store = createCartStore(KEY);
    adoptOldDietaryFilter(store, localStorage, "diet");
    expect(store.getState().dietaryFilter).toEqual(NONE);
    expect(localStorage.getItem(oldDietaryFilterKey("diet"))).toBeNull();
    expect(localStorage.getItem(oldDietaryFilterKey("other"))).not.toBeNull();
  });

  it("does nothing where storage is switched off", () => {
    const store = createCartStore(KEY);
    expect(() => adoptOldDietaryFilter(store, undefined, "diet")).not.toThrow();
    expect(store.getState().dietaryFilter).toEqual(NONE);
  });
});
