import { loadRequestVenue } from "@/lib/venue/request-venue";
import { requestOrigin } from "@/lib/venue/seo";
import { robotsTxt } from "@/lib/venue/sitemap";

const TEXT = { "content-type": "text/plain; charset=utf-8" };

/** /robots.txt of the venue this host serves: everything allowed, with the absolute sitemap address. */
export async function GET(): Promise<Response> {
  const venue = await loadRequestVenue("en");
  if (venue.status === "unlicensed") return new Response("Not found\n", { status: 404, headers: TEXT });
  return new Response(robotsTxt(venue.status === "ready" ? venue.origin : await requestOrigin()), {
    headers: { ...TEXT, "cache-control": "public, max-age=3600" },
  });
}
