/**
 * The analytics events of the specification (000 section 2, 001 section 7) and where each goes: the
 * tag manager's data layer, Google Analytics and Ads through gtag (each id), the Meta pixel. One place
 * names the events and their payloads; the screens say which event they are (AnalyticsEvent).
 */

/** The venue's tracking ids (menu data), each only when it is safe to write into a script. */
export interface TrackingIds {
  gtm_id: string | null;
  fb_pixel_id: string | null;
  ga_tracking_id: string | null;
  google_ads_id: string | null;
}

/** Ids come from the venue: only letters, digits and dashes may reach a script. */
export function safeTrackingId(id: string | null | undefined): string | null {
  return id && /^[A-Za-z0-9-]+$/.test(id) ? id : null;
}

export function trackingIdsOf(menu: {
  gtm_id?: string | null;
  fb_pixel_id?: string | null;
  ga_tracking_id?: string | null;
  google_ads_id?: string | null;
}): TrackingIds {
  return {
    gtm_id: safeTrackingId(menu.gtm_id),
    fb_pixel_id: safeTrackingId(menu.fb_pixel_id),
    ga_tracking_id: safeTrackingId(menu.ga_tracking_id),
    google_ads_id: safeTrackingId(menu.google_ads_id),
  };
}

export type AnalyticsEvent =
  | { event: "page_view"; page_path: string }
  | { event: "welcome_page_view" }
  | { event: "cart_page_view" }
  | { event: "checkout_page_view" }
  | { event: "payment_page_view" }
  | { event: "delivery_location_page_view" }
  | { event: "info_form_view"; page_name: string; page_id: number };

/** One call to make in the browser: a data-layer push, a gtag command or a pixel command. */
export type AnalyticsCall =
  | { to: "dataLayer"; payload: Record<string, unknown> }
  | { to: "gtag"; args: [command: "event", name: string, params: Record<string, unknown>] }
  | { to: "fbq"; args: [command: "track" | "trackCustom", name: string, params?: Record<string, unknown>] };

/**
 * Every call one event makes for the venue's ids, each with the licence (`license`, the spelling of
 * the specification's payloads and of the venue API). None when the venue set no id.
 */
export function analyticsCalls(ids: TrackingIds, licence: string, analyticsEvent: AnalyticsEvent): AnalyticsCall[] {
  const { event, ...params } = analyticsEvent;
  const payload = { ...params, license: licence };
  const calls: AnalyticsCall[] = [];
  if (ids.gtm_id) calls.push({ to: "dataLayer", payload: { event, ...payload } });
  for (const id of [ids.ga_tracking_id, ids.google_ads_id]) {
    if (id) calls.push({ to: "gtag", args: ["event", event, { ...payload, send_to: id }] });
  }
  if (ids.fb_pixel_id) calls.push({ to: "fbq", args: event === "page_view" ? ["track", "PageView"] : ["trackCustom", event, payload] });
  return calls;
}
