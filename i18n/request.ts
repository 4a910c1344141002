import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { lang as pageLanguage, licence as pageLicence, origin as pageOrigin } from "next/root-params";
import { numberingSystem } from "@/lib/domain/numbering";
import { compileMessages } from "@/lib/i18n/compiled-messages";
import { applyUiStrings, type Messages } from "@/lib/i18n/ui-strings";
import { loadVenue } from "@/lib/venue/venue";
import { routing } from "./routing";

/**
 * The language's catalogue with the venue's ui_strings applied (they override our defaults at render),
 * compiled: use-intl formats compiled messages only (next.config.ts, lib/i18n/compiled-messages.ts).
 * Their numbers are written in the venue's digit system for the language (lib/domain/numbering.ts).
 *
 * The venue is the page's own: its licence, origin and language are the root layout's params
 * (app/[licence]/[origin]/[lang]), read here through next/root-params, as a page reads its params.
 * Never the request's headers: pages stay static. `locale` is the one a caller named
 * (getTranslations({ locale })), else the page's.
 */
export default getRequestConfig(async ({ locale: named }) => {
  const [requested, licence, origin] = await Promise.all([named ?? pageLanguage(), pageLicence(), pageOrigin()]);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../messages/${locale}.json`)).default as Messages;
  const venue = await loadVenue(licence, locale, origin);
  const ready = venue.status === "ready" ? venue : null;
  const texts = ready ? applyUiStrings(messages, ready.menu.ui_strings) : messages;
  // The compiled catalogue has the shape next-intl's messages type describes, with arrays for messages
  // that take arguments, which use-intl's compiled-message formatter reads.
  const digits = numberingSystem(locale, ready ? ready.menu.enable_arabic_numerals : false);
  return { locale, messages: compileMessages(texts, digits) as unknown as Messages };
});
