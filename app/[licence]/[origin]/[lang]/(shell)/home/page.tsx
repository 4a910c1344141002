import type { Metadata } from "next";
import { enabledOrderTypes, ORDER_TYPE_MESSAGE_KEYS } from "@/lib/domain/order-type";
import { getTranslations } from "next-intl/server";
import { CategoryCards } from "@/components/catalogue/category-card";
import { ClosedBanner } from "@/components/catalogue/closed-banner";
import { allVisibleProducts, CONTAINER_CLASS, ProductList, toViewFormat } from "@/components/catalogue/product-list";
import { JsonLd } from "@/components/seo/json-ld";
import { deliveryUnavailable, orderableTypes, selectorTypes } from "@/lib/domain/delivery-availability";
import { googleMapsApiKey } from "@/lib/maps/server";
import { categoryAvailableNow, childCategories, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import { homeJsonLd, screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";
import { OrderTypeSelector } from "@/components/ordering/order-type-selector";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  return screenMetadata({ venue, screen: t("home"), path: "/home/" });
}

/** Home (000 section 2): closed banner, order types, header text, categories or all products, footer text. */
export default async function HomePage({ params }: Props) {
  const venue = await screenVenue(params);
  const { language: lang } = venue;
  const { menu } = venue;
  const now = new Date();
  const t = await getTranslations({ locale: lang });
  const header = sanitiseHtml(menu.home_header_text);
  const footer = sanitiseHtml(menu.home_footer_text);
  // Delivery that needs the map to check its zone, without a maps key, shows unavailable with its reason.
  const noDelivery = deliveryUnavailable(menu, googleMapsApiKey() !== null);
  const orderTypes = selectorTypes(orderableTypes(enabledOrderTypes(menu), noDelivery), noDelivery).map(({ type, available }) => ({
    type,
    label: t(`OrderTypes.${ORDER_TYPE_MESSAGE_KEYS[type]}`),
    unavailable: available ? undefined : t("OrderTypes.deliveryUnavailable"),
  }));
  return (
    <main className="flex flex-col gap-4 pb-8">
      <JsonLd data={await homeJsonLd(venue, now)} />
      <ClosedBanner menu={menu} now={now} message={t("Errors.menuClosed")} />
      <div className={`${CONTAINER_CLASS} flex flex-col gap-4`}>
        <h1 className="sr-only">{t("Home.title")}</h1>
        {menu.enable_display_order_type_home && <OrderTypeSelector label={t("OrderTypes.label")} options={orderTypes} />}
        {header && <div className="venue-html text-center" dangerouslySetInnerHTML={{ __html: header }} />}
        {menu.home_display_all_categories ? (
          <section aria-labelledby="home-list-title" className="flex flex-col gap-3">
            <h2 id="home-list-title" className="sr-only">
              {t("Home.allProducts")}
            </h2>
            <ProductList
              menu={menu}
              products={allVisibleProducts(menu, now)}
              lang={lang}
              viewFormat={toViewFormat(menu.home_view_format)}
              now={now}
              orderingAllowed={orderingOpenNow(menu, now)}
            />
          </section>
        ) : (
          <section aria-labelledby="home-list-title" className="flex flex-col gap-3">
            <h2 id="home-list-title" className="sr-only">
              {t("Home.categories")}
            </h2>
            <CategoryCards
              menu={menu}
              categories={childCategories(menu, null).filter((category) => categoryAvailableNow(menu, category, now))}
            />
          </section>
        )}
        {footer && <div className="venue-html text-center text-sm" dangerouslySetInnerHTML={{ __html: footer }} />}
      </div>
    </main>
  );
}
