import { findClosure, type ClosureEntry } from "./closures";
import { findMatchingWindow, isValidHourEntry, type HourEntry } from "./hours";
import { resolveTimezone, type Clock } from "./zoned-time";

/** The menu data fields the venue open state is evaluated from (specification section 4). */
export type VenueHours = {
  isOpen?: boolean | null;
  /** Same shape and midnight rule as category hours; disable_order is ignored here. */
  opening_hours?: readonly HourEntry[] | null;
  /** Closed ranges, like closure entries, optionally labelled. */
  closing_rules?: readonly ClosureEntry[] | null;
  timezone?: string | null;
};

export type VenueOpenReason = "closing_rule" | "within_opening_hours" | "outside_opening_hours" | "is_open_flag" | "no_hours";

export type VenueOpenState = {
  open: boolean;
  reason: VenueOpenReason;
  /** The closing rule in force, so a screen can show its label. */
  closing_rule: ClosureEntry | null;
  /** The timezone actually used. */
  timezone: string;
};

/**
 * Open state of the venue at `now`:
 * 1. a closing rule covering now closes it;
 * 2. otherwise, when opening_hours holds at least one valid window, it is open exactly inside one;
 * 3. otherwise the explicit isOpen flag decides when present, and the venue is open without it.
 * isOpen is a snapshot from when the menu was fetched, so hours (re-evaluated with the clock) win over it.
 */
export function venueOpenState(venue: VenueHours, now: Clock): VenueOpenState {
  const timezone = resolveTimezone(venue.timezone);
  const closingRule = findClosure(venue.closing_rules, now, timezone);
  if (closingRule) return { open: false, reason: "closing_rule", closing_rule: closingRule, timezone };
  const windows = (venue.opening_hours ?? []).filter(isValidHourEntry);
  if (windows.length > 0) {
    const open = findMatchingWindow(windows, now, timezone) !== null;
    return { open, reason: open ? "within_opening_hours" : "outside_opening_hours", closing_rule: null, timezone };
  }
  if (typeof venue.isOpen === "boolean") {
    return { open: venue.isOpen, reason: "is_open_flag", closing_rule: null, timezone };
  }
  return { open: true, reason: "no_hours", closing_rule: null, timezone };
}

export function isVenueOpen(venue: VenueHours, now: Clock): boolean {
  return venueOpenState(venue, now).open;
}
