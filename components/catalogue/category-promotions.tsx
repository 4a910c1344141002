import { getTranslations } from "next-intl/server";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu, Promotion } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { CategoryPromotionCarousel } from "./category-promotion-carousel";

/** The category's promotions in its own order, enabled ones only. */
export function categoryPromotions(menu: Pick<Menu, "promotions">, category: Pick<Category, "promotions">): Promotion[] {
  return category.promotions.flatMap((id) =>
    menu.promotions.filter((promotion) => promotion.id === id && promotion.enable),
  );
}

type Props = { promotions: readonly Promotion[]; lang: Language; label: string };

export async function CategoryPromotions({ promotions, lang, label }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Promotions" });
  return (
    <CategoryPromotionCarousel label={label} previousLabel={t("previous")} nextLabel={t("next")}>
      {promotions.map((promotion, index) => (
        <figure
          key={promotion.id}
          role="group"
          aria-roledescription="slide"
          aria-label={promotion.title}
          className="flex w-full shrink-0 snap-center flex-col items-center gap-2 px-3"
        >
          {promotion.video ? (
            <video
              src={promotion.video}
              poster={promotion.image.product ?? undefined}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label={promotion.title}
              className="max-h-[70vh] w-full rounded-lg"
            />
          ) : promotion.image.product ? (
            // eslint-disable-next-line @next/next/no-img-element -- venue images (ui-brief: plain img)
            <img
              src={promotion.image.product}
              srcSet={promotion.image.retina ? `${promotion.image.product} 1x, ${promotion.image.retina} 2x` : undefined}
              alt=""
              width={800}
              height={600}
              loading={index === 0 ? "eager" : "lazy"}
              className="h-auto max-h-[70vh] w-full rounded-lg object-contain"
            />
          ) : null}
          <figcaption className="text-center font-bold">{promotion.title}</figcaption>
        </figure>
      ))}
    </CategoryPromotionCarousel>
  );
}
