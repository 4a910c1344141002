import type { Category } from "@/lib/api/schemas/category";
import { BrowseColumns } from "./browse-columns";
import { CategoryCards } from "./category-card";
import { CategorySideNav, sideCart } from "./category-side-nav";
import { categoryContent } from "./category-content";
import { CategoryPromotions } from "./category-promotions";
import { ClosedBanner } from "./closed-banner";
import { DietaryFilterRow } from "./dietary-filter-row";
import { CONTAINER_CLASS, ProductList, toViewFormat } from "./product-list";
import { SpecialCategory } from "./special-category";
import { JsonLd } from "@/components/seo/json-ld";
import type { JsonLdNode } from "@/lib/venue/json-ld";
import { categoryAvailableNow, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import type { ReadyVenue } from "@/lib/venue/screen-venue";

type Props = {
  venue: ReadyVenue;
  category: Category;
  now: Date;
  labels: { menuClosed: string; noProducts: string; categories: string; home: string };
  jsonLd: JsonLdNode;
};

/**
 * Category (000 section 2): closed banner, description, then exactly one of a special category,
 * subcategory cards, a promotion carousel or the product list. A category its hours hide is not found,
 * as it is absent from the drawer and the home screen at that moment too. From tablet width the
 * screen sits beside the category side navigation.
 */
export function CategoryScreen({ venue, category, now, labels, jsonLd }: Props) {
  const { language: lang, menu } = venue;
  const description = sanitiseHtml(category.description);
  const content = categoryContent(menu, category, now);
  const dishes =
    content.kind === "products"
      ? content.products
      : content.kind === "special"
        ? content.sections.flatMap((section) => section.products)
        : [];
  return (
    <BrowseColumns nav={<CategorySideNav menu={menu} now={now} current={category} labels={labels} cart={sideCart(menu, lang, now)} />}>
      <main className="flex min-w-0 flex-col gap-4 pb-8 md:pt-4">
        <JsonLd data={jsonLd} />
        <ClosedBanner menu={menu} now={now} message={labels.menuClosed} />
        <div className={`${CONTAINER_CLASS} flex flex-col gap-2`}>
          <h1 className="font-title text-[length:var(--font-size-category-title,1.5rem)] font-bold text-category-title">{category.name}</h1>
          {description && <div className="venue-html" dangerouslySetInnerHTML={{ __html: description }} />}
        </div>
        {dishes.length > 0 && <DietaryFilterRow menu={menu} products={dishes} className={CONTAINER_CLASS} />}
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
          {content.kind === "empty" && <p className="text-center">{labels.noProducts}</p>}
        </div>
      </main>
    </BrowseColumns>
  );
}
