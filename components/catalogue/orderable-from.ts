import { bcp47, type Language } from "@/lib/domain/language";
import { numberingSystem } from "@/lib/domain/numbering";
import { resolveTimezone, zonedTime } from "@/lib/domain/zoned-time";

/**
 * When a dish can be ordered again, as the venue's clock reads it in the guest's language: the time
 * alone later the same day ("12:00"), with the weekday otherwise ("Tuesday 08:00"). Digits follow the
 * prices' (Arabic-Indic only where enable_arabic_numerals says so).
 */
export function formatOrderableFrom(
  moment: number,
  now: number,
  timezone: string | null | undefined,
  lang: Language,
  arabicNumerals: boolean | null | undefined,
): string {
  const timeZone = resolveTimezone(timezone);
  const localDay = (at: number) => {
    const zoned = zonedTime(at, timeZone);
    return zoned.localMs - zoned.secondsOfDay * 1000;
  };
  const sameDay = localDay(moment) === localDay(now);
  return new Intl.DateTimeFormat(bcp47(lang), {
    ...(sameDay ? {} : { weekday: "long" as const }),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    numberingSystem: numberingSystem(lang, arabicNumerals),
  }).format(moment);
}
