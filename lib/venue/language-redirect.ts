import "server-only";
import { headers } from "next/headers";
import { IMPLICIT_LANGUAGE_HEADER, PATHNAME_HEADER } from "@/i18n/routing";
import { withLanguagePrefix, type Language } from "@/lib/domain/language";

/**
 * Where to send the guest when the page's language is not the venue's choice (000 section 4): a
 * language the venue does not offer, or no stored language where the venue's default is another.
 * Null when the page is right as it is.
 */
export async function languageRedirect(pageLanguage: Language, venueLanguage: Language, venueDefault: Language): Promise<string | null> {
  const list = await headers();
  const pathname = list.get(PATHNAME_HEADER) ?? `/${pageLanguage}/`;
  const implicit = list.get(IMPLICIT_LANGUAGE_HEADER) === "1";
  const wanted = implicit ? venueDefault : venueLanguage;
  return wanted === pageLanguage ? null : withLanguagePrefix(pathname, wanted);
}
