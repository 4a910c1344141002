import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CategoryCards } from "@/components/catalogue/category-card";
import { categoryContent } from "@/components/catalogue/category-content";
import { CategoryPromotions } from "@/components/catalogue/category-promotions";
import { ClosedBanner } from "@/components/catalogue/closed-banner";
import { CONTAINER_CLASS, ProductList, toViewFormat } from "@/components/catalogue/product-list";
import { SpecialCategory } from "@/components/catalogue/special-category";
import { JsonLd } from "@/components/seo/json-ld";
import { categoryAvailableNow, findCategory, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import { categoryJsonLd, screenMetadata } from "@/lib/venue/seo";
import { screenVenue } from "@/lib/venue/screen-venue";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; id: string }> };

/** The category of the URL, not found when unknown or hidden by its hours at `now` (then nothing names it). */
async function loadCategory(params: Props["params"], now: Date) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const venue = await screenVenue(params);
  const category = findCategory(venue.menu, Number(id));
  if (!category || !categoryAvailableNow(venue.menu, category, now)) notFound();
  return { lang: venue.language, venue, menu: venue.menu, category };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { venue, category } = await loadCategory(params, new Date());
  const image =
    !category.hidden_image && category.image.product
      ? { url: category.image.product, width: category.image_width, height: category.image_height, alt: category.name }
      : null;
  return screenMetadata({
    venue,
    screen: category.name,
    path: `/category/${category.id}/`,
    description: category.description,
    preview: { kind: "category", id: category.id },
    image,
  });
}

/**
 * Category (000 section 2): closed banner, description, then exactly one of a special category,
 * subcategory cards, a promotion carousel or the product list. A category its hours hide is not found,
 * as it is absent from the drawer and the home screen at that moment too.
 */
export default async function CategoryPage({ params }: Props) {
  const now = new Date();
  const { lang, venue, menu, category } = await loadCategory(params, now);
  const t = await getTranslations({ locale: lang });
  const description = sanitiseHtml(category.description);
  const content = categoryContent(menu, category, now);
  return (
    <main className="flex flex-col gap-4 pb-8">
      <JsonLd data={await categoryJsonLd(venue, category, now)} />
      <ClosedBanner menu={menu} now={now} message={t("Errors.menuClosed")} />
      <div className={`${CONTAINER_CLASS} flex flex-col gap-2`}>
        <h1 className="text-2xl font-bold">{category.name}</h1>
        {description && <div className="venue-html" dangerouslySetInnerHTML={{ __html: description }} />}
      </div>
      {content.kind === "special" && (
        <div className={CONTAINER_CLASS}>
          <SpecialCategory menu={menu} category={category} sections={content.sections} lang={lang} now={now} />
        </div>
      )}
      <div className={CONTAINER_CLASS}>
        {content.kind === "subcategories" && <CategoryCards menu={menu} categories={content.categories} />}
        {content.kind === "promotions" && <CategoryPromotions promotions={content.promotions} lang={lang} label={category.name} />}
        {content.kind === "products" && (
          <ProductList
            menu={menu}
            products={content.products}
            lang={lang}
            viewFormat={toViewFormat(category.view_format)}
            now={now}
            orderingAllowed={orderingOpenNow(menu, now) && categoryAvailableNow(menu, category, now)}
          />
        )}
        {content.kind === "empty" && <p className="text-center">{t("Category.noProducts")}</p>}
      </div>
    </main>
  );
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
