import { searchKey } from "./search-text";
import { isSpecialCategory } from "./special-category";

/**
 * Search (000 section 5): a product matches when its name contains the term, case-insensitively,
 * and when it has any checked property. Only browsable categories are searched. Name and term are
 * compared as search keys (search-text.ts), so accents, vowel marks and script variants do not matter.
 */
export type SearchProduct = {
  id: number | string;
  name?: string | null;
  properties?: readonly number[] | null;
};
export type SearchCategory<P extends SearchProduct = SearchProduct> = {
  id: number | string;
  parent?: number | string | null;
  disable_link?: boolean | null;
  external_link?: string | null;
  enable_special_category?: boolean | null;
  special_category_type?: string | null;
  products?: readonly P[] | null;
};

export type SearchQuery = {
  searchTerm: string;
  checkedProperties: readonly number[];
};

/** The product type a category carries. */
export type ProductOf<C extends SearchCategory> = NonNullable<C["products"]>[number];

/** The clock-dependent rules (category_hours, product_hours) stay with the caller. */
export type SearchVisibility<C extends SearchCategory> = {
  categoryVisible(category: C): boolean;
  productVisible(product: ProductOf<C>): boolean;
};

/**
 * Products of every searchable category (subcategories included: the menu lists them flat, each
 * judged on its own) that match the query, first occurrence first, each product once.
 */
export function searchProducts<C extends SearchCategory>(
  categories: readonly C[],
  query: SearchQuery,
  visibility: SearchVisibility<C>,
): ProductOf<C>[] {
  const term = searchKey(query.searchTerm);
  const checked = new Set(query.checkedProperties);
  if (term === "" && checked.size === 0) return [];

  const seen = new Set<string>();
  const results: ProductOf<C>[] = [];
  for (const category of categories) {
    if (!isSearchableCategory(category) || !visibility.categoryVisible(category)) continue;
    const products: readonly ProductOf<C>[] = category.products ?? [];
    for (const product of products) {
      const key = String(product.id);
      if (seen.has(key) || !matchesQuery(product, term, checked) || !visibility.productVisible(product)) continue;
      seen.add(key);
      results.push(product);
    }
  }
  return results;
}

/**
 * A category the guest can open from the menu: not link-disabled, not an external link and not
 * special (a special category only re-lists products of other categories).
 */
export function isSearchableCategory(category: SearchCategory<SearchProduct>): boolean {
  if (category.disable_link === true) return false;
  if (hasText(category.external_link)) return false;
  return !isSpecialCategory(category);
}

function matchesQuery(product: SearchProduct, term: string, checked: ReadonlySet<number>): boolean {
  if (term !== "" && !searchKey(product.name ?? "").includes(term)) return false;
  if (checked.size === 0) return true;
  return (product.properties ?? []).some((property) => checked.has(property));
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}
