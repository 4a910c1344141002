import { defineRouting } from "next-intl/routing";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/lib/domain/language";

/**
 * Links always carry the language prefix; the proxy serves unprefixed paths too (the prefix is
 * optional in the specification), in the stored language.
 */
/** The stored selected language (000 section 2). */
export const LANGUAGE_COOKIE = "NEXT_LOCALE";

export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: DEFAULT_LANGUAGE,
  localePrefix: "always",
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});
