import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findInfoPage, InfoPage } from "@/components/catalogue/info-page";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const page = findInfoPage(venue.menu, id);
  if (!page) return {};
  return screenMetadata({ venue, screen: page.title, path: `/page/${page.id}/`, description: page.content });
}

/** An info page (000 section 2); an id the menu does not list is not found. */
export default async function InfoPageScreen({ params }: Props) {
  const { id } = await params;
  const venue = await screenVenue(params);
  const page = findInfoPage(venue.menu, id);
  if (!page) notFound();
  return (
    <main>
      <InfoPage page={page} />
    </main>
  );
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
