import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { productAvailableNow } from "@/lib/venue/catalogue";
import type { ProductForPage } from "@/lib/venue/product-page";
import { productCardImage, type CardImage } from "./product-card-image";
import { isFromSearch, readSearchQuery, searchResultHref, type SearchParamsInput } from "./search-query";
import { findSearchResults } from "./search-results";

/** A product in the carousel: the link it opens and the card it shows. */
export interface CarouselSlide {
  id: number;
  name: string;
  href: string;
  image: CardImage | null;
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
