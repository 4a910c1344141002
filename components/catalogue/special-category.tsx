import { getTranslations } from "next-intl/server";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { categoryAvailableNow, orderingOpenNow } from "@/lib/venue/catalogue";
import { ProductList, toViewFormat } from "./product-list";
import { sectionAnchor, type SpecialSection } from "./special-category-sections";
import { SpecialCategoryNav } from "./special-category-nav";

type Props = { menu: Menu; category: Category; sections: readonly SpecialSection[]; lang: Language; now: Date };

/**
 * A special category: the sticky nav, then one section per source category. "all" reads as one
 * continuous list (its headings are for screen readers); the other types head each section.
 */
export async function SpecialCategory({ menu, category, sections, lang, now }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Category" });
  const ordering = orderingOpenNow(menu, now);
  const visibleHeadings = category.special_category_type !== "all";
  return (
    <div className="flex flex-col gap-4">
      <SpecialCategoryNav
        label={t("categoryNav")}
        sections={sections.map((section) => ({ id: section.category.id, name: section.category.name }))}
      />
      {sections.map((section) => (
        <section
          key={section.category.id}
          id={sectionAnchor(section.category.id)}
          aria-labelledby={`${sectionAnchor(section.category.id)}-title`}
          className="flex scroll-mt-32 flex-col gap-3"
        >
          <h2
            id={`${sectionAnchor(section.category.id)}-title`}
            className={
              visibleHeadings
                ? "px-3 font-title text-[length:var(--font-size-category-title,1.125rem)] font-bold text-category-title"
                : "sr-only"
            }
          >
            {section.category.name}
          </h2>
          <ProductList
            menu={menu}
            products={section.products}
            lang={lang}
            viewFormat={toViewFormat(category.view_format)}
            now={now}
            orderingAllowed={ordering && categoryAvailableNow(menu, section.category, now)}
          />
        </section>
      ))}
    </div>
  );
}
