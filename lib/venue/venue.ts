import "server-only";
import { cache } from "react";
import { isApiError } from "@/lib/api/errors";
import type { Menu } from "@/lib/api/schemas/menu";
import { chooseLanguage, type Language } from "@/lib/domain/language";
import { MENU_FRESHNESS_SECONDS, menuTag, serverApi } from "./api";
import { resolveLicence, UNLICENSED } from "./licence";

export interface VenueLanguage {
  code: Language;
  name_local: string;
}

export type VenueState =
  | { status: "ready"; licence: string; language: Language; languages: VenueLanguage[]; menu: Menu }
  | { status: "unlicensed" }
  | { status: "error"; licence: string };

const ACTIVE = "ACTIVE";

/**
 * The venue of this request in the language asked for (000 section 4): licence, language list,
 * then the menu, each read through the data cache for at most a minute. Any failure or a licence
 * status other than ACTIVE is the generic error state.
 */
export const loadVenue = cache(async (requested: Language): Promise<VenueState> => {
  const licence = await resolveLicence();
  if (licence === UNLICENSED) return { status: "unlicensed" };
  const api = serverApi();
  const next = { revalidate: MENU_FRESHNESS_SECONDS, tags: [menuTag(licence)] };
  try {
    const list = await api.getMenuLanguages(licence, { next });
    const language = chooseLanguage(requested, list);
    const menu = await api.getMenu(language, licence, { next });
    if (menu.license_status !== ACTIVE) return { status: "error", licence };
    return { status: "ready", licence, language, languages: list.languages, menu };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: "unlicensed" };
    console.error("menu load failed", error);
    return { status: "error", licence };
  }
});
