import type { Metadata } from "next";
import type { SearchParamsInput } from "@/components/catalogue/search-query";
import { SearchScreen } from "@/components/catalogue/search-screen";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { namedScreenMetadata } from "@/lib/venue/screen-metadata";
import { loadSearch } from "./load-search";

type Props = { params: Promise<ScreenParams>; searchParams: Promise<SearchParamsInput> };

export function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return namedScreenMetadata(params, "search", "/search/");
}

/** Search (000 sections 2 and 5); offered only when the venue enables it (enable_search). */
export default async function SearchPage({ params, searchParams }: Props) {
  return <SearchScreen {...await loadSearch(params, searchParams)} />;
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
