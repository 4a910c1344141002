import { getTranslations } from "next-intl/server";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import type { SearchQuery } from "@/lib/domain/search";
import { Price } from "./price";
import { PropertyBadges, productProperties, RecommendedBadge } from "./product-card-badges";
import { ProductCardImage, productCardImage } from "./product-card-image";
import { CardLink, productCardTarget, type CardTarget } from "./product-card-link";
import { searchResultHref } from "./search-query";

type Props = { menu: Menu; product: Product; lang: Language; query: SearchQuery; lazy: boolean };

/**
 * A product card as the list-with-image format draws it, except that an internal link carries the
 * search along (from=search&q&p) so the product page's carousel runs over these results.
 */
export async function SearchResultCard({ menu, product, lang, query, lazy }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Category" });
  const base = productCardTarget(product);
  const target: CardTarget = base.kind === "internal" ? { kind: "internal", href: searchResultHref(product.id, query) } : base;
  const properties = menu.display_properties_in_product ? [] : productProperties(menu, product);
  return (
    <article className="flex w-full overflow-hidden rounded-lg bg-white/70">
      <CardLink target={target} className="flex min-w-0 flex-1 flex-row items-center gap-2 p-2">
        {!product.hidden_image && (
          <ProductCardImage image={productCardImage(menu, product)} lazy={lazy} className="h-20 w-20 shrink-0 rounded object-cover" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          {product.hidden_title ? (
            <span className="sr-only">{product.name}</span>
          ) : (
            <span className="font-bold">{product.name}</span>
          )}
          {(product.recommend || product.out_of_stock) && (
            <span className="flex flex-wrap items-center gap-1">
              {product.recommend && <RecommendedBadge label={t("recommended")} image={menu.chef_recommends_image} />}
              {product.out_of_stock && (
                <span className="rounded bg-gray-800 px-1.5 py-0.5 text-xs font-bold text-white">{t("outOfStock")}</span>
              )}
            </span>
          )}
          <PropertyBadges properties={properties} />
          <Price menu={menu} product={product} lang={lang} />
        </div>
      </CardLink>
    </article>
  );
}
