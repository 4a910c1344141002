import "server-only";
import { headers } from "next/headers";
import type { Language } from "@/lib/domain/language";
import { env } from "@/lib/config/env";
import { encodeOriginSegment } from "./site-path";
import { resolveVenueSite } from "./site-resolver";
import { loadVenue, type VenueState } from "./venue";

/**
 * The venue of this request's host, for the routes the proxy does not rewrite (robots.txt,
 * sitemap.xml: a dot in the path): resolved as the proxy does, from the host.
 */
export async function loadRequestVenue(language: Language): Promise<VenueState> {
  const list = await headers();
  const first = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;
  const host = first(list.get("x-forwarded-host")) ?? first(list.get("host")) ?? "localhost";
  const proto = first(list.get("x-forwarded-proto")) === "https" ? "https" : "http";
  const site = await resolveVenueSite(host.replace(/:\d+$/, ""));
  return loadVenue(site.licence, language, encodeOriginSegment(env.publicUrl ?? `${proto}://${host}`));
}
