import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import type { SearchQuery } from "@/lib/domain/search";
import { ProductCard } from "./product-card";
import { searchResultHref } from "./search-query";

type Props = { menu: Menu; product: Product; lang: Language; query: SearchQuery; lazy: boolean; now: Date };

/**
 * A result is a product card in the list-with-image format whose link carries the search along
 * (from=search&q&p), so the product page's carousel runs over these results.
 */
export function SearchResultCard({ menu, product, lang, query, lazy, now }: Props) {
  return (
    <ProductCard
      menu={menu}
      product={product}
      lang={lang}
      viewFormat={3}
      fullwidth
      now={now}
      orderingAllowed={false}
      lazy={lazy}
      href={searchResultHref(product.id, query)}
    />
  );
}
