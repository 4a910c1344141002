import fc from "fast-check";
import { parseScrollMemory, screenOfPath, scrollMemoryKey, scrollStep, serialiseScrollMemory, type ScrollMemory } from "./scroll-memory";

describe("screenOfPath", () => {
  it("reads category pages with or without the language prefix", () => {
    expect(screenOfPath("/en/category/4/")).toEqual({ kind: "category", id: 4 });
    expect(screenOfPath("/zh-hans/category/21")).toEqual({ kind: "category", id: 21 });
    expect(screenOfPath("/category/8/")).toEqual({ kind: "category", id: 8 });
  });

  it("treats home and the landing as home, and everything else as other", () => {
    expect(screenOfPath("/ar/home/")).toEqual({ kind: "home" });
    expect(screenOfPath("/en/")).toEqual({ kind: "home" });
    expect(screenOfPath("/")).toEqual({ kind: "home" });
    expect(screenOfPath("/en/product/12/")).toEqual({ kind: "other" });
    expect(screenOfPath("/en/search/")).toEqual({ kind: "other" });
    expect(screenOfPath("/en/category/abc/")).toEqual({ kind: "other" });
    expect(screenOfPath("/en/category/4/extra/")).toEqual({ kind: "other" });
    expect(screenOfPath("/en/home/more/")).toEqual({ kind: "other" });
  });
});

describe("scrollStep (000 section 2: a navigation link remembers the scroll position and category id)", () => {
  it("remembers the category id and position when leaving a category page for a product", () => {
    expect(scrollStep(null, "/en/category/4/", "/en/product/41/", 812.4)).toEqual({
      memory: { categoryId: 4, scrollY: 812 },
      restoreTo: null,
    });
  });

  it("keeps the memory through other screens and restores it on coming back, using it up", () => {
    const memory: ScrollMemory = { categoryId: 4, scrollY: 812 };
    const onProduct = scrollStep(memory, "/en/product/41/", "/en/search/", 300);
    expect(onProduct).toEqual({ memory, restoreTo: null });
    expect(scrollStep(memory, "/en/search/", "/en/category/4/", 0)).toEqual({ memory: null, restoreTo: 812 });
  });

  it("restores after a language switch too: the category id is what is remembered", () => {
    expect(scrollStep({ categoryId: 4, scrollY: 500 }, "/en/product/41/", "/ar/category/4/", 0).restoreTo).toBe(500);
  });

  it("clears the memory when Home or the landing opens, even straight from a category", () => {
    const memory: ScrollMemory = { categoryId: 4, scrollY: 812 };
    expect(scrollStep(memory, "/en/product/41/", "/en/home/", 100)).toEqual({ memory: null, restoreTo: null });
    expect(scrollStep(memory, "/en/category/4/", "/en/home/", 100)).toEqual({ memory: null, restoreTo: null });
    expect(scrollStep(memory, "/en/page/1/", "/en/", 0)).toEqual({ memory: null, restoreTo: null });
  });

  it("clears the memory when a different category opens from another screen", () => {
    expect(scrollStep({ categoryId: 4, scrollY: 812 }, "/en/product/41/", "/en/category/6/", 0)).toEqual({
      memory: null,
      restoreTo: null,
    });
  });

  it("going from a category to a subcategory remembers the parent, and coming back restores it", () => {
    const left = scrollStep(null, "/en/category/2/", "/en/category/21/", 640);
    expect(left).toEqual({ memory: { categoryId: 2, scrollY: 640 }, restoreTo: null });
    const back = scrollStep(left.memory, "/en/category/21/", "/en/category/2/", 90);
    expect(back).toEqual({ memory: { categoryId: 21, scrollY: 90 }, restoreTo: 640 });
  });

  it("does nothing for a navigation that stays on the same path (search parameters, hash)", () => {
    const memory: ScrollMemory = { categoryId: 4, scrollY: 812 };
    expect(scrollStep(memory, "/en/category/4/", "/en/category/4/", 10)).toEqual({ memory, restoreTo: null });
  });

  it("on the first screen of a tab, restores a category remembered earlier in the tab", () => {
    expect(scrollStep({ categoryId: 4, scrollY: 300 }, null, "/en/category/4/", 0)).toEqual({ memory: null, restoreTo: 300 });
    expect(scrollStep({ categoryId: 4, scrollY: 300 }, null, "/en/product/41/", 0)).toEqual({
      memory: { categoryId: 4, scrollY: 300 },
      restoreTo: null,
    });
  });

  it("never restores a position on a category other than the one remembered", () => {
    const path = fc.oneof(
      fc.integer({ min: 1, max: 30 }).map((id) => `/en/category/${id}/`),
      fc.constantFrom("/en/home/", "/en/search/", "/en/product/5/", "/en/promotions/", "/en/"),
    );
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 12 }), fc.nat({ max: 5000 }), (paths, scrollY) => {
        let memory: ScrollMemory | null = null;
        let from: string | null = null;
        for (const to of paths) {
          const before: ScrollMemory | null = memory;
          const step = scrollStep(memory, from, to, scrollY);
          if (step.restoreTo !== null) {
            expect(before).not.toBeNull();
            expect(screenOfPath(to)).toEqual({ kind: "category", id: before?.categoryId });
            expect(step.restoreTo).toBe(before?.scrollY);
          }
          memory = step.memory;
          from = to;
        }
      }),
    );
  });
});

describe("stored form", () => {
  it("is kept per licence", () => {
    expect(scrollMemoryKey("demo")).toBe("carte-scroll-demo");
  });

  it("round-trips and rejects anything malformed", () => {
    const memory: ScrollMemory = { categoryId: 4, scrollY: 812 };
    expect(parseScrollMemory(serialiseScrollMemory(memory))).toEqual(memory);
    expect(parseScrollMemory(null)).toBeNull();
    expect(parseScrollMemory("not json")).toBeNull();
    expect(parseScrollMemory("null")).toBeNull();
    expect(parseScrollMemory('{"categoryId":"4","scrollY":812}')).toBeNull();
    expect(parseScrollMemory('{"categoryId":4,"scrollY":-1}')).toBeNull();
    expect(parseScrollMemory('{"categoryId":4.5,"scrollY":10}')).toBeNull();
  });
});
