import { getTranslations } from "next-intl/server";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { localiseDigits } from "@/lib/domain/money-format";
import { searchProducts, type SearchQuery } from "@/lib/domain/search";
import { categoryAvailableNow, productAvailableNow } from "@/lib/venue/catalogue";
import { DietaryFilterRow, dishItemAttributes } from "./dietary-filter-row";
import { SearchResultCard } from "./search-result-card";

/** Cards past the first screenful load their images lazily. */
const EAGER_RESULTS = 4;

/** The products a search finds now: searchable categories and products within their hours (000 section 5). */
export function findSearchResults(menu: Menu, query: SearchQuery, now: Date): Product[] {
  return searchProducts(menu.categories, query, {
    categoryVisible: (category) => categoryAvailableNow(menu, category, now),
    productVisible: (product) => productAvailableNow(menu, product, now),
  });
}

type Props = { menu: Menu; lang: Language; query: SearchQuery; now: Date };

/**
 * The result count sits in a live region that stays mounted, so a screen reader hears the new
 * count each time the URL (and so this server render) changes.
 */
export async function SearchResults({ menu, lang, query, now }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Search" });
  const asked = query.searchTerm.trim() !== "" || query.checkedProperties.length > 0;
  const results = findSearchResults(menu, query, now);
  const count = t("resultCount", { count: results.length });
  return (
    <section className="flex flex-col gap-3">
      <DietaryFilterRow menu={menu} products={results} />
      <p role="status" aria-live="polite" className="text-sm">
        {asked ? localiseDigits(count, lang, menu.enable_arabic_numerals) : ""}
      </p>
      {results.length > 0 && (
        <ul className="flex flex-col gap-3">
          {results.map((product, index) => (
            <li key={product.id} {...dishItemAttributes(menu, product)}>
              <SearchResultCard menu={menu} product={product} lang={lang} query={query} lazy={index >= EAGER_RESULTS} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
