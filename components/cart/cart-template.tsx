import { getTranslations } from "next-intl/server";
import { Providers } from "@/components/providers";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import type { ReadyVenue } from "@/lib/venue/screen-venue";
import type { CartConfig } from "./cart-config";
import { CartScreen } from "./cart-screen";
import { CartStatus } from "./cart-status";
import { UpsellBlock } from "./upsell-block";

type Props = { venue: ReadyVenue; config: CartConfig; now: Date };

/** The cart screen (001 section 2): the venue's parts here, the guest's cart in CartScreen. */
export async function CartTemplate({ venue, config, now }: Props) {
  const { licence, language: lang, menu } = venue;
  const t = await getTranslations({ locale: lang, namespace: "Cart" });
  const footer = sanitiseHtml(menu.cart_footer_text);
  return (
    <Providers>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 bg-cart-bg px-4 py-4 text-[length:var(--font-size-cart,1rem)] text-cart-text">
        <AnalyticsEvent licence={licence} ids={config.trackingIds} event={{ event: "cart_page_view" }} />
        <h1 className="font-title text-2xl">{t("title")}</h1>
        <CartStatus open={config.venueOpen} texts={{ open: t("openNow"), closed: t("closedBanner") }} />
        <CartScreen config={config} upsell={<UpsellBlock menu={menu} lang={lang} now={now} />} />
        {footer && <div className="venue-html text-center text-sm" dangerouslySetInnerHTML={{ __html: footer }} />}
        <div className="flex flex-col items-center gap-1">
          <Link href="/home/" aria-describedby="cart-back-hint" className={buttonClass({ variant: "secondary" }, "px-6")}>
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
