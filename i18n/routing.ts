import { defineRouting } from "next-intl/routing";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/lib/domain/language";

/**
 * Links always carry the language prefix; the proxy serves unprefixed paths too (the prefix is
 * optional in the specification), in the stored language.
 */
/** The stored selected language (000 section 2). */
export const LANGUAGE_COOKIE = "NEXT_LOCALE";

/** Request headers the proxy adds: the path as the guest asked for it, and whether the language was implied. */
export const PATHNAME_HEADER = "x-carte-pathname";
export const IMPLICIT_LANGUAGE_HEADER = "x-carte-implicit-language";

export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: DEFAULT_LANGUAGE,
  localePrefix: "always",
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});
