import { closureEndsAfter } from "./closures";
import { hourBoundariesAfter, productAvailability, splitHourEntries, type HourEntry } from "./hours";
import { categoryVisible, type CategoryLineageHours } from "./visibility";
import { isVenueOpen, type VenueHours } from "./venue-open";
import { clockMs, type Clock } from "./zoned-time";

/** What of a product's ordering depends on the clock: the venue's hours, its categories' and its own. */
export interface ProductHoursFacts {
  venue: VenueHours;
  /** The hours of each category up the listing's parent chain (category_hours, closures included). */
  categoryHours: CategoryLineageHours;
  productHours: readonly HourEntry[] | null | undefined;
}

/** Whether the clock allows ordering the product at `now` (the hours half of canOrderProduct). */
export function hoursAllowOrdering(facts: ProductHoursFacts, now: Clock): boolean {
  const timezone = facts.venue.timezone;
  return (
    isVenueOpen(facts.venue, now) &&
    categoryVisible(facts.categoryHours, now, timezone) &&
    productAvailability(facts.productHours, now, timezone).available
  );
}

/**
 * When a product the clock keeps from ordering can be ordered again (issue 14: "a dish outside its hours
 * says when it is available"): the first moment within a week at which the venue is open and every
 * category and product window allows it, or null when none comes (or the clock is not what stops it).
 */
export function orderableAgainAt(facts: ProductHoursFacts, now: Clock): number | null {
  if (hoursAllowOrdering(facts, now)) return null;
  const timezone = facts.venue.timezone;
  const categories = facts.categoryHours.map((entries) => splitHourEntries(entries));
  const hourLists = [facts.venue.opening_hours, ...categories.map(({ hours }) => hours), facts.productHours];
  const closureEnds = [facts.venue.closing_rules, ...categories.map(({ closures }) => closures)].flatMap((closures) =>
    closureEndsAfter(closures, now, timezone),
  );
  // Windows repeat weekly, closures do not: after a long closure the next window may be weeks away.
  const moments = [now, ...closureEnds].flatMap((from) => [
    ...hourLists.flatMap((hours) => hourBoundariesAfter(hours, from, timezone)),
    ...(from === now ? closureEnds : []),
  ]);
  const start = clockMs(now);
  const ordered = [...new Set(moments)].filter((moment) => moment > start).sort((a, b) => a - b);
  return ordered.find((moment) => hoursAllowOrdering(facts, moment)) ?? null;
}

/**
 * When a closed venue opens again by its hours and closures, for the closed banner (issue 28 item 12: a
 * visitor in another time zone is told when, not only that it is closed); null while it is open, when
 * is_open shuts a venue without hours (no clock opens it), or when no opening comes within the week's windows.
 */
export function venueOpensAgainAt(venue: VenueHours, now: Clock): number | null {
  return orderableAgainAt({ venue, categoryHours: [], productHours: null }, now);
}
