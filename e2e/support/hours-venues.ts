import type { HourEntry } from "@/lib/domain/hours";
import { SECONDS_PER_DAY, zonedTime } from "@/lib/domain/zoned-time";
import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product, type DemoVenue, type FixtureVenue, type JsonObject } from "./fixture-venue-file";

/**
 * Two extra venues for the e2e server (scripts/e2e-server.ts imports them before `next start`), with
 * every hour written relative to the moment of import (the anchor), so a state the tests assert holds
 * whatever the time of day the suite runs. Each answers on its own *.localhost host, which Chromium
 * resolves to loopback and the custom-domain call maps to the licence.
 *
 *   anchor-4h ─── NOW window ─── anchor+4h ─── LATER window ─── anchor+8h
 *
 * The server renders with the real clock, so its states hold while the server is under 4 hours old;
 * tests that fix the browser's clock at LATER_OFFSET from their own start hold while it is under 2.
 */
export const HOUR_MS = 3_600_000;
export const NOW_WINDOW = { from: -4 * HOUR_MS, to: 4 * HOUR_MS };
export const LATER_WINDOW = { from: 4 * HOUR_MS, to: 8 * HOUR_MS };
/** Where a test sets the browser's clock to be inside LATER_WINDOW and outside NOW_WINDOW. */
export const LATER_OFFSET = 6 * HOUR_MS;

export const TIMEZONE = "Asia/Dubai";

/** Open now (no opening hours), with categories and products in each hours state. */
export const HOURS_VENUE = {
  licence: "e2e-hours",
  host: "hours.localhost",
  menuId: 9001,
  name: "Hours Kitchen",
  categories: {
    /** NOW window with disable_order: hidden (drawer, home, search) and not found. */
    breakfast: { id: 9101, name: "Breakfast" },
    /** Child of breakfast, no hours of its own: hidden with its parent. */
    pastries: { id: 9102, name: "Pastries" },
    /** A closure range around now in its category_hours: hidden. */
    brunch: { id: 9103, name: "Holiday brunch" },
    /** Only a LATER window: no window matches now, so it is available (000 section 4). */
    dinner: { id: 9104, name: "Dinner" },
    /** NOW window without disable_order, compact list (view_format 4). */
    allDay: { id: 9105, name: "All day" },
  },
  products: {
    shakshuka: { id: 9111, name: "Shakshuka" },
    croissant: { id: 9112, name: "Croissant" },
    brunchPlatter: { id: 9113, name: "Brunch platter" },
    mixedGrill: { id: 9114, name: "Mixed grill" },
    /** product_hours: NOW window, orderable. */
    lemonade: { id: 9121, name: "Mint lemonade" },
    /** product_hours: NOW window with disable_order: hidden now, its URL not found (the server's clock). */
    porridge: { id: 9122, name: "Oat porridge" },
    /** product_hours: LATER window with disable_order: orderable now, not at LATER. */
    falafel: { id: 9123, name: "Falafel wrap" },
    /** out_of_stock. */
    lassi: { id: 9124, name: "Mango lassi" },
    /** pos_available_qty 2. */
    halloumi: { id: 9125, name: "Halloumi fries" },
  },
} as const;

/** Closed now: its only opening window is LATER. */
export const CLOSED_VENUE = {
  licence: "e2e-closed",
  host: "closed.localhost",
  menuId: 9002,
  name: "Closed Kitchen",
  categories: { mezze: { id: 9201, name: "Mezze" } },
  products: {
    hummus: { id: 9211, name: "Hummus" },
    falafel: { id: 9212, name: "Falafel plate" },
  },
} as const;

