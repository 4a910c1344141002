import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/config/env";
import type messages from "@/messages/en.json";
import { readyVenueOrNull, type ReadyVenue, type ScreenParams } from "./screen-venue";
import { screenMetadata, screenTitle, type SeoImage } from "./seo";

/** A screen name of the Meta messages ("home", "cart"...). */
type MetaScreen = keyof (typeof messages)["Meta"];

/** A guest's own screen (checkout, order, payment...) is nothing for search engines. */
export const PRIVATE_SCREEN: Metadata["robots"] = { index: false, follow: false };

/**
 * The metadata of a screen named by a Meta message, with `robots` for a guest's own screens and the
 * screen's image where it has one; none where the screen is not found (generateMetadata).
 */
export async function namedScreenMetadata(
  params: Promise<ScreenParams>,
  screen: MetaScreen,
  path: string,
  options: { robots?: Metadata["robots"]; image?: (venue: ReadyVenue) => SeoImage | null } = {},
): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  const metadata = await screenMetadata({ venue, screen: t(screen), path, image: options.image?.(venue) });
  return options.robots ? { ...metadata, robots: options.robots } : metadata;
}

/** A guest's order or bill: its title alone, never indexed (a guest's order is nobody else's business). */
export async function privateTitleMetadata(
  params: Promise<ScreenParams>,
  screen: (venue: ReadyVenue) => Promise<string>,
): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  return { title: { absolute: screenTitle(await screen(venue), venue.menu.name, env.siteName) }, robots: PRIVATE_SCREEN };
}
