/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { trackingIdsOf } from "@/lib/analytics/events";
import { AnalyticsEvent } from "./analytics-event";

const IDS = trackingIdsOf({ gtm_id: "GTM-AB12", fb_pixel_id: "1234567890", ga_tracking_id: "G-XYZ" });

beforeEach(() => {
  window.dataLayer = [];
  window.fbq = undefined;
  window.carteFbq = undefined;
});

describe("AnalyticsEvent", () => {
  it("pushes the event for the tag manager, a gtag command (an Arguments object) and queues the pixel's until it loads", () => {
    render(<AnalyticsEvent licence="demo" ids={IDS} event={{ event: "welcome_page_view" }} />);
    const [layer, command] = window.dataLayer ?? [];
    expect(layer).toEqual({ event: "welcome_page_view", license: "demo" });
    expect(Object.prototype.toString.call(command)).toBe("[object Arguments]");
    expect(Array.from(command as ArrayLike<unknown>)).toEqual(["event", "welcome_page_view", { license: "demo", send_to: "G-XYZ" }]);
    expect(window.carteFbq).toEqual([["trackCustom", "welcome_page_view", { license: "demo" }]]);
  });

  it("calls the pixel once it is there, and sends again only when the event changes", () => {
    const fbq = jest.fn();
    window.fbq = fbq;
    const { rerender } = render(<AnalyticsEvent licence="demo" ids={IDS} event={{ event: "page_view", page_path: "/en/home/" }} />);
    rerender(<AnalyticsEvent licence="demo" ids={{ ...IDS }} event={{ event: "page_view", page_path: "/en/home/" }} />);
    rerender(<AnalyticsEvent licence="demo" ids={IDS} event={{ event: "page_view", page_path: "/en/cart/" }} />);
    expect(fbq.mock.calls).toEqual([
      ["track", "PageView"],
      ["track", "PageView"],
    ]);
    expect(window.dataLayer?.filter((entry) => !Object.prototype.toString.call(entry).includes("Arguments"))).toEqual([
      { event: "page_view", page_path: "/en/home/", license: "demo" },
      { event: "page_view", page_path: "/en/cart/", license: "demo" },
    ]);
  });
});
