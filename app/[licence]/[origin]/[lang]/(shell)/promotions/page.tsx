import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PromotionCarousel } from "@/components/catalogue/promotion-carousel";
import { enabledPromotions, PromotionSlide } from "@/components/catalogue/promotion-slide";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  const first = enabledPromotions(venue.menu)[0];
  const image = first?.image.product ? { url: first.image.product, alt: first.title } : null;
  return screenMetadata({ venue, screen: t("promotions"), path: "/promotions/", image });
}

/** The carousel of enabled promotions (000 section 2). */
export default async function PromotionsPage({ params }: Props) {
  const venue = await screenVenue(params);
  const promotions = enabledPromotions(venue.menu);
  const t = await getTranslations({ locale: venue.language, namespace: "Promotions" });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-4">
      <h1 className="px-4 text-2xl font-bold">{t("title")}</h1>
      {promotions.length === 0 ? (
        <p className="px-4">{t("empty")}</p>
      ) : (
        <PromotionCarousel label={t("title")} previousLabel={t("previous")} nextLabel={t("next")}>
          {promotions.map((promotion, index) => (
            <PromotionSlide key={promotion.id} promotion={promotion} eager={index === 0} />
          ))}
        </PromotionCarousel>
      )}
    </main>
  );
}
