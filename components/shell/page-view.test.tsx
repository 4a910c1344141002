/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { PageView } from "./page-view";

let pathname = "/en/home/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

describe("PageView", () => {
  beforeEach(() => {
    window.dataLayer = undefined;
    pathname = "/en/home/";
  });

  it("pushes one page view per screen carrying the licence", () => {
    const { rerender } = render(<PageView licence="demo" enabled />);
    pathname = "/en/category/4/";
    rerender(<PageView licence="demo" enabled />);
    expect(window.dataLayer).toEqual([
      { event: "page_view", page_path: "/en/home/", licence: "demo" },
      { event: "page_view", page_path: "/en/category/4/", licence: "demo" },
    ]);
  });

  it("records nothing without tag manager or analytics", () => {
    render(<PageView licence="demo" enabled={false} />);
    expect(window.dataLayer).toBeUndefined();
  });
});
