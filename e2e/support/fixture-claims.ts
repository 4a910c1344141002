import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import {
  categoryAvailableNow,
  findCategory,
  findProduct,
  productAvailableNow,
  productVisibleNow,
  venueOpenNow,
} from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import type { VenueFileInput } from "@/server/venue/venue-file";
import { CLOSED_VENUE, HOUR_MS, HOURS_VENUE, LATER_OFFSET } from "./hours-venues";

/**
 * The hours states e2e/hours.spec.ts relies on, checked with the app's own rules (lib/venue/catalogue)
 * on the fixture venues, so a fixture that would not hold fails the server start instead of a test.
 */
type Claim = { what: string; holds: (menu: Menu, at: Date) => boolean };

function available(id: number, expected: boolean): Claim {
  return {
    what: `category ${id} ${expected ? "available" : "hidden"}`,
    holds: (menu, at) => {
      const category = findCategory(menu, id);
      return category !== null && categoryAvailableNow(menu, category, at) === expected;
    },
  };
}

function shown(id: number, expected: boolean): Claim {
  return {
    what: `product ${id} ${expected ? "within" : "outside"} its hours`,
    holds: (menu, at) => {
      const found = findProduct(menu, id);
      return found !== null && productAvailableNow(menu, found.product, at) === expected;
    },
  };
}

/** Whether the product has a screen: its own hours and those of the categories listing it. */
function visible(id: number, expected: boolean): Claim {
  return {
    what: `product ${id} ${expected ? "visible" : "hidden"}`,
    holds: (menu, at) => {
      const found = findProduct(menu, id);
      return found !== null && productVisibleNow(menu, found.product, at) === expected;
    },
  };
}

function open(expected: boolean): Claim {
  return { what: `venue ${expected ? "open" : "closed"}`, holds: (menu, at) => venueOpenNow(menu, at) === expected };
}

const { categories: c, products: p } = HOURS_VENUE;

/** At the server's clock, from the anchor until the server is four hours old. */
const NOW_CLAIMS: Record<string, Claim[]> = {
  [HOURS_VENUE.licence]: [
    open(true),
    available(c.breakfast.id, false),
    available(c.pastries.id, false),
    available(c.brunch.id, false),
    available(c.dinner.id, true),
    available(c.allDay.id, true),
    shown(p.lemonade.id, true),
    shown(p.porridge.id, false),
    shown(p.falafel.id, true),
    visible(p.lemonade.id, true),
    visible(p.porridge.id, false),
    visible(p.shakshuka.id, false),
    visible(p.croissant.id, false),
    visible(p.brunchPlatter.id, false),
  ],
  [CLOSED_VENUE.licence]: [open(false)],
};

/** At a browser clock LATER_OFFSET past a test's start, for tests starting within two hours of the anchor. */
const LATER_CLAIMS: Record<string, Claim[]> = {
  [HOURS_VENUE.licence]: [open(true), available(c.allDay.id, true), shown(p.falafel.id, false)],
  [CLOSED_VENUE.licence]: [open(true)],
};

function failures(file: VenueFileInput, claims: readonly Claim[], moments: readonly number[]): string[] {
  const menu = menuSchema.parse(localise(file.menu, "en", "en"));
  return moments.flatMap((moment) =>
    claims
      .filter((claim) => !claim.holds(menu, new Date(moment)))
      .map((claim) => `${file.license} at ${new Date(moment).toISOString()}: ${claim.what}`),
  );
}

const MINUTE_MS = 60_000;

/** Every claim that does not hold for venues built at `anchor`; empty when the fixture is sound. */
export function fixtureFailures(venues: readonly VenueFileInput[], anchor: number): string[] {
  const now = [anchor, anchor + 4 * HOUR_MS - MINUTE_MS];
  const later = [anchor + LATER_OFFSET, anchor + 2 * HOUR_MS - MINUTE_MS + LATER_OFFSET];
  return venues.flatMap((file) => [
    ...failures(file, NOW_CLAIMS[file.license] ?? [], now),
    ...failures(file, LATER_CLAIMS[file.license] ?? [], later),
  ]);
}
