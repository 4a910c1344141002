import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { IntlClientProvider } from "@/components/intl-client-provider";
import { NumberingProvider } from "@/components/numbering-provider";
import { HeldTaps } from "@/components/shell/held-taps";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { ServiceWorker } from "@/components/shell/service-worker";
import { StatusScreen } from "@/components/shell/status-screen";
import { routing } from "@/i18n/routing";
import { env } from "@/lib/config/env";
import { bcp47, textDirection, type Language } from "@/lib/domain/language";
import { numberingSystem } from "@/lib/domain/numbering";
import { themeStyle } from "@/lib/venue/theme";
import { loadVenue } from "@/lib/venue/venue";
import "@/lib/fonts";
import "@/app/globals.css";

/**
 * Pages are rendered on their first request per licence, origin, language and id, then served from
 * Next's cache, at once rendered again when the venue is imported (its menu:{licence} tag,
 * server/venue/venue-changed.ts). A page older than 30 s is refreshed behind the next request, one older
 * than the menu's minute (next.config.mjs expireTime, 000 section 9) before it is served: open or
 * closed and what hours hide, 404s included, are never more than a minute old. None at build time.
 */
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { licence: string; origin: string; lang: string }[] {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ licence: string; origin: string; lang: string }> };

export function generateMetadata(): Metadata {
  return { title: { default: env.siteName, template: `%s | ${env.siteName}` } };
}

/**
 * Every screen sits inside the venue: an unknown licence shows the unlicensed screen at every path,
 * a failed load or an inactive licence the error screen (000 sections 2 and 8).
 */
export default async function LanguageLayout({ children, params }: Props) {
  const { licence, origin, lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const venue = await loadVenue(licence, lang, origin);
  return (
    <html lang={bcp47(lang)} dir={textDirection(lang)} style={venue.status === "ready" ? themeStyle(venue.menu.theme_data) : undefined}>
      <body className="min-h-dvh antialiased">
        <HeldTaps />
        <IntlClientProvider locale={lang}>
          {venue.status === "ready" ? (
            <NumberingProvider system={numberingSystem(lang, venue.menu.enable_arabic_numerals)}>
              <CartStoreProvider licence={venue.licence}>
                {children}
                <ServiceWorker />
              </CartStoreProvider>
            </NumberingProvider>
          ) : (
            <VenueProblem status={venue.status} language={lang} />
          )}
        </IntlClientProvider>
        <HydrationMark />
      </body>
    </html>
  );
}

async function VenueProblem({ status, language }: { status: "unlicensed" | "error"; language: Language }) {
  const t = await getTranslations({ locale: language });
  if (status === "unlicensed") {
    return (
      <StatusScreen title={t("Errors.unlicensedTitle")}>
        <p>{t("Errors.unlicensedText")}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen title={t("Landing.error")}>
      <p>{t("Landing.errorText")}</p>
    </StatusScreen>
  );
}
