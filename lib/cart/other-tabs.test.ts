/** @jest-environment jsdom */
import { followOtherTab } from "./other-tabs";
import { createCartStore } from "./store";
import { teaLine } from "./tea-line.test-support";

const KEY = "carte-cart-tabs";
const line = teaLine();

/** What the browser tells this tab when another one wrote the venue's lasting part. */
const written = (newValue: string | null, key = KEY, storageArea: Storage = localStorage) => ({ key, newValue, storageArea });

describe("followOtherTab: the lasting part follows another tab", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("takes the other tab's dietary filter and customer, keeps this tab's own lines, and writes back the same text", () => {
    const here = createCartStore(KEY);
    here.getState().addLine(line);
    here.getState().setCustomer({ customerName: "Old" });
    // The other tab (jsdom shares one sessionStorage; a browser gives each tab its own).
    const there = createCartStore(KEY);
    there.getState().removeLine(line.uuid);
    there.getState().setCustomer({ customerName: "Mona" });
    there.getState().setDietaryFilter({ require: [], avoid: [5] });
    const text = localStorage.getItem(KEY);

    followOtherTab(here, written(text), localStorage);
    expect(here.getState()).toMatchObject({ customerName: "Mona", dietaryFilter: { require: [], avoid: [5] }, products: [line] });
    expect(localStorage.getItem(KEY)).toBe(text);
  });

  it("never takes the tab's own part from the lasting entry, whatever it holds", () => {
    const here = createCartStore(KEY);
    here.getState().addLine(line);
    followOtherTab(here, written(JSON.stringify({ state: { products: [], coupon: "X", customerName: "Mona" }, version: 0 })), localStorage);
    expect(here.getState()).toMatchObject({ products: [line], coupon: "", customerName: "Mona" });
  });

  it("reads a damaged filter from the other tab as no filter", () => {
    const here = createCartStore(KEY);
    here.getState().setDietaryFilter({ require: [1], avoid: [] });
    followOtherTab(here, written(JSON.stringify({ state: { dietaryFilter: { require: ["1"], avoid: [] } }, version: 0 })), localStorage);
    expect(here.getState().dietaryFilter).toEqual({ require: [], avoid: [] });
  });

  it("ignores another venue's entry, the tab's own storage, a removed entry and damaged text", () => {
    const here = createCartStore(KEY);
    here.getState().setDietaryFilter({ require: [1], avoid: [] });
    const other = JSON.stringify({ state: { dietaryFilter: { require: [], avoid: [5] } }, version: 0 });
    followOtherTab(here, written(other, "carte-cart-elsewhere"), localStorage);
    followOtherTab(here, written(other, KEY, sessionStorage), localStorage);
    followOtherTab(here, written(null), localStorage);
    followOtherTab(here, written("{not json"), localStorage);
    followOtherTab(here, written('{"state":3}'), localStorage);
    followOtherTab(here, written(other), undefined);
    expect(here.getState().dietaryFilter).toEqual({ require: [1], avoid: [] });
  });
});
