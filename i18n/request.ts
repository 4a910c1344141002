import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { numberingSystem } from "@/lib/domain/numbering";
import { compileMessages } from "@/lib/i18n/compiled-messages";
import { applyUiStrings, type Messages } from "@/lib/i18n/ui-strings";
import { loadVenue, requestVenueSite } from "@/lib/venue/venue";
import { routing } from "./routing";

/**
 * The language's catalogue with the venue's ui_strings applied (they override our defaults at render),
 * compiled: use-intl formats compiled messages only (next.config.ts, lib/i18n/compiled-messages.ts).
 * Their numbers are written in the venue's digit system for the language (lib/domain/numbering.ts).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../messages/${locale}.json`)).default as Messages;
  // The page's venue, named by its path (the layout's loadVenue runs before any translation is asked for).
  const site = requestVenueSite();
  const venue = site ? await loadVenue(site.licence, locale, site.origin) : null;
  const texts = venue?.status === "ready" ? applyUiStrings(messages, venue.menu.ui_strings) : messages;
  // The compiled catalogue has the shape next-intl's messages type describes, with arrays for messages
  // that take arguments, which use-intl's compiled-message formatter reads.
  const digits = numberingSystem(locale, venue?.status === "ready" ? venue.menu.enable_arabic_numerals : false);
  return { locale, messages: compileMessages(texts, digits) as unknown as Messages };
});
