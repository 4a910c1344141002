import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { themeFontStyle } from "@/components/shell/fonts";
import { LanguageSelect } from "@/components/shell/language-select";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { PageView } from "@/components/shell/page-view";
import { buttonClass } from "@/components/ui/button";
import { trackingIdsOf } from "@/lib/analytics/events";
import { PromotionPopup } from "@/components/shell/promotion-popup";
import { UpdateBanner } from "@/components/shell/update-banner";
import { venueMetadata } from "@/components/shell/venue-metadata";
import { VenueScripts } from "@/components/shell/venue-scripts";
import { LandingForm } from "@/components/forms/landing-form";
import { Link, redirect } from "@/i18n/navigation";
import { landingForm } from "@/lib/forms/landing-form";
import { paragraphHtml } from "@/lib/forms/paragraph-html";
import { promotionOnLoad } from "@/lib/domain/promotion-on-load";
import { parseSubmittedForms } from "@/lib/forms/submitted-forms";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

export type LandingParams = Promise<{ licence: string; origin: string; lang: string }>;

export async function landingMetadata(params: LandingParams): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  return { ...venueMetadata(venue.licence), ...(await screenMetadata({ venue, screen: "", path: "/" })) };
}

/**
 * Landing (onboarding) screen, 000 section 2. `submitted` is the forms this browser has sent ("1.3"),
 * which the proxy reads from the venue's cookie and puts in the path (submitted-forms/[ids]): each
 * set is a page of its own in the cache, and nothing of the guest's is read here.
 */
export async function LandingScreen({ params, submitted }: { params: LandingParams; submitted: string }) {
  const venue = await screenVenue(params);
  const { licence } = venue;
  const { menu, language, languages } = venue;
  if (menu.skip_onboarding_screen) redirect({ href: "/home/", locale: language });
  const t = await getTranslations("Landing");
  const form = landingForm(menu.forms, new Set(parseSubmittedForms(submitted)));
  const promotion = promotionOnLoad(menu, "landing");

  return (
    <div style={themeFontStyle(menu.theme_data)} className="relative flex min-h-dvh flex-col font-sans">
      <UpdateBanner serverVersion={menu.qr_app_version} />
      {menu.cover_image && (
        <picture>
          {menu.desktop_image && <source media="(min-width: 1024px)" srcSet={menu.desktop_image} />}
          <img
            src={menu.cover_image}
            alt=""
            width={1080}
            height={1920}
            // The largest paint when no promotion covers it.
            fetchPriority={promotion ? undefined : "high"}
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        </picture>
      )}
      <main className="flex flex-1 flex-col items-center justify-center gap-6 bg-black/40 p-6 text-center text-white">
        <h1 className="font-title text-4xl drop-shadow">{menu.name}</h1>
        {languages.length > 1 && menu.enable_language_onboarding && (
          <LanguageSelect label={t("language")} current={language} languages={languages} className="rounded-md bg-black/60 px-3 py-2" />
        )}
        {form ? (
          <LandingForm
            form={form}
            paragraphs={paragraphHtml(form.form_data)}
            lang={language}
            country={menu.menu_country.trim() || null}
            licence={licence}
          />
        ) : (
          <Link href="/home/" className={buttonClass({ size: "lg" })}>
            {t("openMenu")}
          </Link>
        )}
      </main>
      {promotion && <PromotionPopup promotion={promotion} closeLabel={t("closePromotion")} />}
      <PageView licence={licence} ids={trackingIdsOf(menu)} />
      <AnalyticsEvent licence={licence} ids={trackingIdsOf(menu)} event={{ event: "welcome_page_view" }} />
      <VenueScripts ids={menu} />
    </div>
  );
}
