import { backFallbackPath, backStep, entryDepth, inAppPageBehind } from "./back-navigation";

describe("backStep (issue 11: back never leaves the site)", () => {
  it("goes back in the history when a page of ours lies behind", () => {
    expect(backStep({ inAppPageBehind: true, categoryId: 3 })).toEqual({ kind: "history" });
    expect(backStep({ inAppPageBehind: true, categoryId: null })).toEqual({ kind: "history" });
  });

  it("otherwise goes to the product's category, else home", () => {
    expect(backStep({ inAppPageBehind: false, categoryId: 3 })).toEqual({ kind: "navigate", href: "/category/3/" });
    expect(backStep({ inAppPageBehind: false, categoryId: null })).toEqual({ kind: "navigate", href: "/home/" });
    expect(backFallbackPath(95100)).toBe("/category/95100/");
  });
});

describe("entryDepth", () => {
  it("keeps the depth an entry was given (back, forward, reload)", () => {
    expect(entryDepth({ recorded: 2, previous: 5, referrerInApp: false })).toBe(2);
    expect(entryDepth({ recorded: 0, previous: 1, referrerInApp: true })).toBe(0);
  });

  it("puts a new entry of an in-app navigation one deeper than the page it came from", () => {
    expect(entryDepth({ recorded: null, previous: 0, referrerInApp: false })).toBe(1);
    expect(entryDepth({ recorded: null, previous: 3, referrerInApp: false })).toBe(4);
  });

  it("puts the first page of a document on a page of ours only when one of ours sent the guest here", () => {
    expect(entryDepth({ recorded: null, previous: null, referrerInApp: false })).toBe(0);
    expect(entryDepth({ recorded: null, previous: null, referrerInApp: true })).toBe(1);
  });
});

describe("inAppPageBehind", () => {
  it("takes the Navigation API's canGoBack where there is one", () => {
    expect(inAppPageBehind({ canGoBack: false, depth: 4 })).toBe(false);
    expect(inAppPageBehind({ canGoBack: true, depth: 0 })).toBe(true);
  });

  it("else the recorded depth", () => {
    expect(inAppPageBehind({ canGoBack: null, depth: 0 })).toBe(false);
    expect(inAppPageBehind({ canGoBack: null, depth: 1 })).toBe(true);
  });
});
