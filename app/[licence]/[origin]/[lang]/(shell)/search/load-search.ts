import "server-only";
import { notFound } from "next/navigation";
import { readSearchQuery, type SearchParamsInput } from "@/components/catalogue/search-query";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/** The search screen's menu and query; not found where the venue does not enable search (enable_search). */
export async function loadSearch(params: Promise<ScreenParams>, searchParams: Promise<SearchParamsInput>) {
  const venue = await screenVenue(params);
  if (!venue.menu.enable_search) notFound();
  return { menu: venue.menu, lang: venue.language, query: readSearchQuery(await searchParams), now: new Date() };
}
