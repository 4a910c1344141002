import "server-only";
import { cache } from "react";
import { failedCall } from "@/lib/api/failed-call";
import type { Menu } from "@/lib/api/schemas/menu";
import { chooseLanguage, type Language } from "@/lib/domain/language";
import { lookupFailure } from "@/lib/domain/venue-lookup";
import { env } from "@/lib/config/env";
import { MENU_FRESHNESS_SECONDS, menuTag, serverApi } from "./api";
import { UNLICENSED } from "./licence";
import { decodeOriginSegment, UNAVAILABLE_SEGMENT } from "./site-path";

export interface VenueLanguage {
  code: Language;
  name_local: string;
}

export type VenueState =
  | { status: "ready"; licence: string; origin: string; language: Language; languages: VenueLanguage[]; menu: Menu }
  | { status: "unlicensed" }
  | { status: "error"; licence: string };

const ACTIVE = "ACTIVE";

/**
 * The venue of a licence in the language asked for (000 section 4): language list, then the menu,
 * each read through the data cache for at most a minute and tagged with the licence, so a page
 * rendered from them is cached per licence and dropped when the venue is imported. The licence comes
 * from the path the proxy rewrote to (proxy.ts), never from the request's headers: pages stay static.
 * A licence status other than ACTIVE is the generic error state; a 404 the unlicensed one. An API that
 * cannot answer makes the render fail (lib/domain/venue-lookup.ts): Next caches no failed render and
 * keeps serving the page it had, where a rendered error screen would be kept as the page for a minute.
 */
export const loadVenue = cache(async (licence: string, requested: Language, originSegment: string): Promise<VenueState> => {
  const origin = env.publicUrl ?? decodeOriginSegment(originSegment) ?? "http://localhost";
  if (licence === UNLICENSED) return { status: "unlicensed" };
  if (licence === UNAVAILABLE_SEGMENT) return { status: "error", licence };
  const api = serverApi();
  const next = { revalidate: MENU_FRESHNESS_SECONDS, tags: [menuTag(licence)] };
  try {
    const list = await api.getMenuLanguages(licence, { next });
    const language = chooseLanguage(requested, list);
    const menu = await api.getMenu(language, licence, { next });
    if (menu.license_status !== ACTIVE) return { status: "error", licence };
    return { status: "ready", licence, origin, language, languages: list.languages, menu };
  } catch (error) {
    if (lookupFailure(failedCall(error)) === "unlicensed") return { status: "unlicensed" };
    console.error("menu load failed", error);
    throw error;
  }
});
