/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { ScrollMemoryTracker } from "./scroll-memory";

let pathname = "/en/category/4/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const scrollTo = jest.fn();
let scrollY = 0;
let pageHeight = 3000;

/** Moves the tab to `path` as the router does: history first, then the render with the new path. */
function navigate(path: string, rerender: (ui: React.ReactElement) => void) {
  window.history.pushState(null, "", path);
  pathname = path;
  rerender(<ScrollMemoryTracker licence="demo" />);
}

function scrollPage(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

/** The next animation frame: the tracker looks once a frame, and asked for its frame before this one. */
async function nextFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

beforeAll(() => {
  Object.defineProperty(window, "scrollY", { get: () => scrollY, configurable: true });
  Object.defineProperty(window, "scrollTo", { value: scrollTo, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, "scrollHeight", { get: () => pageHeight, configurable: true });
});

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  scrollY = 0;
  pageHeight = 3000;
  pathname = "/en/category/4/";
  window.history.replaceState(null, "", pathname);
});

describe("ScrollMemoryTracker", () => {
  it("remembers category 4 at 1200 px when the guest opens a product, and scrolls back there on return", async () => {
    const { rerender } = render(<ScrollMemoryTracker licence="demo" />);
    scrollPage(1200);
    navigate("/en/product/41/", rerender);
    scrollPage(0);
    expect(JSON.parse(sessionStorage.getItem("carte-scroll-demo") ?? "null")).toEqual({ categoryId: 4, scrollY: 1200 });

    navigate("/en/category/4/", rerender);
    await nextFrame();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200, behavior: "instant" });
    expect(sessionStorage.getItem("carte-scroll-demo")).toBeNull();
  });

  it("a category left again without a scroll since it came back keeps its place (a dish opened as a sheet, twice)", async () => {
    const { rerender } = render(<ScrollMemoryTracker licence="demo" />);
    scrollPage(1200);
    // The sheet opens over the list and closes: the page under it never moves, so no scroll event comes.
    navigate("/en/product/41/", rerender);
    navigate("/en/category/4/", rerender);
    await nextFrame();
    navigate("/en/product/41/", rerender);
    expect(JSON.parse(sessionStorage.getItem("carte-scroll-demo") ?? "null")).toEqual({ categoryId: 4, scrollY: 1200 });
    navigate("/en/category/4/", rerender);
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200, behavior: "instant" });
  });

  it("waits for the returning screen to be tall enough before scrolling", async () => {
    const { rerender } = render(<ScrollMemoryTracker licence="demo" />);
    scrollPage(1500);
    navigate("/en/product/41/", rerender);
    pageHeight = 900; // only the loading overlay so far
    navigate("/en/category/4/", rerender);
    await nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
    pageHeight = 3000; // the category's products have streamed in
    await nextFrame();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500, behavior: "instant" });
  });

  it("opening Home clears the remembered position, so the category opens at the top", async () => {
    const { rerender } = render(<ScrollMemoryTracker licence="demo" />);
    scrollPage(1200);
    navigate("/en/product/41/", rerender);
    navigate("/en/home/", rerender);
    expect(sessionStorage.getItem("carte-scroll-demo")).toBeNull();
    navigate("/en/category/4/", rerender);
    await nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("gives up restoring when the guest scrolls first", async () => {
    const { rerender } = render(<ScrollMemoryTracker licence="demo" />);
    scrollPage(1500);
    navigate("/en/product/41/", rerender);
    pageHeight = 900;
    navigate("/en/category/4/", rerender);
    window.dispatchEvent(new Event("touchstart"));
    pageHeight = 3000;
    await nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
