import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { venueOpensAgainAtMenu } from "@/lib/venue/catalogue";
import { formatOrderableFrom } from "./orderable-from";

/**
 * The closed banner's words (000 section 2, "We are currently closed."), with when the venue opens again
 * where its hours say (issue 28 item 12).
 */
export function closedBannerText(
  messages: { closed: string; closedUntil: (time: string) => string },
  menu: Menu,
  lang: Language,
  now: Date,
): string {
  const opens = venueOpensAgainAtMenu(menu, now);
  if (opens === null) return messages.closed;
  return messages.closedUntil(formatOrderableFrom(opens, now.getTime(), menu.timezone, lang, menu.enable_arabic_numerals));
}
