/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  activeLine,
  activeSectionId,
  CLICK_SUPPRESS_MS,
  LIST_CHANGE_SUPPRESS_MS,
  navMaxWidth,
  SCROLL_DEBOUNCE_MS,
  SpecialCategoryNav,
} from "./special-category-nav";

describe("activeSectionId", () => {
  const tops = [
    { id: 1, top: -400 },
    { id: 21, top: 40 },
    { id: 22, top: 900 },
  ];

  it("is the last section whose top has passed the line under the nav", () => {
    expect(activeSectionId(tops, 100)).toBe(21);
    expect(activeSectionId(tops, 0)).toBe(1);
  });

  it("is the first section before any has reached the line, and null without sections", () => {
    expect(activeSectionId([{ id: 5, top: 300 }], 100)).toBe(5);
    expect(activeSectionId([], 100)).toBeNull();
  });
});

describe("activeLine", () => {
  it("sits under the nav while the page can still scroll", () => {
    expect(activeLine(100, 800, 0, 5000)).toBe(108);
  });

  it("drops to the window's bottom at the end of the page, so a short last section can become current", () => {
    expect(activeLine(100, 800, 4200, 5000)).toBe(799);
    expect(
      activeSectionId(
        [
          { id: 5, top: -300 },
          { id: 6, top: 500 },
        ],
        activeLine(100, 800, 4200, 5000),
      ),
    ).toBe(6);
  });
});

describe("navMaxWidth (000 section 9: window width + 30 under 450)", () => {
  it("caps narrow windows and leaves 450 and wider alone", () => {
    expect(navMaxWidth(412)).toBe(442);
    expect(navMaxWidth(449)).toBe(479);
    expect(navMaxWidth(450)).toBeNull();
  });
});

describe("SpecialCategoryNav", () => {
  const sections = [
    { id: 1, name: "Breakfast" },
    { id: 21, name: "Hot coffee" },
  ];
  let tops: Record<string, number>;

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    tops = { "cat-1": 0, "cat-21": 600 };
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    Element.prototype.scrollIntoView = jest.fn();
    Element.prototype.scrollBy = jest.fn();
    for (const section of sections) {
      const element = document.createElement("section");
      element.id = `cat-${section.id}`;
      element.getBoundingClientRect = () => ({ top: tops[element.id] ?? 0 }) as DOMRect;
      document.body.appendChild(element);
    }
  });

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  function current(name: string) {
    return screen.getByRole("link", { name }).getAttribute("aria-current");
  }

  function scrollTo(positions: Record<string, number>, wait: number) {
    tops = positions;
    act(() => {
      fireEvent.scroll(window);
      jest.advanceTimersByTime(wait);
    });
  }

  it("links every section to its #cat-{id} anchor, the first one current", () => {
    render(<SpecialCategoryNav sections={sections} label="Categories" />);
    expect(screen.getByRole("navigation", { name: "Categories" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hot coffee" })).toHaveAttribute("href", "#cat-21");
    expect(current("Breakfast")).toBe("location");
    expect(current("Hot coffee")).toBeNull();
  });

  it("follows the scroll once the list-change pause is over, debounced 200 ms", () => {
    render(<SpecialCategoryNav sections={sections} label="Categories" />);
    act(() => jest.advanceTimersByTime(LIST_CHANGE_SUPPRESS_MS));
    scrollTo({ "cat-1": -700, "cat-21": -100 }, SCROLL_DEBOUNCE_MS - 1);
    expect(current("Breakfast")).toBe("location");
    act(() => jest.advanceTimersByTime(1));
    expect(current("Hot coffee")).toBe("location");
  });

  it("ignores the scroll for 800 ms after the list appears, then reads the position once more", () => {
    render(<SpecialCategoryNav sections={sections} label="Categories" />);
    scrollTo({ "cat-1": -700, "cat-21": -100 }, SCROLL_DEBOUNCE_MS);
    expect(current("Breakfast")).toBe("location");
    act(() => jest.advanceTimersByTime(LIST_CHANGE_SUPPRESS_MS - SCROLL_DEBOUNCE_MS));
    expect(current("Hot coffee")).toBe("location");
  });

  it("scrolls to the section on click and ignores scroll updates for 1500 ms", () => {
    render(<SpecialCategoryNav sections={sections} label="Categories" />);
    act(() => jest.advanceTimersByTime(LIST_CHANGE_SUPPRESS_MS));
    fireEvent.click(screen.getByRole("link", { name: "Hot coffee" }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#cat-21");
    expect(current("Hot coffee")).toBe("location");
    // The smooth scroll passes Breakfast on its way; the nav must not flicker back to it.
    scrollTo({ "cat-1": 0, "cat-21": 600 }, SCROLL_DEBOUNCE_MS);
    expect(current("Hot coffee")).toBe("location");
    act(() => jest.advanceTimersByTime(CLICK_SUPPRESS_MS - SCROLL_DEBOUNCE_MS - 1));
    expect(current("Hot coffee")).toBe("location");
    // The pause is over: the page is read again without waiting for another scroll event.
    act(() => jest.advanceTimersByTime(1));
    expect(current("Breakfast")).toBe("location");
  });
});
