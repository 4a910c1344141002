import { bcp47, type Language } from "@/lib/domain/language";
import { numberingSystem } from "@/lib/domain/numbering";
import { resolveTimezone } from "@/lib/domain/zoned-time";

/**
 * The receipt's date in the venue's time zone and the guest's language, with Arabic-Indic digits only
 * where prices use them. Formatted once on the server: the browser's date data may differ from it.
 */
export function formatOrderDate(created: string, timezone: string | null, lang: Language, arabicNumerals: boolean): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return created;
  return new Intl.DateTimeFormat(bcp47(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: resolveTimezone(timezone),
    numberingSystem: numberingSystem(lang, arabicNumerals),
  }).format(date);
}

/** A tracker step's time (hours and minutes) in the venue's time zone, digits as the receipt's date. */
export function formatOrderTime(at: string, timezone: string | null, lang: Language, arabicNumerals: boolean): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(bcp47(lang), {
    timeStyle: "short",
    timeZone: resolveTimezone(timezone),
    numberingSystem: numberingSystem(lang, arabicNumerals),
  }).format(date);
}