/** A venue with tracking ids: its tag scripts are added after load and must carry the page's CSP nonce. */
export const TRACKING_VENUE = {
  licence: "e2e-tracking",
  host: "tracking.localhost",
  menuId: 9004,
  name: "Tracking Kitchen",
  gtmId: "GTM-E2E0001",
  gaId: "G-E2E0001",
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = SECONDS_PER_DAY * 1000;

function clockText(secondsOfDay: number): string {
  const hours = Math.floor(secondsOfDay / 3600);
  const minutes = Math.floor((secondsOfDay % 3600) / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00`;
}

/**
 * Weekly hour entries covering the instants [start, end) on the wall clock of `timezone`, cut at each
 * local midnight so that no entry runs past one: a to_hour of 00:00:00 only ever means "until
 * midnight". Bounds are rounded outwards to the minute. Spans must be under a week.
 */
export function hourEntriesBetween(start: number, end: number, timezone: string, disableOrder = false): HourEntry[] {
  const from = zonedTime(Math.floor(start / MINUTE_MS) * MINUTE_MS, timezone).localMs;
  const to = zonedTime(Math.ceil(end / MINUTE_MS) * MINUTE_MS, timezone).localMs;
  const entries: HourEntry[] = [];
  for (let cursor = from; cursor < to;) {
    const midnight = Math.floor(cursor / DAY_MS) * DAY_MS + DAY_MS;
    const stop = Math.min(to, midnight);
    const sundayZero = new Date(cursor).getUTCDay();
    entries.push({
      weekday: sundayZero === 0 ? 7 : sundayZero,
      from_hour: clockText((cursor % DAY_MS) / 1000),
      to_hour: stop === midnight ? "00:00:00" : clockText((stop % DAY_MS) / 1000),
      disable_order: disableOrder,
    });
    cursor = stop;
  }
  return entries;
}

type Span = { from: number; to: number };
export { category, demoVenue, product, type JsonObject } from "./fixture-venue-file";

/** Table links order only at the venue's own tables (issue 10): the demo's main hall. */
const MAIN_HALL = { name: "Main hall", minimum_order_amount: 0, tables: ["1", "2", "3", "4", "5", "6", "7", "8"] };

/** A fixture venue in the fixtures' time zone, with the main hall's tables. */
export function venueFile(demo: DemoVenue, venue: FixtureVenue, menu: JsonObject): VenueFileInput {
  return fixtureVenueFile(demo, venue, { timezone: TIMEZONE, ...menu }, { table_sections: [MAIN_HALL] });
}

/** Both fixture venues with their hours placed around `anchor`. */
export function fixtureVenues(anchor: number): VenueFileInput[] {
  const demo = demoVenue();
  const around = (span: Span, disableOrder = false) => hourEntriesBetween(anchor + span.from, anchor + span.to, TIMEZONE, disableOrder);
  const iso = (offset: number) => new Date(anchor + offset).toISOString();
  const { categories: c, products: p } = HOURS_VENUE;

  const hours = venueFile(demo, HOURS_VENUE, {
    home_display_all_categories: false,
    categories: [
      category(c.breakfast.id, c.breakfast.name, [product(p.shakshuka.id, p.shakshuka.name, 42, "shakshuka")], {
        category_hours: around(NOW_WINDOW, true),
      }),
      category(c.pastries.id, c.pastries.name, [product(p.croissant.id, p.croissant.name, 16, "manakish")], {
        parent: c.breakfast.id,
      }),
      category(c.brunch.id, c.brunch.name, [product(p.brunchPlatter.id, p.brunchPlatter.name, 110, "breakfast-for-two")], {
        category_hours: [{ start: iso(NOW_WINDOW.from), end: iso(NOW_WINDOW.to), reason: "Private event" }],
      }),
      category(c.dinner.id, c.dinner.name, [product(p.mixedGrill.id, p.mixedGrill.name, 89, "mixed-grill")], {
        category_hours: around(LATER_WINDOW),
      }),
      category(
        c.allDay.id,
        c.allDay.name,
        [
          product(p.lemonade.id, p.lemonade.name, 18, "lemon-mint", { product_hours: around(NOW_WINDOW) }),
          product(p.porridge.id, p.porridge.name, 24, "granola", { product_hours: around(NOW_WINDOW, true) }),
          product(p.falafel.id, p.falafel.name, 26, "falafel-wrap", { product_hours: around(LATER_WINDOW, true) }),
          product(p.lassi.id, p.lassi.name, 20, "mango-lassi", { out_of_stock: true }),
          product(p.halloumi.id, p.halloumi.name, 28, "halloumi", { pos_available_qty: 2 }),
        ],
        { view_format: 4, category_hours: around(NOW_WINDOW) },
      ),
    ],
  });

  const closed = venueFile(demo, CLOSED_VENUE, {
    opening_hours: around(LATER_WINDOW).map(({ weekday, from_hour, to_hour }) => ({ weekday, from_hour, to_hour })),
    home_display_all_categories: true,
    home_view_format: 4,
    categories: [
      category(
        CLOSED_VENUE.categories.mezze.id,
        CLOSED_VENUE.categories.mezze.name,
        [
          product(CLOSED_VENUE.products.hummus.id, CLOSED_VENUE.products.hummus.name, 28, "hummus"),
          product(CLOSED_VENUE.products.falafel.id, CLOSED_VENUE.products.falafel.name, 26, "falafel-box"),
        ],
        { view_format: 4 },
      ),
    ],
  });
  const tracking = venueFile(demo, TRACKING_VENUE, {
    gtm_id: TRACKING_VENUE.gtmId,
    ga_tracking_id: TRACKING_VENUE.gaId,
    categories: [category(9501, "Mezze", [product(9511, "Hummus", 28, "hummus")])],
  });
  return [hours, closed, tracking];
}
