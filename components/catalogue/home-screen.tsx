import { OrderTypeSelector, type OrderTypeOption } from "@/components/ordering/order-type-selector";
import { PromotionPopup } from "@/components/shell/promotion-popup";
import { promotionOnLoad } from "@/lib/domain/promotion-on-load";
import { JsonLd } from "@/components/seo/json-ld";
import type { JsonLdNode } from "@/lib/venue/json-ld";
import { categoryAvailableNow, childCategories, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import type { ReadyVenue } from "@/lib/venue/screen-venue";
import { BrowseColumns } from "./browse-columns";
import { CategoryCards } from "./category-card";
import { CategorySideNav, sideCart } from "./category-side-nav";
import { ClosedBanner } from "./closed-banner";
import { DietaryFilterRow } from "./dietary-filter-row";
import { allVisibleProducts, CONTAINER_CLASS, ProductList, toViewFormat } from "./product-list";

type Props = {
  venue: ReadyVenue;
  orderTypes: OrderTypeOption[];
  now: Date;
  labels: {
    title: string;
    orderTypes: string;
    allProducts: string;
    categories: string;
    home: string;
    menuClosed: string;
    closePromotion: string;
  };
  jsonLd: JsonLdNode;
};

/**
 * Home (000 section 2): closed banner, order types, header text, categories or all products, footer
 * text; from tablet width beside the category side navigation.
 */
export function HomeScreen({ venue, orderTypes, now, labels, jsonLd }: Props) {
  const { language: lang, menu } = venue;
  const header = sanitiseHtml(menu.home_header_text);
  const footer = sanitiseHtml(menu.home_footer_text);
  const products = menu.home_display_all_categories ? allVisibleProducts(menu, now) : [];
  const promotion = promotionOnLoad(menu, "home");
  return (
    <BrowseColumns nav={<CategorySideNav menu={menu} now={now} current="home" labels={labels} cart={sideCart(menu, lang, now)} />}>
      <main className="flex min-w-0 flex-col gap-4 pb-8 md:pt-4">
        <JsonLd data={jsonLd} />
        <ClosedBanner menu={menu} now={now} message={labels.menuClosed} />
        <div className={`${CONTAINER_CLASS} flex flex-col gap-4`}>
          <h1 className="sr-only">{labels.title}</h1>
          {menu.enable_display_order_type_home && <OrderTypeSelector label={labels.orderTypes} options={orderTypes} />}
          {header && <div className="venue-html text-center" dangerouslySetInnerHTML={{ __html: header }} />}
          {menu.home_display_all_categories ? (
            <section aria-labelledby="home-list-title" className="flex flex-col gap-3">
              <h2 id="home-list-title" className="sr-only">
                {labels.allProducts}
              </h2>
              <DietaryFilterRow menu={menu} products={products} />
              <ProductList
                menu={menu}
                products={products}
                lang={lang}
                viewFormat={toViewFormat(menu.home_view_format)}
                now={now}
                orderingAllowed={orderingOpenNow(menu, now)}
              />
            </section>
          ) : (
            <section aria-labelledby="home-list-title" className="flex flex-col gap-3">
              <h2 id="home-list-title" className="sr-only">
                {labels.categories}
              </h2>
              <CategoryCards
                menu={menu}
                categories={childCategories(menu, null).filter((category) => categoryAvailableNow(menu, category, now))}
              />
            </section>
          )}
          {footer && <div className="venue-html text-center text-sm" dangerouslySetInnerHTML={{ __html: footer }} />}
        </div>
        {promotion && <PromotionPopup promotion={promotion} closeLabel={labels.closePromotion} />}
      </main>
    </BrowseColumns>
  );
}
