import { analyticsCalls, safeTrackingId, trackingIdsOf, type AnalyticsEvent } from "./events";

/**
 * Issue 15: six near-copies of the analytics event spelled the licence key two ways, sent only to the
 * data layer, and welcome_page_view was never sent. One table of events now, each sent to every id.
 */

const ALL = trackingIdsOf({ gtm_id: "GTM-AB12", fb_pixel_id: "1234567890", ga_tracking_id: "G-XYZ", google_ads_id: "AW-999" });
const NONE = trackingIdsOf({});

const EVENTS: AnalyticsEvent[] = [
  { event: "page_view", page_path: "/en/home/" },
  { event: "welcome_page_view" },
  { event: "cart_page_view" },
  { event: "checkout_page_view" },
  { event: "payment_page_view" },
  { event: "delivery_location_page_view" },
  { event: "info_form_view", page_name: "Share your feedback", page_id: 2 },
];

describe("analytics events", () => {
  it.each(EVENTS)("sends $event to the tag manager, Analytics, Ads and the pixel, with license", (analyticsEvent) => {
    const { event, ...params } = analyticsEvent;
    const calls = analyticsCalls(ALL, "demo", analyticsEvent);
    expect(calls).toEqual([
      { to: "dataLayer", payload: { event, ...params, license: "demo" } },
      { to: "gtag", args: ["event", event, { ...params, license: "demo", send_to: "G-XYZ" }] },
      { to: "gtag", args: ["event", event, { ...params, license: "demo", send_to: "AW-999" }] },
      { to: "fbq", args: event === "page_view" ? ["track", "PageView"] : ["trackCustom", event, { ...params, license: "demo" }] },
    ]);
    expect(JSON.stringify(calls)).not.toContain("licence");
  });

  it("sends nothing for a venue without ids, and only where an id is set", () => {
    expect(analyticsCalls(NONE, "demo", { event: "cart_page_view" })).toEqual([]);
    expect(analyticsCalls({ ...NONE, gtm_id: "GTM-1" }, "demo", { event: "welcome_page_view" }).map((call) => call.to)).toEqual([
      "dataLayer",
    ]);
  });

  it("keeps ids that could break out of a script out", () => {
    expect(safeTrackingId("G-1'});alert(1)//")).toBeNull();
    expect(trackingIdsOf({ gtm_id: "GTM-1", ga_tracking_id: "<x>" })).toEqual({
      gtm_id: "GTM-1",
      fb_pixel_id: null,
      ga_tracking_id: null,
      google_ads_id: null,
    });
  });
});
