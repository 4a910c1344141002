import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, hourEntriesBetween, HOUR_MS, product, TIMEZONE, venueFile, type JsonObject } from "./hours-venues";

/**
 * Fixture venues of e2e/journey-shell.spec.ts (issue 11 items 10 and 11). The two form venues are
 * imported into the shared e2e server (import-fixture-venues.ts); the menu-change venue is imported by
 * the spec itself into its own PostgreSQL app (postgres-app.ts), once as it was and once changed.
 */
export const STALE_VENUE = {
  menuId: 9520,
  before: { name: "Shell Kitchen" },
  after: { name: "Shell Kitchen Renamed" },
  categories: {
    /** Renamed by the change. */
    mains: { id: 97001, before: "Mains", after: "Grill" },
    /** Hidden by its hours after the change (a disable_order window around now). */
    lunch: { id: 97002, name: "Lunch specials" },
    /** Added by the change. */
    desserts: { id: 97003, name: "Desserts" },
  },
} as const;

export const FORMS_VENUE_A = {
  licence: "e2e-9521",
  host: "forms-a.localhost",
  menuId: 9521,
  name: "Forms Kitchen A",
  form: { id: 97101, name: "Tell venue A" },
} as const;

export const FORMS_VENUE_B = {
  licence: "e2e-9522",
  host: "forms-b.localhost",
  menuId: 9522,
  name: "Forms Kitchen B",
  form: { id: 97102, name: "Tell venue B" },
} as const;

function form(id: number, name: string): JsonObject {
  return {
    id,
    name,
    enable: true,
    enable_geofence: false,
    display_on_menu_load: false,
    form_data: [{ type: "text", subtype: "text", name: "comment", label: "Your comment", required: true }],
  };
}

/**
 * Licence and host of one run: Next's data cache on disk (.next/cache) outlives the app, and an entry
 * of an earlier run (host to licence, licence to menu) would be served once before it is refreshed.
 */
export function staleVenueRun(run: string): { licence: string; host: string } {
  return { licence: `e2e-9520-${run}`, host: `shell-stale-${run}.localhost` };
}

/** The menu-change venue as first imported, or (`changed`) after its menu was edited, at `now`. */
export function staleVenue(run: string, changed: boolean, now = Date.now()): VenueFileInput {
  const { categories: c } = STALE_VENUE;
  const lunchHours = changed ? hourEntriesBetween(now - HOUR_MS, now + 2 * HOUR_MS, TIMEZONE, true) : [];
  const categories = [
    category(c.mains.id, changed ? c.mains.after : c.mains.before, [product(97011, "Mixed grill", 89, "mixed-grill")]),
    category(c.lunch.id, c.lunch.name, [product(97012, "Lunch box", 45, "falafel-box")], { category_hours: lunchHours }),
    ...(changed ? [category(c.desserts.id, c.desserts.name, [product(97013, "Kunafa", 30, "kunafa")])] : []),
  ];
  const name = changed ? STALE_VENUE.after.name : STALE_VENUE.before.name;
  return venueFile(
    demoVenue(),
    { ...staleVenueRun(run), menuId: STALE_VENUE.menuId, name },
    {
      home_display_all_categories: false,
      categories,
    },
  );
}

/** Two venues with one form each: a form belongs to its venue (issue 11 item 11). */
export function formVenues(): VenueFileInput[] {
  const demo = demoVenue();
  return [FORMS_VENUE_A, FORMS_VENUE_B].map((venue, index) =>
    venueFile(demo, venue, {
      forms: [form(venue.form.id, venue.form.name)],
      categories: [category(97021 + index, "Mezze", [product(97031 + index, "Hummus", 28, "hummus")])],
    }),
  );
}
