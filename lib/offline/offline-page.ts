import { bcp47, DEFAULT_LANGUAGE, isLanguage, languageFromPath, textDirection } from "@/lib/domain/language";

/**
 * What the service worker answers for a page that the network cannot give and no visit stored: a
 * page of its own, with no script, under a policy that allows nothing else, and a way back home
 * (stored by the first visit), in the language of the page asked for.
 */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** The page's texts in one language: messages/*.json, Offline namespace. */
export interface OfflineTexts {
  pageTitle: string;
  pageText: string;
  menu: string;
}

/** By language code; the worker's build embeds them (serwist.config.mjs). */
export type OfflineTextsByLanguage = Readonly<Record<string, OfflineTexts>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page for `url`: in its path's language when the texts have it, else English. */
export function offlinePage(texts: OfflineTextsByLanguage, url: string): Response {
  const asked = languageFromPath(new URL(url, "http://offline.invalid").pathname);
  const language = asked && texts[asked] ? asked : DEFAULT_LANGUAGE;
  const words = texts[language];
  const title = escapeHtml(words?.pageTitle ?? "Offline");
  const html = `<!doctype html>
<html lang="${isLanguage(language) ? bcp47(language) : "en"}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100dvh;display:grid;place-items:center;text-align:center;padding:1rem}a{color:inherit}</style>
</head>
<body><main><h1>${title}</h1><p>${escapeHtml(words?.pageText ?? "")}</p><p><a href="/${language}/home/">${escapeHtml(words?.menu ?? "Menu")}</a></p></main></body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": OFFLINE_PAGE_CSP,
      "Cache-Control": "no-store",
      "X-Offline-Fallback": "1",
    },
  });
}
