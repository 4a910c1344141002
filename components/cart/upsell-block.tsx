import { getTranslations } from "next-intl/server";
import { PriceTag } from "@/components/catalogue/price-tag";
import { PropertyBadges, productProperties, RecommendedBadge } from "@/components/catalogue/product-card-badges";
import { ProductCardImage, productCardImage } from "@/components/catalogue/product-card-image";
import {
  DietaryFilterRow,
  dishAttributes,
  dishItemAttributes,
  DietaryNote,
  offersDietaryFilter,
} from "@/components/catalogue/dietary-filter-row";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { priceView } from "@/lib/domain/price-view";
import { upsellProducts } from "./upsell-products";

type Props = { menu: Menu; lang: Language; now: Date };

/**
 * 'Would you like to add:' (001 section 2): cards with image, recommended and out-of-stock badges,
 * name, properties and price with discount (taxes added when display_prices_with_tax), each linking
 * to the product page. Title 14 px, price 12 px (001 section 9).
 */
export async function UpsellBlock({ menu, lang, now }: Props) {
  const products = upsellProducts(menu, now);
  if (products.length === 0) return null;
  const t = await getTranslations({ locale: lang, namespace: "Cart" });
  const dietary = offersDietaryFilter(menu) ? await getTranslations({ locale: lang, namespace: "DietaryFilter" }) : null;
  return (
    <section aria-labelledby="cart-upsell-title" className="flex flex-col gap-2">
      <h2 id="cart-upsell-title" className="text-sm font-bold">
        {t("upsellTitle")}
      </h2>
      <DietaryFilterRow menu={menu} products={products} noticeOnly />
      <ul className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {products.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start" {...dishItemAttributes(menu, product)}>
            <UpsellCard
              menu={menu}
              product={product}
              lang={lang}
              labels={{ recommended: t("recommended"), outOfStock: t("outOfStock"), outsideFilter: dietary?.("note") ?? null }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

type CardProps = {
  menu: Menu;
  product: Product;
  lang: Language;
  labels: { recommended: string; outOfStock: string; outsideFilter: string | null };
};

function UpsellCard({ menu, product, lang, labels }: CardProps) {
  const price = priceView(menu, product, lang);
  return (
    <Link
      {...dishAttributes(menu, product)}
      href={`/product/${product.id}/`}
      className="flex h-full flex-col gap-1 overflow-hidden rounded-lg bg-card-bg pb-2 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-text"
    >
      <ProductCardImage image={productCardImage(menu, product)} lazy className="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-col gap-1 px-2">
        {(product.recommend || product.out_of_stock) && (
          <span className="flex flex-wrap items-center gap-1">
            {product.recommend && <RecommendedBadge label={labels.recommended} image={menu.chef_recommends_image} />}
            {product.out_of_stock && <Badge tone="neutral">{labels.outOfStock}</Badge>}
          </span>
        )}
        <span className="text-sm font-bold">{product.name}</span>
        <PropertyBadges properties={productProperties(menu, product)} />
        {labels.outsideFilter && <DietaryNote label={labels.outsideFilter} />}
        {price && <PriceTag view={{ ...price, altPrice: null, altDiscounted: null, discountPercent: null }} badge={null} size="upsell" />}
      </div>
    </Link>
  );
}
