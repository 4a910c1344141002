import { OrderTypeSelector, type OrderTypeOption } from "@/components/ordering/order-type-selector";
import { JsonLd } from "@/components/seo/json-ld";
import { PromotionPopup } from "@/components/shell/promotion-popup";
import type { Category } from "@/lib/api/schemas/category";
import type { Product } from "@/lib/api/schemas/product";
import { Link } from "@/i18n/navigation";
import { homeSections, menuDishes, menuSections, popularDishes } from "@/lib/domain/menu-first";
import { promotionOnLoad } from "@/lib/domain/promotion-on-load";
import type { JsonLdNode } from "@/lib/venue/json-ld";
import { categoryAvailableNow, childCategories, orderingOpenNow } from "@/lib/venue/catalogue";
import { sanitiseHtml } from "@/lib/venue/sanitise";
import type { ReadyVenue } from "@/lib/venue/screen-venue";
import { categoryContent } from "./category-content";
import { sideCart } from "./category-side-nav";
import { ClosedBanner } from "./closed-banner";
import { DietaryFilterRow } from "./dietary-filter-row";
import { MenuFirstTabs } from "./menu-first-tabs";
import { ProductCard } from "./product-card";
import { CONTAINER_CLASS } from "./product-list";
import { sectionAnchor } from "./special-category-sections";

export const POPULAR_ANCHOR = "popular";

type Props = {
  venue: ReadyVenue;
  orderTypes: OrderTypeOption[];
  now: Date;
  labels: {
    title: string;
    orderTypes: string;
    categories: string;
    popular: string;
    menuClosed: string;
    closePromotion: string;
    /** The link under a section the home lists in part, to its category's screen. */
    seeAll: (count: number, category: string) => string;
  };
  jsonLd: JsonLdNode;
};

/** Cards fill their grid cell or row slot (the card's own widths are the specification's flex layout). */
const GRID_CLASS = "grid grid-cols-2 gap-3 min-[768px]:grid-cols-3 min-[1200px]:grid-cols-4 [&>article]:w-full";
// relative: the row is the containing block of what its cards position absolutely (screen-reader texts), which
// would otherwise escape the scroller and widen the page (a phone then zooms out).
const ROW_CLASS = "relative -mx-3 flex gap-3 overflow-x-auto px-3 pb-2 [&>article]:w-40 [&>article]:shrink-0 min-[768px]:[&>article]:w-48";
const HEADING_CLASS = "font-title text-[length:var(--font-size-category-title,1.25rem)] font-bold text-category-title";
/** Beside the cart's column (xl and up) the dishes have less room: a column fewer until very wide screens. */
const GRID_BESIDE_CART_CLASS = "xl:grid-cols-3 min-[1600px]:grid-cols-4";
/** Where a section lands under the sticky header and tabs (phones) or the header alone (side navigation). */
const SECTION_CLASS =
  "flex scroll-mt-[calc(var(--menu-header-height,3.5rem)+4.5rem)] flex-col gap-3 outline-none min-[992px]:scroll-mt-[calc(var(--menu-header-height,3.5rem)+1.5rem)]";
/**
 * The wide screen's columns: the side navigation (when there are tabs), the dishes, the cart (when ordering
 * is on). A venue whose every category is closed at this hour has no tabs, and its cart stays at the end.
 */
function columnsClass(withTabs: boolean, withCart: boolean): string {
  if (withTabs)
    return withCart
      ? "min-[992px]:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_18rem]"
      : "min-[992px]:grid-cols-[13rem_minmax(0,1fr)]";
  return withCart ? "min-[992px]:grid-cols-[minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_18rem]" : "min-[992px]:grid-cols-[minmax(0,1fr)]";
}

const SEE_ALL_CLASS =
  "flex min-h-11 w-fit items-center rounded-md py-2 font-bold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary";
/** The first cards are above the fold and load their image at once. */
const EAGER = 4;
/** Two cards a row on a phone. */
const FIRST_ROW = 2;

/**
 * Home with enable_menu_first (issue 28 item 2, beyond the specification): the specification's closed
 * banner, order types and header text, then one scrolling menu (the popular row, then a section per
 * category that lists dishes, lib/domain/menu-first.ts) under sticky category tabs, then the footer text.
 * Sections use the category screen's cards in view format 1 (photo, name, price), whatever the category's
 * own format, so the menu reads as one; the category screens keep theirs.
 */
