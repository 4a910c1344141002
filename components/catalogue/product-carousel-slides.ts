import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { categoryAvailableNow, findCategory, findProduct, productAvailableNow, productVisibleNow } from "@/lib/venue/catalogue";
import type { CarouselSlide } from "./product-carousel";
import { productCardImage } from "./product-card-image";
import { isFromSearch, readSearchQuery, searchResultHref, type SearchParamsInput } from "./search-query";
import { findSearchResults } from "./search-results";

export interface ProductForPage {
  product: Product;
  /**
   * The product's own category when it lists the product and is shown, else the first shown category
   * listing it (the carousel and its label never name a category its hours hide).
   */
  category: Category;
}

/**
 * The product of /{lang}/product/{id}/, or null for an id that is not a number, not on the menu, or
 * hidden by hours at `now` (the server's clock rules the URL: what no list offers has no screen).
 */
export function findProductForPage(menu: Menu, rawId: string, now: Date): ProductForPage | null {
  if (!/^\d+$/.test(rawId)) return null;
  const found = findProduct(menu, Number(rawId));
  if (!found || !productVisibleNow(menu, found.product, now)) return null;
  const { product } = found;
  const lists = (category: Category) =>
    category.products.some((candidate) => candidate.id === product.id) && categoryAvailableNow(menu, category, now);
  const own = product.category === null ? null : findCategory(menu, product.category);
  const category = own && lists(own) ? own : (menu.categories.find(lists) ?? found.category);
  return { product, category };
}

/**
 * The carousel's products (000 section 2): the search results when the page was opened from search
 * and the product is among them, otherwise the visible products of its category. The current product
 * stays in the list whatever `now` says, so the carousel always knows where it is.
 */
export function productSlides(
  menu: Menu,
  { product, category }: ProductForPage,
  params: SearchParamsInput,
  now: Date,
): { slides: CarouselSlide[]; fromSearch: boolean } {
  if (isFromSearch(params)) {
    const query = readSearchQuery(params);
    const results = findSearchResults(menu, query, now);
    if (results.some((candidate) => candidate.id === product.id)) {
      return { slides: results.map((item) => slide(menu, item, searchResultHref(item.id, query))), fromSearch: true };
    }
  }
  const siblings = category.products.filter((candidate) => candidate.id === product.id || productAvailableNow(menu, candidate, now));
  return { slides: siblings.map((item) => slide(menu, item, `/product/${item.id}/`)), fromSearch: false };
}

function slide(menu: Menu, product: Product, href: string): CarouselSlide {
  return { id: product.id, name: product.name, href, image: productCardImage(menu, product) };
}
