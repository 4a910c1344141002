import { findClosure, type ClosureEntry } from "./closures";
import { parseTimeOfDay, SECONDS_PER_DAY, zonedTime, type Clock, type ZonedTime } from "./zoned-time";

const SECONDS_PER_WEEK = 7 * SECONDS_PER_DAY;

/**
 * Hours window (specification section 3, category hour entry; product_hours and venue opening_hours use
 * the same shape). weekday is ISO: 1 = Monday ... 7 = Sunday. Times are 'HH:MM:SS' in the menu's timezone.
 */
export type HourEntry = {
  weekday: number;
  from_hour: string;
  to_hour: string;
  disable_order?: boolean | null;
};

type Span = { start: number; length: number };

/**
 * Where the window sits in the week, in seconds from Monday 00:00, or null if any field is invalid.
 * A to_hour at or before from_hour (such as '00:00:00') ends on the next day; equal times make a
 * full 24 hours, so 00:00:00-00:00:00 is the whole weekday.
 */
function spanOf(entry: HourEntry): Span | null {
  const weekday = Number(entry.weekday);
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return null;
  const from = parseTimeOfDay(entry.from_hour);
  const to = parseTimeOfDay(entry.to_hour);
  if (from === null || to === null || from >= SECONDS_PER_DAY) return null;
  const length = to > from ? to - from : to + SECONDS_PER_DAY - from;
  return { start: (weekday - 1) * SECONDS_PER_DAY + from, length };
}

/** Whether the window is well formed (known weekday, readable times); malformed ones match nothing. */
export function isValidHourEntry(entry: HourEntry): boolean {
  return spanOf(entry) !== null;
}

/**
 * The moments within the coming week at which a window of `entries` opens or closes, as instants: the
 * only moments at which what the windows allow can change. Times are local to `timezone`.
 */
export function hourBoundariesAfter(entries: readonly HourEntry[] | null | undefined, now: Clock, timezone?: string | null): number[] {
  const at = zonedTime(now, timezone);
  const position = (at.weekday - 1) * SECONDS_PER_DAY + at.secondsOfDay;
  const nowMs = typeof now === "number" ? now : now.getTime();
  const moments: number[] = [];
  for (const entry of entries ?? []) {
    const span = spanOf(entry);
    if (!span) continue;
    for (const boundary of [span.start, span.start + span.length]) {
      const ahead = (((boundary - position) % SECONDS_PER_WEEK) + SECONDS_PER_WEEK) % SECONDS_PER_WEEK || SECONDS_PER_WEEK;
      moments.push(nowMs + ahead * 1000);
    }
  }
  return moments;
}

/** Whether a local weekday and time fall in the window: from inclusive, to exclusive. */
export function isWithinHours(entry: HourEntry, at: ZonedTime): boolean {
  const span = spanOf(entry);
  if (!span) return false;
  const position = (at.weekday - 1) * SECONDS_PER_DAY + at.secondsOfDay;
  // Modulo the week so a Sunday window running past midnight reaches Monday morning.
  const offset = (((position - span.start) % SECONDS_PER_WEEK) + SECONDS_PER_WEEK) % SECONDS_PER_WEEK;
  return offset < span.length;
}

/** The first window (in list order) covering `now` in `timezone`, or null. */
export function findMatchingWindow<T extends HourEntry>(
  entries: readonly T[] | null | undefined,
  now: Clock,
  timezone?: string | null,
): T | null {
  if (!entries || entries.length === 0) return null;
  const at = zonedTime(now, timezone);
  return entries.find((entry) => isWithinHours(entry, at)) ?? null;
}

export type AvailabilityReason = "closure" | "window_open" | "window_disabled" | "no_window";

/**
 * `available` is what "category_hours allow it" means in the specification, used both for
 * visibility (drawer, listings, search) and for ordering.
 */
export type Availability = {
  available: boolean;
  reason: AvailabilityReason;
  window: HourEntry | null;
  closure: ClosureEntry | null;
};

/**
 * Category availability (specification section 4): inside a closure range it is unavailable; otherwise
 * the first hours window covering now decides, available unless its disable_order is true; with no
 * covering window it is available.
 */
export function categoryAvailability(
  hours: readonly HourEntry[] | null | undefined,
  closures: readonly ClosureEntry[] | null | undefined,
  now: Clock,
  timezone?: string | null,
): Availability {
  const closure = findClosure(closures, now, timezone);
  if (closure) return { available: false, reason: "closure", window: null, closure };
  const window = findMatchingWindow(hours, now, timezone);
  if (!window) return { available: true, reason: "no_window", window: null, closure: null };
  const disabled = window.disable_order === true;
  return { available: !disabled, reason: disabled ? "window_disabled" : "window_open", window, closure: null };
}

/**
 * A category's `category_hours` list may hold closure entries ({ start, end }) beside its weekday
 * windows (000 section 3 lists both under category hours); this evaluates such a mixed list.
 */
export function categoryHoursAvailability(entries: unknown, now: Clock, timezone?: string | null): Availability {
  const { hours, closures } = splitHourEntries(entries);
  return categoryAvailability(hours, closures, now, timezone);
}

/** Product_hours are evaluated the same way in the menu's timezone; products carry no closures. */
export function productAvailability(hours: readonly HourEntry[] | null | undefined, now: Clock, timezone?: string | null): Availability {
  return categoryAvailability(hours, [], now, timezone);
}

/** Shorthand for callers that need only the yes/no of "hours allow it". */
export function hoursAllow(
  hours: readonly HourEntry[] | null | undefined,
  closures: readonly ClosureEntry[] | null | undefined,
  now: Clock,
  timezone?: string | null,
): boolean {
  return categoryAvailability(hours, closures, now, timezone).available;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/**
 * Reads raw hour data from menu JSON. The specification names hour entries and closure entries but not
 * where closures sit, so both an array mixing the two shapes and an object holding such arrays are
 * accepted; entries of neither shape are dropped.
 */
export function splitHourEntries(raw: unknown): { hours: HourEntry[]; closures: ClosureEntry[] } {
  const hours: HourEntry[] = [];
  const closures: ClosureEntry[] = [];
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) return item.forEach(visit);
    if (!isRecord(item)) return;
    if (typeof item.start === "string" && typeof item.end === "string") {
      const label = typeof item.label === "string" ? item.label : null;
      const reason = typeof item.reason === "string" ? item.reason : null;
      closures.push({ start: item.start, end: item.end, label, reason });
    } else if ("weekday" in item && "from_hour" in item && "to_hour" in item) {
      hours.push({
        weekday: Number(item.weekday),
        from_hour: String(item.from_hour),
        to_hour: String(item.to_hour),
        disable_order: toFlag(item.disable_order),
      });
    } else {
      Object.values(item).forEach((value) => {
        if (Array.isArray(value)) visit(value);
      });
    }
  };
  visit(raw);
  return { hours, closures };
}
