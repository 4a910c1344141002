import { clockMs, parseDateTimeBound, zonedTime, type Clock, type DateTimeBound } from "./zoned-time";

const MS_PER_DAY = 86_400_000;

/**
 * Closure entry (specification section 3): start and end ISO date-times. Venue closing_rules use the
 * same shape, optionally with a label for the reason.
 */
export type ClosureEntry = {
  start: string;
  end: string;
  reason?: string | null;
  label?: string | null;
};

type Range = { start: DateTimeBound; end: DateTimeBound };

function toRange(entry: ClosureEntry): Range | null {
  const start = parseDateTimeBound(entry.start);
  const endBound = parseDateTimeBound(entry.end);
  if (!start || !endBound) return null;
  // A date-only end names the last closed day, so the range runs to the midnight after it.
  const end: DateTimeBound =
    endBound.kind === "local" && endBound.dateOnly ? { kind: "local", ms: endBound.ms + MS_PER_DAY, dateOnly: false } : endBound;
  return { start, end };
}

/**
 * Whether `now` lies in the closure: start inclusive, end exclusive. Bounds without an offset are read
 * as wall clock in the menu's timezone; an entry with an unreadable bound, or an end not after its
 * start, closes nothing.
 */
export function isInClosure(entry: ClosureEntry, now: Clock, timezone?: string | null): boolean {
  const range = toRange(entry);
  if (!range) return false;
  const instantMs = clockMs(now);
  const localMs = zonedTime(now, timezone).localMs;
  const position = (bound: DateTimeBound): number => (bound.kind === "instant" ? instantMs : localMs);
  if (range.start.kind === range.end.kind && range.end.ms <= range.start.ms) return false;
  return position(range.start) >= range.start.ms && position(range.end) < range.end.ms;
}

/** The first closure covering `now`, or null. */
export function findClosure<T extends ClosureEntry>(
  entries: readonly T[] | null | undefined,
  now: Clock,
  timezone?: string | null,
): T | null {
  return entries?.find((entry) => isInClosure(entry, now, timezone)) ?? null;
}

/** The instants after `now` at which closures of `entries` end: when what they close may open again. */
export function closureEndsAfter(entries: readonly ClosureEntry[] | null | undefined, now: Clock, timezone?: string | null): number[] {
  const instantMs = clockMs(now);
  const localMs = zonedTime(now, timezone).localMs;
  const moments: number[] = [];
  for (const entry of entries ?? []) {
    const range = toRange(entry);
    if (!range) continue;
    const end = range.end.kind === "instant" ? range.end.ms : instantMs + (range.end.ms - localMs);
    if (end > instantMs) moments.push(end);
  }
  return moments;
}
