import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cartConfig } from "@/components/cart/cart-config";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { CartScreen } from "@/components/cart/cart-screen";
import { CartStatus } from "@/components/cart/cart-status";
import { UpsellBlock } from "@/components/cart/upsell-block";
import { Link } from "@/i18n/navigation";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";
import { Providers } from "@/components/providers";

type Props = {
  params: Promise<{ licence: string; origin: string; lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  // 'Cart | {venue name} | {site}' (001 section 2); a guest's cart is nothing for search engines.
  const metadata = await screenMetadata({ venue, screen: t("cart"), path: "/cart/" });
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The cart screen (001 section 2): the venue's parts here, the guest's cart in CartScreen. */
export default async function CartPage({ params, searchParams }: Props) {
  const venue = await screenVenue(params);
  const { licence, language: lang } = venue;
  const { menu } = venue;
  const now = new Date();
  const query = (await searchParams).c;
  const t = await getTranslations({ locale: lang, namespace: "Cart" });
  const footer = sanitiseHtml(menu.cart_footer_text);
  const config = cartConfig(menu, { licence, lang, queryCoupon: typeof query === "string" ? query : null, now });
  return (
    <Providers>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4">
        <AnalyticsEvent licence={licence} ids={config.trackingIds} event={{ event: "cart_page_view" }} />
        <h1 className="font-title text-2xl">{t("title")}</h1>
        <CartStatus open={config.venueOpen} texts={{ open: t("openNow"), closed: t("closedBanner") }} />
        <CartScreen config={config} upsell={<UpsellBlock menu={menu} lang={lang} now={now} />} />
        {footer && <div className="venue-html text-center text-sm" dangerouslySetInnerHTML={{ __html: footer }} />}
        <div className="flex flex-col items-center gap-1">
          <Link
            href="/home/"
            aria-describedby="cart-back-hint"
            className="inline-flex min-h-11 items-center justify-center rounded border border-header-bg px-6 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t("backToMenu")}
          </Link>
          <p id="cart-back-hint" className="text-sm">
            {t("addMoreItems")}
          </p>
        </div>
      </main>
    </Providers>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
