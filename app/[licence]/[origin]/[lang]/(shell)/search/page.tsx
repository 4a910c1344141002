import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SearchForm } from "@/components/catalogue/search-form";
import { readSearchQuery, type SearchParamsInput } from "@/components/catalogue/search-query";
import { SearchResults } from "@/components/catalogue/search-results";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  return screenMetadata({ venue, screen: t("search"), path: "/search/" });
}

/** Search (000 sections 2 and 5); offered only when the venue enables it (enable_search). */
export default async function SearchPage({ params, searchParams }: Props) {
  const venue = await screenVenue(params);
  if (!venue.menu.enable_search) notFound();
  const { menu, language } = venue;
  const query = readSearchQuery(await searchParams);
  const t = await getTranslations({ locale: language, namespace: "Search" });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <SearchForm
        initialTerm={query.searchTerm}
        initialChecked={query.checkedProperties}
        properties={menu.properties.map((property) => ({ id: property.id, name: property.name, icon: property.image.icon }))}
        labels={{ search: t("placeholder"), properties: t("properties") }}
      />
      <SearchResults menu={menu} lang={language} query={query} now={new Date()} />
    </main>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
