import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findInfoPage } from "@/components/catalogue/info-page";
import { readyVenueOrNull, screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";
import { screenMetadata } from "@/lib/venue/seo";

export type InfoPageParams = Promise<ScreenParams & { id: string }>;

export async function infoPageMetadata(params: InfoPageParams): Promise<Metadata> {
  const { id } = await params;
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const page = findInfoPage(venue.menu, id);
  if (!page) return {};
  return screenMetadata({ venue, screen: page.title, path: `/page/${page.id}/`, description: page.content });
}

/** The info page of the URL; an id the menu does not list is not found. */
export async function loadInfoPage(params: InfoPageParams) {
  const { id } = await params;
  const venue = await screenVenue(params);
  const page = findInfoPage(venue.menu, id);
  if (!page) notFound();
  return page;
}
