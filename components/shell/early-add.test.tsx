/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { adoptEarlyLines, earlyLinesKey } from "@/lib/cart/early-lines";
import { totalQuantity } from "@/lib/cart/lines";
import { createCartStore } from "@/lib/cart/store";
import type { CartLine } from "@/lib/cart/types";
import { EARLY_LINE_EVENT, HELD_TAP_SCRIPT, type HeldTaps } from "./held-tap-script";
import { useHeldTap } from "./use-held-tap";

// Issue 27 item 6: a tap on Add before hydration, where the server wrote the line it adds
// (lib/domain/early-add.ts), is done at once by the page's first script.
const taps = () => (window as { __carteTaps?: HeldTaps }).__carteTaps;
const CART = "carte-cart-early-test";
const LABELS = Array.from({ length: 21 }, (_, count) => `Cart, ${count} items`);

const kunafa: Omit<CartLine, "uuid"> & { uuid: string } = {
  uuid: "",
  id: 601,
  category: 6,
  name: "Kunafa",
  sku: "KUN",
  image: null,
  price: 18,
  qty: 1,
  special_instructions: "",
  variations: [],
  combo_groups: [],
  max_qty: 0,
};

function page({ note = "", digits = "0123456789", unlessOrder = false } = {}) {
  document.body.innerHTML = `
    <header><a href="/en/cart/" aria-label="Cart, 0 items" data-early-cart="${CART}" data-early-digits="${digits}"></a></header>
    <form><textarea>${note}</textarea>
      <button type="submit" data-replay-tap="product-add:601"><span>Add</span></button></form>`;
  document.querySelector("button")?.setAttribute("data-early-line", JSON.stringify(kunafa));
  document.querySelector("a")?.setAttribute("data-early-labels", JSON.stringify(LABELS));
  if (unlessOrder) document.querySelector("button")?.setAttribute("data-early-unless-order", "");
}

const tap = () => (document.querySelector("button span") as HTMLElement).click();
const cartLink = () => document.querySelector("a") as HTMLElement;
const waiting = (): unknown[] => JSON.parse(sessionStorage.getItem(earlyLinesKey(CART)) ?? "[]");

/** The cart's own entry as the store keeps it (lib/cart/storage.ts). */
function cartHolds(lines: Partial<CartLine>[], extra: object = {}) {
  sessionStorage.setItem(CART, JSON.stringify({ state: { products: lines, ...extra }, version: 0 }));
}

beforeAll(() => new Function(HELD_TAP_SCRIPT)());

beforeEach(() => {
  sessionStorage.clear();
  Object.assign(taps() ?? {}, { held: {}, live: {} });
});

