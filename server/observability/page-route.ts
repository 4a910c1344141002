import { LANGUAGES } from "@/lib/domain/language";

/** The words of the guest app's paths (app/[licence]/[origin]/[lang]/, public/, Next's own). */
const PATH_WORDS = new Set([
  "home",
  "category",
  "product",
  "from-search",
  "search",
  "promotions",
  "page",
  "form",
  "cart",
  "checkout",
  "delivery-location",
  "order",
  "af-checkout",
  "my-orders",
  "payment",
  "submitted-forms",
  "t",
  "r",
  "a",
  "og",
  "demo",
  "_next",
  "static",
  "image",
  "data",
  "sw.js",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "manifest.webmanifest",
]);
const LANGUAGE_CODES = new Set<string>(LANGUAGES);
const MAX_SEGMENTS = 4;

/**
 * A page request's path as a pattern for logs and metrics: only the app's own words survive, every
 * other segment (ids, table and room tokens, licences, custom-domain prefixes, file names) becomes a
 * placeholder, and the query is dropped, so no token reaches a log and the series stay few.
 */
export function pagePattern(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "/";
  if (path.startsWith("/_next/static/")) return "/_next/static/*";
  const segments = path.split("/").filter(Boolean);
  const named = segments.slice(0, MAX_SEGMENTS).map((segment) => {
    const word = segment.toLowerCase();
    if (LANGUAGE_CODES.has(word)) return ":lang";
    if (PATH_WORDS.has(word)) return word;
    return word.includes(".") ? ":file" : ":id";
  });
  if (segments.length > MAX_SEGMENTS) named.push("*");
  const slash = path.endsWith("/") && named.length > 0 && segments.length <= MAX_SEGMENTS ? "/" : "";
  return `/${named.join("/")}${slash}`;
}
