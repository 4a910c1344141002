import type { SearchQuery } from "@/lib/domain/search";

/** The search screen's state as it travels in the URL: ?q={searchTerm}&p={id},{id} (shareable, server-rendered). */
export type SearchParamsInput = Record<string, string | string[] | undefined>;

export const SEARCH_TERM_PARAM = "q";
export const SEARCH_PROPERTIES_PARAM = "p";

/**
 * Reads the query back. p is accepted both comma-separated (what the screen writes) and repeated
 * (what the form submits without JavaScript); anything that is not a property id is ignored.
 */
export function readSearchQuery(params: SearchParamsInput): SearchQuery {
  const term = params[SEARCH_TERM_PARAM];
  const searchTerm = (Array.isArray(term) ? term[0] : term) ?? "";
  const raw = params[SEARCH_PROPERTIES_PARAM];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const checked = new Set<number>();
  for (const value of values.flatMap((entry) => entry.split(","))) {
    const text = value.trim();
    if (/^\d+$/.test(text)) checked.add(Number(text));
  }
  return { searchTerm, checkedProperties: [...checked].sort((a, b) => a - b) };
}

/** The query string (without "?") for a search; empty when there is nothing to search for. */
export function searchQueryString({ searchTerm, checkedProperties }: SearchQuery): string {
  const parts: string[] = [];
  if (searchTerm !== "") parts.push(`${SEARCH_TERM_PARAM}=${encodeURIComponent(searchTerm)}`);
  // Ids are digits, so the commas can stay literal and the link stays readable: p=1,2.
  if (checkedProperties.length > 0) parts.push(`${SEARCH_PROPERTIES_PARAM}=${[...checkedProperties].sort((a, b) => a - b).join(",")}`);
  return parts.join("&");
}

/** A product page opened from the results: the product carousel then runs over the same results (000 section 2). */
export function searchResultHref(productId: number, query: SearchQuery): string {
  const rest = searchQueryString(query);
  return `/product/${productId}/?from=search${rest === "" ? "" : `&${rest}`}`;
}

/** Whether a product page's own search params say it was opened from search. */
export function isFromSearch(params: SearchParamsInput): boolean {
  return params.from === "search";
}
