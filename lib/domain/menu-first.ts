/**
 * The menu-first home (issue 28 item 2, beyond the specification; the venue's enable_menu_first): one
 * scrolling menu of every orderable category, with a row of popular dishes first. What each category
 * holds is decided by the category screen's own rule (categoryContent, 000 section 2), handed in as
 * `contentOf`, so hours, parents and special categories are judged once, the same way on both screens.
 */

/** What the category screen shows for a category, as far as the menu-first walk cares. */
export type SectionContent<C, P> =
  | { kind: "products"; products: readonly P[] }
  | { kind: "subcategories"; categories: readonly C[] }
  | { kind: "special" | "promotions" | "empty" };

export interface MenuSection<C, P> {
  category: C;
  products: readonly P[];
}

/**
 * One section per category whose screen lists dishes, in the order the guest would reach them: the home's
 * categories in menu order, a parent replaced by its subcategories (depth first). Special categories only
 * re-list other categories' dishes, and promotion-only or empty categories list none, so they have no
 * section. Each category counts once, even when venue data links it from two parents.
 */
export function menuSections<C extends { id: number }, P>(
  roots: readonly C[],
  contentOf: (category: C) => SectionContent<C, P>,
): MenuSection<C, P>[] {
  const seen = new Set<number>();
  const walk = (categories: readonly C[]): MenuSection<C, P>[] =>
    categories.flatMap((category) => {
      if (seen.has(category.id)) return [];
      seen.add(category.id);
      const content = contentOf(category);
      if (content.kind === "products") return content.products.length > 0 ? [{ category, products: content.products }] : [];
      if (content.kind === "subcategories") return walk(content.categories);
      return [];
    });
  return walk(roots);
}

/** How many dishes the popular row holds at most: a row a guest can take in with a swipe or two. */
export const POPULAR_LIMIT = 10;

/**
 * The popular row: the dishes the venue marks `recommend` (the card's Recommended badge, 000 section 2),
 * in stock, in the order the sections list them, each once, at most POPULAR_LIMIT. Only the sections'
 * dishes count, so the row never offers a dish the hours hide. No recommended dish: no row.
 */
export function popularDishes<P extends { id: number; recommend: boolean; out_of_stock: boolean }>(
  sections: readonly MenuSection<unknown, P>[],
): P[] {
  const seen = new Set<number>();
  const popular: P[] = [];
  for (const product of sections.flatMap((section) => section.products)) {
    if (popular.length === POPULAR_LIMIT) break;
    if (!product.recommend || product.out_of_stock || seen.has(product.id)) continue;
    seen.add(product.id);
    popular.push(product);
  }
  return popular;
}

/** Every dish of the menu once, in section order: what the dietary filter counts over. */
export function menuDishes<P extends { id: number }>(sections: readonly MenuSection<unknown, P>[]): P[] {
  const seen = new Set<number>();
  return sections
    .flatMap((section) => section.products)
    .filter((product) => {
      if (seen.has(product.id)) return false;
      seen.add(product.id);
      return true;
    });
}

/** At most this many dishes of one section on the home: the rest are a tap away on the category's screen. */
export const SECTION_DISH_LIMIT = 12;

/**
 * At most this many dishes in all the home's sections together (the popular row aside). A venue of 2,000
 * dishes would otherwise send every one of them, megabytes, to a phone that shows a dozen at a time.
 */
export const HOME_DISH_BUDGET = 60;

export interface HomeSection<C, P> {
  category: C;
  /** The dishes the home lists, in the section's order. */
  shown: readonly P[];
  /** How many more the category's screen lists: the section then links to it. */
  more: number;
}

/**
 * What the home lists of each section: its first SECTION_DISH_LIMIT dishes while the home has listed fewer
 * than HOME_DISH_BUDGET, none after. Every section keeps its place (its heading, its tab and, where
 * dishes are left out, a link to the category's screen), so the menu's shape never depends on its size.
 */
export function homeSections<C, P>(sections: readonly MenuSection<C, P>[]): HomeSection<C, P>[] {
  let left = HOME_DISH_BUDGET;
  return sections.map(({ category, products }) => {
    const shown = products.slice(0, Math.min(SECTION_DISH_LIMIT, left));
    left -= shown.length;
    return { category, shown, more: products.length - shown.length };
  });
}
