/**
 * Where "back" takes the guest: the header's Back button and Add To Cart on a venue whose
 * `addtocart_redirect` is "back" (000 section 2). Back means the page of ours the guest came from;
 * with none behind (a shared link opened in a fresh tab, a search result), the browser's back would
 * leave the site, so it goes to the product's category, else home (issue 11).
 */
export type BackStep = { kind: "history" } | { kind: "navigate"; href: string };

/** The page above the current one: the product's category, else home (paths without the language). */
export function backFallbackPath(categoryId: number | null): string {
  return categoryId === null ? "/home/" : `/category/${categoryId}/`;
}

export function backStep({ inAppPageBehind, categoryId }: { inAppPageBehind: boolean; categoryId: number | null }): BackStep {
  return inAppPageBehind ? { kind: "history" } : { kind: "navigate", href: backFallbackPath(categoryId) };
}

/**
 * How many pages of ours lie behind the history entry the guest is on, for browsers without the
 * Navigation API. An entry keeps the depth recorded when it was first shown (back, forward and reload
 * return to it); a new entry made by a navigation inside the app lies one deeper than the page it
 * came from; the first page of a document lies on a page of ours only when that page sent the guest
 * here (a same-site referrer).
 */
export function entryDepth({
  recorded,
  previous,
  referrerInApp,
}: {
  /** The depth stored in the entry, if any. */
  recorded: number | null;
  /** The depth of the page shown before this one in the same document, if any. */
  previous: number | null;
  referrerInApp: boolean;
}): number {
  if (recorded !== null) return recorded;
  if (previous !== null) return previous + 1;
  return referrerInApp ? 1 : 0;
}

/**
 * Whether a page of ours lies behind the current entry: the Navigation API's answer where the browser
 * has one (it lists only this site's entries of the tab, so `canGoBack` is exactly the question), else
 * the recorded depth.
 */
export function inAppPageBehind({ canGoBack, depth }: { canGoBack: boolean | null; depth: number }): boolean {
  return canGoBack ?? depth > 0;
}
