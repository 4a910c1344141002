/** @jest-environment jsdom */
import { dietaryFilterFor, dietaryFilterKey, dishesHiddenByDietaryFilter, type DietaryDish } from "@/lib/domain/dietary-filter";
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

beforeEach(() => localStorage.clear());

describe("the dietary filter before the first paint", () => {
  test.each<[string, { require: number[]; avoid: number[] }]>([
    ["avoided properties", { require: [], avoid: [3] }],
    ["required properties", { require: [1], avoid: [] }],
    ["both", { require: [1], avoid: [2] }],
    ["a property both required and avoided (avoid wins)", { require: [4, 1], avoid: [4] }],
    ["a property the menu no longer has (dropped, so it cannot hide every dish)", { require: [99], avoid: [] }],
    ["two required", { require: [1, 4], avoid: [] }],
  ])("hides what the bar's rule hides: %s", (_, filter) => {
    localStorage.setItem(dietaryFilterKey(LICENCE), JSON.stringify(filter));
    page();
    expect(hiddenByStyle()).toEqual(dishesHiddenByDietaryFilter(DISHES, dietaryFilterFor(filter, MENU_PROPERTIES)));
  });

  test("hides a list item around a hidden dish too", () => {
    localStorage.setItem(dietaryFilterKey(LICENCE), JSON.stringify({ require: [], avoid: [3] }));
    page();
    const style = document.getElementById(DIETARY_EARLY_ID) as HTMLStyleElement;
    const rules = [...(style.sheet?.cssRules ?? [])] as CSSStyleRule[];
    expect(rules.some((rule) => document.querySelector("li")?.matches(rule.selectorText))).toBe(true);
  });

  test.each([
    ["no filter kept", null],
    ["an empty filter", JSON.stringify({ require: [], avoid: [] })],
    ["damaged text", "{not json"],
    ["another shape", JSON.stringify({ avoid: "3" })],
    ["an id that is not a whole positive number", JSON.stringify({ require: [], avoid: [3, 1.5] })],
    ["another venue's filter", null],
  ])("applies nothing with %s", (_, text) => {
    if (text !== null) localStorage.setItem(dietaryFilterKey(LICENCE), text);
    localStorage.setItem(dietaryFilterKey("another-venue"), JSON.stringify({ require: [], avoid: [3] }));
    page();
    expect(document.getElementById(DIETARY_EARLY_ID)).toBeNull();
  });

  test("writes one style however many filter rows the page has, and the bar takes it away", () => {
    localStorage.setItem(dietaryFilterKey(LICENCE), JSON.stringify({ require: [], avoid: [3] }));
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
