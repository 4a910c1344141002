/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { trackingIdsOf } from "@/lib/analytics/events";
import { PageView } from "./page-view";

let pathname = "/en/home/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const TAG_MANAGER = trackingIdsOf({ gtm_id: "GTM-AB12" });

describe("PageView", () => {
  beforeEach(() => {
    window.dataLayer = undefined;
    pathname = "/en/home/";
  });

  it("pushes one page view per screen carrying the licence, client navigations included", () => {
    const { rerender } = render(<PageView licence="demo" ids={TAG_MANAGER} />);
    pathname = "/en/category/4/";
    rerender(<PageView licence="demo" ids={TAG_MANAGER} />);
    expect(window.dataLayer).toEqual([
      { event: "page_view", page_path: "/en/home/", license: "demo" },
      { event: "page_view", page_path: "/en/category/4/", license: "demo" },
    ]);
  });

  it("records nothing without a tracking id", () => {
    render(<PageView licence="demo" ids={trackingIdsOf({})} />);
    expect(window.dataLayer).toBeUndefined();
  });
});
