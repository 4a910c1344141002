/** @jest-environment jsdom */
import { cartStorageKey } from "@/lib/cart/storage";
import { createCartStore } from "@/lib/cart/store";
import { oldDietaryFilterKey } from "@/lib/cart/stored-dietary-filter";
import { dietaryFilterFor, dishesHiddenByDietaryFilter, type DietaryDish } from "@/lib/domain/dietary-filter";
import { DIETARY_EARLY_ID, DIETARY_EARLY_SCRIPT, removeEarlyDietaryStyle } from "./dietary-filter-early";

// Issue 30 item 5: the stored filter hides its dishes before the first paint, as the bar's own rule
// (dishesHiddenByDietaryFilter) would once hydrated.
const LICENCE = "demo";
const MENU_PROPERTIES = [1, 2, 3, 4, 6];
const DISHES: DietaryDish[] = [
  { id: 101, properties: [] },
  { id: 102, properties: [1] },
  { id: 103, properties: [1, 4] },
  { id: 104, properties: [2, 6] },
  { id: 105, properties: [3] },
  { id: 106, properties: [1, 2, 3, 4, 6] },
];

/** The page as the server writes it: the script before the cards, a list item around one of them. */
function page() {
  document.head.innerHTML = "";
  const cards = DISHES.map((dish) => `<article data-dish-id="${dish.id}" data-dish-props="${dish.properties.join(" ")}"></article>`).join(
    "",
  );
  document.body.innerHTML = `<div id="row"></div><ul><li data-dish-item="105" data-dish-props="3"><span></span></li></ul>${cards}`;
  const script = document.createElement("script");
  script.setAttribute("data-licence", LICENCE);
  script.setAttribute("data-properties", MENU_PROPERTIES.join(" "));
  document.getElementById("row")?.append(script);
  // jsdom runs no inline script: run it as the browser would, with it as the current script.
  Object.defineProperty(document, "currentScript", { configurable: true, value: script });
  new Function(DIETARY_EARLY_SCRIPT)();
  Object.defineProperty(document, "currentScript", { configurable: true, value: null });
}

/** The dishes the early style takes out of the layout. */
function hiddenByStyle(): number[] {
  const style = document.getElementById(DIETARY_EARLY_ID) as HTMLStyleElement | null;
  const rules = [...(style?.sheet?.cssRules ?? [])] as CSSStyleRule[];
  const hides = (element: Element) => rules.some((rule) => rule.style.display === "none" && element.matches(rule.selectorText));
  return [...document.querySelectorAll("[data-dish-id]")].filter(hides).map((card) => Number(card.getAttribute("data-dish-id")));
}

/** The filter kept as the cart store keeps it: in the venue's cart entry, beside the customer fields. */
function keep(dietaryFilter: unknown, licence = LICENCE) {
  localStorage.setItem(cartStorageKey(licence), JSON.stringify({ state: { customerName: "Mona", dietaryFilter }, version: 0 }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the dietary filter before the first paint", () => {
  test.each<[string, { require: number[]; avoid: number[] }]>([
    ["avoided properties", { require: [], avoid: [3] }],
    ["required properties", { require: [1], avoid: [] }],
    ["both", { require: [1], avoid: [2] }],
    ["a property both required and avoided (avoid wins)", { require: [4, 1], avoid: [4] }],
    ["a property the menu no longer has (dropped, so it cannot hide every dish)", { require: [99], avoid: [] }],
    ["two required", { require: [1, 4], avoid: [] }],
  ])("hides what the bar's rule hides: %s", (_, filter) => {
    keep(filter);
    page();
    expect(hiddenByStyle()).toEqual(dishesHiddenByDietaryFilter(DISHES, dietaryFilterFor(filter, MENU_PROPERTIES)));
  });

  test("reads the entry the cart store writes", () => {
    createCartStore(cartStorageKey(LICENCE))
      .getState()
      .setDietaryFilter({ require: [], avoid: [3] });
    page();
    expect(hiddenByStyle()).toEqual([105, 106]);
  });

  test("reads the key the filter had before it joined the cart, while the cart holds none", () => {
    localStorage.setItem(oldDietaryFilterKey(LICENCE), JSON.stringify({ require: [], avoid: [3] }));
    localStorage.setItem(cartStorageKey(LICENCE), JSON.stringify({ state: { customerName: "Mona" }, version: 0 }));
    page();
    expect(hiddenByStyle()).toEqual([105, 106]);
    localStorage.removeItem(cartStorageKey(LICENCE));
    page();
    expect(hiddenByStyle()).toEqual([105, 106]);
    // A damaged cart entry holds none either: the cart store then moves the old key's filter in.
    localStorage.setItem(cartStorageKey(LICENCE), "{not json");
    page();
    expect(hiddenByStyle()).toEqual([105, 106]);
  });

  test("prefers the cart's filter, even an empty one, to the old key", () => {
    localStorage.setItem(oldDietaryFilterKey(LICENCE), JSON.stringify({ require: [], avoid: [3] }));
    keep({ require: [], avoid: [] });
    page();
    expect(document.getElementById(DIETARY_EARLY_ID)).toBeNull();
    keep({ require: [], avoid: [2] });
    page();
    expect(hiddenByStyle()).toEqual([104, 106]);
  });

  test("hides a list item around a hidden dish too", () => {
    keep({ require: [], avoid: [3] });
    page();
    const style = document.getElementById(DIETARY_EARLY_ID) as HTMLStyleElement;
    const rules = [...(style.sheet?.cssRules ?? [])] as CSSStyleRule[];
    expect(rules.some((rule) => document.querySelector("li")?.matches(rule.selectorText))).toBe(true);
  });

  test.each<[string, (() => void) | null]>([
    ["no filter kept", null],
    ["an empty filter", () => keep({ require: [], avoid: [] })],
    ["a filter that is not an object", () => keep("avoid 3")],
    ["another shape", () => keep({ avoid: "3" })],
    ["an id that is not a whole positive number", () => keep({ require: [], avoid: [3, 1.5] })],
    ["more than 200 ids", () => keep({ require: [], avoid: Array.from({ length: 201 }, (_, index) => index + 1) })],
    ["another venue's filter", null],
    ["a damaged cart entry", () => localStorage.setItem(cartStorageKey(LICENCE), "{not json")],
    ["a damaged old key", () => localStorage.setItem(oldDietaryFilterKey(LICENCE), "{not json")],
  ])("applies nothing with %s", (_, store) => {
    store?.();
    keep({ require: [], avoid: [3] }, "another-venue");
    localStorage.setItem(oldDietaryFilterKey("another-venue"), JSON.stringify({ require: [], avoid: [3] }));
    page();
    expect(document.getElementById(DIETARY_EARLY_ID)).toBeNull();
  });

  test("writes one style however many filter rows the page has, and the bar takes it away", () => {
    keep({ require: [], avoid: [3] });
    page();
    const script = document.createElement("script");
    script.setAttribute("data-licence", LICENCE);
    Object.defineProperty(document, "currentScript", { configurable: true, value: script });
    new Function(DIETARY_EARLY_SCRIPT)();
    expect(document.querySelectorAll(`#${DIETARY_EARLY_ID}`)).toHaveLength(1);
    removeEarlyDietaryStyle();
    expect(document.getElementById(DIETARY_EARLY_ID)).toBeNull();
  });
});
