import { languageFromPath } from "@/lib/domain/language";

/** The venue's offline screen in a language (app/…/(shell)/offline), which the worker answers for pages it cannot fetch. */
export function offlinePath(language: string): string {
  return `/${language}/offline/`;
}

/**
 * The pages stored for offline use as soon as a guest opens any page in a language, before they open
 * them: the offline screen, and the cart, which lives on the device and so still shows its lines.
 * Null for a path without a language.
 */
export function pagesKeptForOffline(pathname: string): { offline: string; cart: string } | null {
  const language = languageFromPath(pathname);
  return language ? { offline: offlinePath(language), cart: `/${language}/cart/` } : null;
}
