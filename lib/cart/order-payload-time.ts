import { parseDateTimeBound, zonedTime, type Clock } from "@/lib/domain/zoned-time";

/**
 * The delivery or takeaway date-time is picked as a wall clock ("2026-11-23T19:30", what a
 * datetime-local input gives) and means that time at the venue, whatever the guest's own zone.
 */

/** The venue's wall clock at `now`, to the minute, as a datetime-local value: the field's default and minimum. */
export function venueWallClock(now: Clock, timezone: string | null | undefined): string {
  return new Date(zonedTime(now, timezone).localMs).toISOString().slice(0, 16);
}

/**
 * The instant (epoch ms) a wall-clock value means in the venue's zone, or null when it is not a date.
 * The zone's offset is read at the wall clock taken as UTC, then again at the instant that gives,
 * which settles the answer across a daylight-saving change.
 */
export function venueInstant(local: string, timezone: string | null | undefined): number | null {
  const parsed = parseDateTimeBound(local);
  if (parsed === null) return null;
  if (parsed.kind === "instant") return parsed.ms;
  const offsetAt = (instant: number) => zonedTime(instant, timezone).localMs - instant;
  const guess = parsed.ms - offsetAt(parsed.ms);
  return parsed.ms - offsetAt(guess);
}

/** delivery_datetime as sent: the instant in ISO 8601 (UTC), or null when no date-time was asked. */
export function deliveryDatetime(local: string, timezone: string | null | undefined): string | null {
  const instant = venueInstant(local, timezone);
  return instant === null ? null : new Date(instant).toISOString();
}
