import "server-only";
import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { routing } from "@/i18n/routing";
import { loadVenue, type VenueState } from "./venue";

/** The route segments every screen is rendered under (app/[licence]/[origin]/[lang]). */
export type ScreenParams = { licence: string; origin: string; lang: string };
export type ReadyVenue = Extract<VenueState, { status: "ready" }>;

/**
 * A screen's venue, the one preamble of every page: a language the app does not know is not found,
 * and a venue that is not ready (unlicensed, its licence not active, the venue API down) is not found
 * either. next-intl reads the same params itself (i18n/request.ts).
 */
export async function screenVenue(params: Promise<ScreenParams>): Promise<ReadyVenue> {
  const { licence, origin, lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const venue = await loadVenue(licence, lang, origin);
  if (venue.status !== "ready") notFound();
  return venue;
}

/** The ready venue, or null where the screen is not found (generateMetadata, the header slot). */
export async function readyVenueOrNull(params: Promise<ScreenParams>): Promise<ReadyVenue | null> {
  const { licence, origin, lang } = await params;
  if (!hasLocale(routing.locales, lang)) return null;
  const venue = await loadVenue(licence, lang, origin);
  return venue.status === "ready" ? venue : null;
}
