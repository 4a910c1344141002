import { getTranslations } from "next-intl/server";
import { OrderTypeSelector } from "@/components/ordering/order-type-selector";
import { JsonLd } from "@/components/seo/json-ld";
import { ORDER_TYPE_MESSAGE_KEYS, type OrderType } from "@/lib/domain/order-type";
import { categoryAvailableNow, childCategories, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import type { ReadyVenue } from "@/lib/venue/screen-venue";
import { homeJsonLd } from "@/lib/venue/seo";
import { CategoryCards } from "./category-card";
import { ClosedBanner } from "./closed-banner";
import { allVisibleProducts, CONTAINER_CLASS, ProductList, toViewFormat } from "./product-list";

type Props = { venue: ReadyVenue; orderTypes: { type: OrderType; available: boolean }[]; now: Date };

/** Home (000 section 2): closed banner, order types, header text, categories or all products, footer text. */
export async function HomeScreen({ venue, orderTypes, now }: Props) {
  const { language: lang, menu } = venue;
  const t = await getTranslations({ locale: lang });
  const header = sanitiseHtml(menu.home_header_text);
  const footer = sanitiseHtml(menu.home_footer_text);
  const options = orderTypes.map(({ type, available }) => ({
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
        {menu.enable_display_order_type_home && <OrderTypeSelector label={t("OrderTypes.label")} options={options} />}
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