describe("a tap on Add before hydration, with the line the server wrote", () => {
  test("keeps the line beside the cart and shows the cart's new count at once", () => {
    page();
    cartHolds([{ ...kunafa, uuid: "a", qty: 2 }]);
    const told = jest.fn();
    window.addEventListener(EARLY_LINE_EVENT, told);
    tap();
    window.removeEventListener(EARLY_LINE_EVENT, told);
    expect(waiting()).toEqual([kunafa]);
    expect(taps()?.held).toEqual({ "product-add:601": 2 });
    expect(cartLink().getAttribute("data-early-count")).toBe("3");
    expect(cartLink().getAttribute("aria-label")).toBe("Cart, 3 items");
    expect(told).toHaveBeenCalledTimes(1);
  });

  test("in the screen's digits", () => {
    page({ digits: "٠١٢٣٤٥٦٧٨٩" });
    cartHolds(Array.from({ length: 11 }, (_, n) => ({ ...kunafa, uuid: `l${n}` })));
    tap();
    expect(cartLink().getAttribute("data-early-count")).toBe("١٢");
  });

  test("tapped twice, keeps one line: the second tap is the same request", () => {
    page();
    tap();
    tap();
    expect(waiting()).toHaveLength(1);
    expect(cartLink().getAttribute("aria-label")).toBe("Cart, 1 items");
  });

  test("with a note typed in the form, waits for hydration (the note is the page's to read)", () => {
    page({ note: "no nuts" });
    tap();
    expect(waiting()).toEqual([]);
    expect(taps()?.held).toEqual({ "product-add:601": 1 });
    expect(cartLink().hasAttribute("data-early-count")).toBe(false);
  });

  test("with an active order, adds the line and leaves the header's tick alone", () => {
    page();
    cartHolds([], { activeOrder: "0b6f3c9e-4d7a-4e7b-9a59-2f3b8c1d5e6f" });
    tap();
    expect(waiting()).toHaveLength(1);
    expect(cartLink().hasAttribute("data-early-count")).toBe(false);
  });

  describe("on a table-tab venue (data-early-unless-order)", () => {
    const ORDER = "0b6f3c9e-4d7a-4e7b-9a59-2f3b8c1d5e6f";

    test("a device that has joined no table order adds at once", () => {
      page({ unlessOrder: true });
      cartHolds([]);
      tap();
      expect(waiting()).toEqual([kunafa]);
      expect(taps()?.held).toEqual({ "product-add:601": 2 });
      expect(cartLink().getAttribute("data-early-count")).toBe("1");
    });

    test("a first visit (no cart stored yet) adds at once", () => {
      page({ unlessOrder: true });
      tap();
      expect(waiting()).toEqual([kunafa]);
    });

    test("a device with the table's order waits for hydration: the line goes to the order", () => {
      page({ unlessOrder: true });
      cartHolds([], { activeOrder: ORDER });
      tap();
      expect(waiting()).toEqual([]);
      expect(taps()?.held).toEqual({ "product-add:601": 1 });
      expect(cartLink().hasAttribute("data-early-count")).toBe(false);
    });

    test("an order awaiting payment takes no more lines: the tap adds to the cart at once", () => {
      page({ unlessOrder: true });
      cartHolds([], { activeOrder: ORDER, awaitingPayment: true });
      tap();
      expect(waiting()).toEqual([kunafa]);
    });

    test("a cart entry it cannot read leaves the tap for hydration", () => {
      page({ unlessOrder: true });
      sessionStorage.setItem(CART, "{not json");
      tap();
      expect(waiting()).toEqual([]);
      expect(taps()?.held).toEqual({ "product-add:601": 1 });
    });
  });

  test("the cart takes the line in once, with its own uuid, and counts what the header showed", () => {
    page();
    cartHolds([{ ...kunafa, uuid: "a", qty: 2 }]);
    tap();
    const store = createCartStore(CART);
    expect(adoptEarlyLines(store, sessionStorage)).toBe(1);
    expect(adoptEarlyLines(store, sessionStorage)).toBe(0);
    const lines = store.getState().products;
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ ...kunafa, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(String(totalQuantity(lines))).toBe(cartLink().getAttribute("data-early-count"));
    // Written back: a reload finds it in the cart's own entry, nothing left waiting.
    expect(JSON.parse(sessionStorage.getItem(CART) ?? "{}").state.products).toHaveLength(2);
    expect(sessionStorage.getItem(earlyLinesKey(CART))).toBeNull();
  });

  test("once hydrated, runs what follows an add, never the add again", () => {
    page();
    tap();
    document.body.innerHTML = "";
    const add = jest.fn();
    const addedEarly = jest.fn();
    function Button() {
      return <button {...useHeldTap("product-add:601", add, addedEarly)}>Add</button>;
    }
    render(<Button />);
    expect(addedEarly).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
  });
});

describe("what the cart takes in from the waiting entry", () => {
  test.each([
    ["not JSON", "{"],
    ["not a list", JSON.stringify({ id: 1 })],
    ["a line with choices", JSON.stringify([{ ...kunafa, variations: [{ id: 1, name: "Size", values: [] }] }])],
    ["a quantity above 1", JSON.stringify([{ ...kunafa, qty: 5 }])],
    ["a note", JSON.stringify([{ ...kunafa, special_instructions: "extra" }])],
    ["a price below zero", JSON.stringify([{ ...kunafa, price: -18 }])],
    ["a product id that is no id", JSON.stringify([{ ...kunafa, id: "601" }])],
  ])("nothing from %s, and the entry is gone", (_, text) => {
    sessionStorage.setItem(earlyLinesKey(CART), text);
    const store = createCartStore(CART);
    expect(adoptEarlyLines(store, sessionStorage)).toBe(0);
    expect(store.getState().products).toEqual([]);
    expect(sessionStorage.getItem(earlyLinesKey(CART))).toBeNull();
  });
});
