/** The fifteen languages of the specification (000 section 3); Korean is `kp`, Chinese `zh-hans`. */
export const LANGUAGES = ["en", "ar", "de", "es", "fa", "fr", "he", "it", "ja", "kp", "nl", "ru", "th", "tr", "zh-hans"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** 000 section 9: right-to-left languages. */
export const RTL_LANGUAGES: readonly Language[] = ["ar", "he", "fa"];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export function textDirection(language: string): "rtl" | "ltr" {
  return isRtl(language) ? "rtl" : "ltr";
}

/** Translation tables key Chinese as `zh_hans` while paths and codes use `zh-hans`. */
export function translationKey(language: Language): string {
  return language.replace("-", "_");
}

/** The BCP 47 tag for Intl and the html lang attribute (`kp` is this product's code for Korean). */
export function bcp47(language: Language): string {
  if (language === "kp") return "ko";
  if (language === "zh-hans") return "zh-Hans";
  return language;
}

/**
 * 000 section 4: a preferred language is chosen when the venue offers it, otherwise the venue's
 * default_language. A venue default we do not support falls back to the first offered we do.
 */
export function chooseLanguage(
  preferred: string | null | undefined,
  venue: { default_language?: string | null; languages: readonly { code: string }[] },
): Language {
  const offered = venue.languages.map((language) => language.code).filter(isLanguage);
  if (isLanguage(preferred) && offered.includes(preferred)) return preferred;
  if (isLanguage(venue.default_language)) return venue.default_language;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** 000 section 2: the language comes from the first path segment when it is a supported code. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split("/").filter(Boolean)[0];
  return isLanguage(first) ? first : null;
}

/** Swaps or inserts the language prefix and keeps the rest of the path (language switch). */
export function withLanguagePrefix(pathname: string, language: Language): string {
  const segments = pathname.split("/").filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  const trailing = pathname.endsWith("/") && segments.length > 0 ? "/" : "";
  return `/${[language, ...segments].join("/")}${segments.length === 0 ? "/" : trailing}`;
}
