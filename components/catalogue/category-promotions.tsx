import { getTranslations } from "next-intl/server";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu, Promotion } from "@/lib/api/schemas/menu";
import { isRtl, type Language } from "@/lib/domain/language";
import { PromotionCarousel } from "./promotion-carousel";
import { PromotionSlide } from "./promotion-slide";

/** The category's promotions in its own order, enabled ones only. */
export function categoryPromotions(menu: Pick<Menu, "promotions">, category: Pick<Category, "promotions">): Promotion[] {
  return category.promotions.flatMap((id) => menu.promotions.filter((promotion) => promotion.id === id && promotion.enable));
}

type Props = { promotions: readonly Promotion[]; lang: Language; label: string };

/**
 * A category with promotions and no products (000 section 2): the promotions screen's carousel and
 * slides, each slide a group named by its title inside the category's region.
 */
export async function CategoryPromotions({ promotions, lang, label }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Promotions" });
  return (
    <PromotionCarousel label={label} previousLabel={t("previous")} nextLabel={t("next")} rtl={isRtl(lang)}>
      {promotions.map((promotion, index) => (
        <div key={promotion.id} role="group" aria-roledescription="slide" aria-label={promotion.title}>
          <PromotionSlide promotion={promotion} eager={index === 0} />
        </div>
      ))}
    </PromotionCarousel>
  );
}
