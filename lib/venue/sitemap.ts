import type { Menu } from "@/lib/api/schemas/menu";
import { bcp47, type Language } from "@/lib/domain/language";
import { indexableScreens } from "./indexable";

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The paths (after the language prefix) a search engine should know: landing, home, every
 * category and product a card links to (whatever their hours: see indexable.ts), every info page,
 * and promotions when one is enabled.
 */
export function sitemapPaths(menu: Menu): string[] {
  const { categories, products } = indexableScreens(menu, null);
  return [
    "/",
    "/home/",
    ...categories.map((category) => `/category/${category.id}/`),
    ...products.map((product) => `/product/${product.id}/`),
    ...menu.pages.map((page) => `/page/${page.id}/`),
    ...(menu.promotions.some((promotion) => promotion.enable) ? ["/promotions/"] : []),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * The sitemap: one <url> per path and language, each listing every language version as an
 * xhtml:link alternate (hreflang as BCP 47, plus x-default on the default language).
 */
export function sitemapXml(origin: string, paths: readonly string[], languages: readonly Language[], defaultLanguage: Language): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const codes = languages.length > 0 ? languages : [defaultLanguage];
  let count = 0;
  for (const path of paths) {
    const alternates = codes.map(
      (code) => `    <xhtml:link rel="alternate" hreflang="${bcp47(code)}" href="${escapeXml(`${origin}/${code}${path}`)}"/>`,
    );
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}/${defaultLanguage}${path}`)}"/>`);
    for (const code of codes) {
      if (count >= SITEMAP_MAX_URLS) break;
      count += 1;
      lines.push("  <url>", `    <loc>${escapeXml(`${origin}/${code}${path}`)}</loc>`, ...alternates, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/**
 * robots.txt: everything may be crawled (venue images and assets may be served by the API under
 * /backend, so it is not excluded); the sitemap is on the same host.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
