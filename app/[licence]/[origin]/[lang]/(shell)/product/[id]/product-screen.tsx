import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ProductCarousel } from "@/components/catalogue/product-carousel";
import { productSlides } from "@/components/catalogue/product-carousel-slides";
import { ProductDetail } from "@/components/catalogue/product-detail";
import { PRODUCT_SHEET_TITLE_ID } from "@/lib/shell/product-sheet";
import type { SearchParamsInput } from "@/components/catalogue/search-query";
import { JsonLd } from "@/components/seo/json-ld";
import { BackCategory } from "@/components/shell/back-category";
import { isRtl } from "@/lib/domain/language";
import { findProductForPage } from "@/lib/venue/product-page";
import { productJsonLd, screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

export type ProductParams = Promise<{ licence: string; origin: string; lang: string; id: string }>;

export async function productMetadata(params: ProductParams): Promise<Metadata> {
  const { id } = await params;
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  // A hidden product's 404 must not carry its name.
  const found = findProductForPage(venue.menu, id, new Date());
  if (!found) return {};
  const { product } = found;
  const first = product.hidden_image ? undefined : product.images[0];
  const image = first?.image ? { url: first.image, width: first.image_width, height: first.image_height, alt: product.name } : null;
  return screenMetadata({
    venue,
    screen: product.name,
    path: `/product/${product.id}/`,
    description: product.small_description || product.description,
    preview: { kind: "product", id: product.id },
    image,
  });
}

/**
 * The product screen (000 section 2). Opened from search (`query` with from=search), the carousel runs
 * through the results; that variant reads the query and is rendered per request (from-search/page.tsx,
 * where the proxy sends it), the plain product page is cached.
 */
export async function ProductScreen({ params, query }: { params: ProductParams; query: SearchParamsInput }) {
  const { venue, found, carousel, label, now } = await loadProduct(params, query);
  return (
    <>
      <JsonLd data={await productJsonLd(venue, found.product)} />
      <BackCategory id={found.category.id} />
      {/* The screen's main landmark, as on home and category (axe: landmark-one-main). */}
      <main>
        <ProductCarousel slides={carousel.slides} currentId={found.product.id} label={label} rtl={isRtl(venue.language)} />
        <ProductDetail menu={venue.menu} product={found.product} category={found.category} lang={venue.language} now={now} />
      </main>
    </>
  );
}

/**
 * The product screen in the sheet over the screen it was opened from (@sheet/(.)product, issue 28 item 3;
 * the sheet itself is that segment's layout, so it stays open while its carousel moves from dish to dish):
 * the same carousel and detail, without the page's landmark, structured data and BackCategory, which stay
 * the screen's (the header is behind the sheet; a second BackCategory of the same category would clear
 * the full page's on closing). Its carousel replaces the dish in the sheet, so closing it goes back to
 * that screen, where the guest was.
 */
export async function ProductSheetScreen({ params, query }: { params: ProductParams; query: SearchParamsInput }) {
  const { venue, found, carousel, label, now } = await loadProduct(params, query);
  return (
    <>
      <ProductCarousel slides={carousel.slides} currentId={found.product.id} label={label} rtl={isRtl(venue.language)} replace />
      <ProductDetail
        menu={venue.menu}
        product={found.product}
        category={found.category}
        lang={venue.language}
        now={now}
        titleId={PRODUCT_SHEET_TITLE_ID}
      />
    </>
  );
}

async function loadProduct(params: ProductParams, query: SearchParamsInput) {
  const { id } = await params;
  const venue = await screenVenue(params);
  const now = new Date();
  const found = findProductForPage(venue.menu, id, now);
  if (!found) notFound();
  const carousel = productSlides(venue.menu, found, query, now);
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  return { venue, found, carousel, label: carousel.fromSearch ? t("search") : found.category.name, now };
}
