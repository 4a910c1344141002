import { loadRequestVenue } from "@/lib/venue/request-venue";
import { defaultLanguageOf } from "@/lib/venue/seo";
import { sitemapPaths, sitemapXml } from "@/lib/venue/sitemap";

/**
 * /sitemap.xml of the venue this host serves (issue 4 item 5). The proxy leaves paths with a dot
 * alone, so the venue is loaded here; the menu's ids are the same in every language, so the
 * English (or the venue's default) menu lists them.
 */
export async function GET(): Promise<Response> {
  const venue = await loadRequestVenue("en");
  if (venue.status === "unlicensed") return new Response("Not found\n", { status: 404, headers: TEXT });
  if (venue.status === "error") return new Response("Menu unavailable\n", { status: 503, headers: RETRY });
  const xml = sitemapXml(
    venue.origin,
    sitemapPaths(venue.menu),
    venue.languages.map((language) => language.code),
    defaultLanguageOf(venue),
  );
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}

const TEXT = { "content-type": "text/plain; charset=utf-8" };
const RETRY = { ...TEXT, "retry-after": "60" };
