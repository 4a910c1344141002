import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { showsInlineAdd } from "@/lib/domain/add-button";
import { toMilli } from "@/lib/domain/money";
import { canOrderProduct } from "@/lib/domain/ordering";
import { findProduct, productAvailableNow } from "@/lib/venue/catalogue";
import { AddToCartButton } from "./add-to-cart-button";
import { dishAttributes, DietaryNote, offersDietaryFilter } from "./dietary-filter-row";
import { addToCartMenu, addToCartProduct } from "./add-to-cart-menu";
import { Price } from "./price";
import { PropertyBadges, productProperties, RecommendedBadge } from "./product-card-badges";
import { ProductCardImage, productCardImage } from "./product-card-image";
import { CardLink, productCardTarget, type CardTarget } from "./product-card-link";

/** 1 card with image, 2 card without image, 3 list with image, 4 compact list (000 section 2). */
export type ViewFormat = 1 | 2 | 3 | 4;

type Props = {
  menu: Menu;
  product: Product;
  lang: Language;
  viewFormat: ViewFormat;
  fullwidth?: boolean;
  now: Date;
  /** Ordering enabled, the menu open and the category's hours allow it (the caller knows the category). */
  orderingAllowed: boolean;
  /** Cards below the first screenful load their image lazily. */
  lazy?: boolean;
  /** The first row of the screen: its image is the largest paint (ProductCardImage). */
  priority?: boolean;
  /** Replaces the product page link, e.g. to carry a search along; external and disabled cards keep theirs. */
  href?: string;
};

/** Card widths of 000 section 9: 95% when full width, else 45% (two per row); list rows span the container. */
export function cardWidthClass(viewFormat: ViewFormat, fullwidth: boolean): string {
  if (viewFormat === 3 || viewFormat === 4) return "w-full";
  return fullwidth ? "w-[95%]" : "w-[45%]";
}

export function showsImage(viewFormat: ViewFormat, product: Pick<Product, "hidden_image">): boolean {
  return (viewFormat === 1 || viewFormat === 3) && !product.hidden_image;
}

export async function ProductCard({
  menu,
  product,
  lang,
  viewFormat,
  fullwidth,
  now,
  orderingAllowed,
  lazy = true,
  priority = false,
  href,
}: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Category" });
  const dietary = offersDietaryFilter(menu) ? await getTranslations({ locale: lang, namespace: "DietaryFilter" }) : null;
  const base = productCardTarget(product);
  const target: CardTarget = href && base.kind === "internal" ? { kind: "internal", href } : base;
  const list = viewFormat === 3 || viewFormat === 4;
  const withImage = showsImage(viewFormat, product);
  const properties = menu.display_properties_in_product ? [] : productProperties(menu, product);
  // Compact lists, and every layout with enable_quick_add, carry an add button where ordering the product is allowed now.
  const addable = showsInlineAdd({
    viewFormat,
    enableQuickAdd: menu.enable_quick_add,
    // orderingAllowed already folds enable_order, the open state and the category's hours together.
    orderable: canOrderProduct({
      enableOrder: orderingAllowed,
      menuOpen: orderingAllowed,
      categoryHoursAllow: orderingAllowed,
      productHoursAllow: productAvailableNow(menu, product, now),
      outOfStock: product.out_of_stock,
      price: toMilli(product.price),
      enableZeroPriceItem: menu.enable_zero_price_item,
    }),
  });
  const shadow = product.card_shadow ? "shadow-md" : "";
  return (
    <article
      {...dishAttributes(menu, product)}
      className={`${cardWidthClass(viewFormat, fullwidth ?? product.fullwidth)} md:w-auto ${shadow} relative flex overflow-hidden rounded-lg bg-card-bg ${list ? "flex-row items-center" : "flex-col"}`}
    >
      <CardLink target={target} className={`flex min-w-0 flex-1 gap-2 ${list ? "flex-row items-center p-2" : "flex-col pb-2"}`}>
        {withImage && (
          <ProductCardImage
            image={productCardImage(menu, product)}
            lazy={lazy}
            priority={priority}
            className={list ? "h-20 w-20 shrink-0 rounded object-cover" : "aspect-[4/3] h-auto w-full object-cover"}
          />
        )}
        <div className={`flex min-w-0 flex-col gap-1 ${list ? "" : "px-2"}`}>
          {product.hidden_title ? (
            <span className="sr-only">{product.name}</span>
          ) : (
            <span className="product-card-title">{product.name}</span>
          )}
          {(product.recommend || product.out_of_stock) && (
            <span className="flex flex-wrap items-center gap-1">
              {product.recommend && <RecommendedBadge label={t("recommended")} image={menu.chef_recommends_image} />}
              {product.out_of_stock && <Badge tone="neutral">{t("outOfStock")}</Badge>}
            </span>
          )}
          <PropertyBadges properties={properties} />
          {dietary && <DietaryNote label={dietary("note")} />}
          <Price menu={menu} product={product} lang={lang} />
        </div>
      </CardLink>
      {addable && (
        <div className={list ? "me-2 shrink-0" : "px-2 pb-2"}>
          <AddToCartButton
            product={addToCartProduct(product)}
            categoryId={product.category ?? findProduct(menu, product.id)?.category.id ?? 0}
            menu={addToCartMenu(menu, product)}
            lang={lang}
          />
        </div>
      )}
    </article>
  );
}
