import { isLanguage, translationKey, type Language } from "@/lib/domain/language";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A translatable text in the stored menu document: { "en": "Tea", "ar": "شاي" } (Chinese as zh_hans). */
export function isTranslations(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => (isLanguage(key) || key === "zh_hans") && (typeof text === "string" || text === null))
  );
}

/**
 * The menu document in one language: every translations object becomes its text in `language`,
 * else in the venue's default language, else the first one given.
 */
export function localise(document: unknown, language: Language, fallback: Language): Json {
  const pick = (texts: Record<string, string | null>) =>
    texts[language] ??
    texts[translationKey(language)] ??
    texts[fallback] ??
    texts[translationKey(fallback)] ??
    Object.values(texts).find((text) => typeof text === "string") ??
    "";
  const walk = (value: unknown): Json => {
    if (isTranslations(value)) return pick(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return (value ?? null) as Json;
  };
  return walk(document);
}
