import { sharesTableOrder } from "@/lib/domain/table-tab";
import { getTranslations } from "next-intl/server";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { orderCatalogue } from "@/lib/cart/order-payload-lines";
import type { Language } from "@/lib/domain/language";
import { categoryLineage } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import { offersDietaryFilter } from "./dietary-filter-row";
import { DietaryProductNote } from "./dietary-product-note";
import { ProductDetailPurchase } from "./product-detail-purchase";
import { purchaseMenu, type OrderingFacts } from "./product-detail-menu";

type Props = {
  menu: Menu;
  product: Product;
  category: Category;
  lang: Language;
  now: Date;
  /** The title's id, for a dialog named by it (the product sheet). */
  titleId?: string;
};

/** The product detail screen's body (000 section 2); the interactive part is ProductDetailPurchase. */
export async function ProductDetail({ menu, product, category, lang, now, titleId }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Product" });
  const images = productImages(menu, product);
  const properties = product.properties.flatMap((id) => menu.properties.filter((property) => property.id === id));
  const description = product.description.trim() ? sanitiseHtml(product.description) : "";
  const footer = menu.product_footer_text.trim() ? sanitiseHtml(menu.product_footer_text) : "";
  const ordering: OrderingFacts = {
    enableOrder: menu.enable_order,
    venue: { isOpen: menu.isOpen, opening_hours: menu.opening_hours, closing_rules: menu.closing_rules, timezone: menu.timezone },
    categoryHours: categoryLineage(menu, category).map((entry) => entry.category_hours),
    productHours: product.product_hours,
    outOfStock: product.out_of_stock,
    price: product.price,
    enableZeroPriceItem: menu.enable_zero_price_item,
  };

  const media = images.length > 0 || Boolean(product.video);
  // From tablet width the picture stands beside the title, price, options and Add (issue 28 item 1),
  // capped in height, so the title and price open the screen; wherever this detail renders.
  return (
    <article
      className={`mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pb-10 ${media ? "md:grid md:max-w-6xl md:grid-cols-2 md:items-start md:gap-x-8 md:pt-2" : ""}`}
    >
      {media && (
        <div data-testid="product-media" className="flex min-w-0 flex-col gap-4 md:sticky md:top-16">
          {images.length > 0 && (
            <ul className="relative flex snap-x snap-mandatory gap-2 overflow-x-auto" aria-label={product.name}>
              {images.map((image, index) => (
                <li key={`${image.src}-${index}`} className="w-full shrink-0 snap-center">
                  {/* eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary URLs (ui-brief: plain img) */}
                  <img
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={index === 0 ? product.name : ""}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : "auto"}
                    decoding="async"
                    className="aspect-4/3 h-auto w-full rounded-lg object-cover md:max-h-[60dvh]"
                  />
                </li>
              ))}
            </ul>
          )}
          {product.video && (
            <video
              controls
              preload="none"
              poster={images[0]?.src}
              aria-label={t("video")}
              className="aspect-video w-full rounded-lg bg-black md:max-h-[40dvh]"
            >
              <source src={product.video} />
            </video>
          )}
        </div>
      )}
      <div data-testid="product-options" className="flex min-w-0 flex-col gap-4">
        <h1 id={titleId} className="font-title text-[length:var(--font-size-product-title,1.5rem)] text-product-title">
          {product.name}
        </h1>
        {description ? (
          <div className="prose text-base" dangerouslySetInnerHTML={{ __html: description }} />
        ) : (
          product.small_description && <p>{product.small_description}</p>
        )}
        {properties.length > 0 && (
          <ul aria-label={t("properties")} className="flex flex-wrap gap-2">
            {properties.map((property) => (
              <li key={property.id} className="flex items-center gap-1 rounded-full bg-black/5 px-2 py-1 text-sm">
                {property.image.icon && (
                  // eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary URLs (ui-brief: plain img)
                  <img src={property.image.icon} width={20} height={20} alt="" loading="lazy" className="size-5" />
                )}
                <span>{property.name}</span>
              </li>
            ))}
          </ul>
        )}
        {offersDietaryFilter(menu) && (
          <DietaryProductNote menuPropertyIds={menu.properties.map((property) => property.id)} properties={product.properties} />
        )}
        <ProductDetailPurchase
          product={product}
          categoryId={category.id}
          menu={purchaseMenu(menu, product)}
          orderProduct={sharesTableOrder(menu) ? (orderCatalogue(menu)[product.id] ?? null) : null}
          ordering={ordering}
          serverNow={now.getTime()}
          lang={lang}
        />
        {footer && <div className="text-sm opacity-90" dangerouslySetInnerHTML={{ __html: footer }} />}
      </div>
    </article>
  );
}

interface DetailImage {
  src: string;
  width: number;
  height: number;
}

/** All of the product's images, or the menu's default_product_image when it has none. */
function productImages(menu: Menu, product: Product): DetailImage[] {
  const own = product.images.flatMap((image) =>
    image.image ? [{ src: image.image, width: image.image_width ?? 600, height: image.image_height ?? 450 }] : [],
  );
  if (own.length > 0) return own;
  const fallback = menu.default_product_image;
  return fallback?.image ? [{ src: fallback.image, width: fallback.width ?? 600, height: fallback.height ?? 450 }] : [];
}
