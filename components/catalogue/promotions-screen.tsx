import { getTranslations } from "next-intl/server";
import type { Promotion } from "@/lib/api/schemas/menu";
import { isRtl, type Language } from "@/lib/domain/language";
import { PromotionCarousel } from "./promotion-carousel";
import { PromotionSlide } from "./promotion-slide";

/** The carousel of enabled promotions (000 section 2). */
export async function PromotionsScreen({ lang, promotions }: { lang: Language; promotions: Promotion[] }) {
  const t = await getTranslations({ locale: lang, namespace: "Promotions" });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-4">
      <h1 className="px-4 text-2xl font-bold">{t("title")}</h1>
      {promotions.length === 0 ? (
        <p className="px-4">{t("empty")}</p>
      ) : (
        <PromotionCarousel label={t("title")} previousLabel={t("previous")} nextLabel={t("next")} rtl={isRtl(lang)}>
          {promotions.map((promotion, index) => (
            <PromotionSlide key={promotion.id} promotion={promotion} eager={index === 0} />
          ))}
        </PromotionCarousel>
      )}
    </main>
  );
}
