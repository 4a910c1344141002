/** Menu data without a usable timezone is evaluated here (specification section 9). */
export const DEFAULT_TIMEZONE = "Asia/Dubai";

export const SECONDS_PER_DAY = 86_400;

/** The clock is always passed in: a Date or epoch milliseconds. */
export type Clock = Date | number;

/** ISO weekday: 1 = Monday ... 7 = Sunday, the numbering of category and product hour entries. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A moment as a wall clock in one timezone sees it. */
export type ZonedTime = {
  /** The IANA zone actually used (after falling back from an invalid one). */
  timezone: string;
  weekday: IsoWeekday;
  /** Seconds since local midnight, 0 to 86 399. */
  secondsOfDay: number;
  /**
   * The local wall clock written as if it were UTC, in milliseconds. Comparable with
   * `parseDateTimeBound` local results, so naive date-times in the data need no offset arithmetic.
   */
  localMs: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

// Formatter construction is the slow part of Intl, so one per zone is kept; the cache changes no result.
function formatterFor(timezone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timezone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timezone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The menu's timezone when Intl knows it, otherwise Asia/Dubai (also for empty or missing values). */
export function resolveTimezone(timezone: string | null | undefined): string {
  if (typeof timezone !== "string" || timezone.trim() === "") return DEFAULT_TIMEZONE;
  return formatterFor(timezone.trim()) ? timezone.trim() : DEFAULT_TIMEZONE;
}

export function clockMs(now: Clock): number {
  return typeof now === "number" ? now : now.getTime();
}

/** Weekday and time of day of `now` in `timezone` (falling back to Asia/Dubai). */
export function zonedTime(now: Clock, timezone?: string | null): ZonedTime {
  const zone = resolveTimezone(timezone);
  const formatter = formatterFor(zone) ?? formatterFor(DEFAULT_TIMEZONE);
  const parts: Record<string, number> = {};
  for (const part of formatter?.formatToParts(clockMs(now)) ?? []) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  // Some ICU versions still print midnight as 24 even with h23.
  const hour = (parts.hour ?? 0) % 24;
  const minute = parts.minute ?? 0;
  const second = parts.second ?? 0;
  const localMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const sundayZero = new Date(localMs).getUTCDay();
  return {
    timezone: zone,
    weekday: (sundayZero === 0 ? 7 : sundayZero) as IsoWeekday,
    secondsOfDay: hour * 3600 + minute * 60 + second,
    localMs,
  };
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Seconds since midnight of an 'HH:MM:SS' (or 'HH:MM') string, or null when it is not a valid time.
 * '24:00:00' is accepted as the end of the day (86 400) so that a to_hour written that way works.
 */
export function parseTimeOfDay(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const match = TIME_OF_DAY.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? "0");
  if (minutes > 59 || seconds > 59) return null;
  if (hours === 24 && minutes === 0 && seconds === 0) return SECONDS_PER_DAY;
  if (hours > 23) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

// Date, optional time, optional offset: 2024-12-25, 2024-12-25T18:00:00, 2024-12-25T18:00:00+04:00, ...Z.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2})?)?)?$/i;

/** A date-time bound of a closure: an absolute instant, or a wall clock in the menu's timezone. */
export type DateTimeBound = { kind: "instant"; ms: number } | { kind: "local"; ms: number; dateOnly: boolean };

/**
 * Parses an ISO date-time. With 'Z' or an offset it is an instant; without one it is read as the
 * menu's local wall clock (all evaluation happens in the menu's timezone). Returns null when invalid.
 */
export function parseDateTimeBound(text: unknown): DateTimeBound | null {
  if (typeof text !== "string") return null;
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? "0"));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hour === undefined || minute === undefined || second === undefined) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallMs);
  // Date.UTC rolls 2024-02-30 over to March; such a date is not a date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const offset = match[7];
  if (offset === undefined) return { kind: "local", ms: wallMs, dateOnly: match[4] === undefined };
  if (offset.toUpperCase() === "Z") return { kind: "instant", ms: wallMs };
  const offsetHours = Number(match[9]);
  const offsetMinutes = Number(match[10] ?? "0");
  if (offsetHours > 14 || offsetMinutes > 59) return null;
  const sign = match[8] === "-" ? -1 : 1;
  return { kind: "instant", ms: wallMs - sign * (offsetHours * 3600 + offsetMinutes * 60) * 1000 };
}