export function MenuFirstScreen({ venue, orderTypes, now, labels, jsonLd }: Props) {
  const { language: lang, menu } = venue;
  const header = sanitiseHtml(menu.home_header_text);
  const footer = sanitiseHtml(menu.home_footer_text);
  const roots = childCategories(menu, null).filter((category) => categoryAvailableNow(menu, category, now));
  const sections = menuSections<Category, Product>(roots, (category) => categoryContent(menu, category, now));
  const popular = popularDishes(sections);
  // A large menu is listed in part, each section linking to its category's screen (lib/domain/menu-first.ts).
  const listed = homeSections(sections);
  const ordering = orderingOpenNow(menu, now);
  const orderableIn = (category: Category) => ordering && categoryAvailableNow(menu, category, now);
  // A popular dish is ordered on the terms of the first section listing it.
  const homeOf = new Map<number, Category>();
  for (const section of sections)
    for (const product of section.products) if (!homeOf.has(product.id)) homeOf.set(product.id, section.category);
  const promotion = promotionOnLoad(menu, "home");
  // The cart beside the menu on wide screens where ordering is on, in place of the bar (issue 28 item 1).
  const cart = sideCart(menu, lang, now, "xl");
  const grid = cart ? `${GRID_CLASS} ${GRID_BESIDE_CART_CLASS}` : GRID_CLASS;
  const tabs = [
    ...(popular.length > 0 ? [{ anchor: POPULAR_ANCHOR, name: labels.popular }] : []),
    ...sections.map((section) => ({ anchor: sectionAnchor(section.category.id), name: section.category.name })),
  ];
  const card = (product: Product, category: Category, eager: boolean, priority = false) => (
    <ProductCard
      key={product.id}
      menu={menu}
      product={product}
      lang={lang}
      viewFormat={1}
      now={now}
      orderingAllowed={orderableIn(category)}
      lazy={!eager}
      priority={priority}
    />
  );
  return (
    <main className="flex flex-col gap-4 pb-8">
      <JsonLd data={jsonLd} />
      <ClosedBanner menu={menu} now={now} message={labels.menuClosed} />
      <div className={`${CONTAINER_CLASS} flex flex-col gap-4`}>
        <h1 className="sr-only">{labels.title}</h1>
        {menu.enable_display_order_type_home && <OrderTypeSelector label={labels.orderTypes} options={orderTypes} />}
        {header && <div className="venue-html text-center" dangerouslySetInnerHTML={{ __html: header }} />}
        <DietaryFilterRow
          menu={menu}
          products={menuDishes([
            ...listed.map(({ category, shown }) => ({ category, products: shown })),
            { category: null, products: popular },
          ])}
        />
        <div
          className={`flex flex-col gap-4 min-[992px]:grid min-[992px]:items-start min-[992px]:gap-6 ${columnsClass(tabs.length > 0, Boolean(cart))}`}
        >
          {tabs.length > 0 && <MenuFirstTabs label={labels.categories} tabs={tabs} />}
          <div className="flex min-w-0 flex-col gap-6">
            {popular.length > 0 && (
              <section id={POPULAR_ANCHOR} tabIndex={-1} aria-labelledby={`${POPULAR_ANCHOR}-title`} className={SECTION_CLASS}>
                <h2 id={`${POPULAR_ANCHOR}-title`} className={HEADING_CLASS}>
                  {labels.popular}
                </h2>
                <div className={ROW_CLASS}>
                  {popular.map((product, index) => {
                    const category = homeOf.get(product.id);
                    return category && card(product, category, index < EAGER);
                  })}
                </div>
              </section>
            )}
            {listed.map((section, position) => {
              const anchor = sectionAnchor(section.category.id);
              // Above the fold on a phone: the popular row and the first section's first cards, whose first row
              // of photos (larger than the popular row's) is the screen's largest paint.
              const first = position === 0;
              return (
                <section key={anchor} id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-title`} className={SECTION_CLASS}>
                  <h2 id={`${anchor}-title`} className={HEADING_CLASS}>
                    {section.category.name}
                  </h2>
                  {section.shown.length > 0 && (
                    <div className={grid}>
                      {section.shown.map((product, index) =>
                        card(product, section.category, first && index < EAGER, first && index < FIRST_ROW),
                      )}
                    </div>
                  )}
                  {section.more > 0 && (
                    <Link href={`/category/${section.category.id}/`} className={SEE_ALL_CLASS}>
                      {labels.seeAll(section.shown.length + section.more, section.category.name)}
                    </Link>
                  )}
                </section>
              );
            })}
          </div>
          {cart && <div className="hidden xl:sticky xl:top-[calc(var(--menu-header-height,3.5rem)+1.5rem)] xl:block">{cart}</div>}
        </div>
        {footer && <div className="venue-html text-center text-sm" dangerouslySetInnerHTML={{ __html: footer }} />}
      </div>
      {promotion && <PromotionPopup promotion={promotion} closeLabel={labels.closePromotion} />}
    </main>
  );
}
