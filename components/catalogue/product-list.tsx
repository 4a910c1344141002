import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { categoryAvailableNow, productAvailableNow } from "@/lib/venue/catalogue";
import { CARD_GRID_CLASS, ROW_GRID_CLASS } from "./grid-classes";
import { ProductCard, type ViewFormat } from "./product-card";

/**
 * The phone steps of 000 section 9's Bootstrap-like container (576 px: 540). From tablet width the
 * content column beside the category side navigation takes over (browse-columns.tsx, issue 28 item 1).
 */
export const CONTAINER_CLASS = "mx-auto w-full px-3 min-[576px]:max-w-[540px] md:max-w-none md:px-0";

/** Products that product_hours allow now (000 section 5, visibility). */
export function visibleProducts(menu: Menu, products: readonly Product[], now: Date): Product[] {
  return products.filter((product) => productAvailableNow(menu, product, now));
}

/**
 * Home with home_display_all_categories: the visible products of the categories the hours allow,
 * each once (a product listed in two categories would otherwise show twice), in menu order.
 */
export function allVisibleProducts(menu: Menu, now: Date): Product[] {
  const seen = new Set<number>();
  return menu.categories
    .filter((category) => categoryAvailableNow(menu, category, now))
    .flatMap((category) => category.products)
    .filter((product) => {
      if (seen.has(product.id) || !productAvailableNow(menu, product, now)) return false;
      seen.add(product.id);
      return true;
    });
}

type Props = {
  menu: Menu;
  products: readonly Product[];
  lang: Language;
  viewFormat: ViewFormat;
  now: Date;
  orderingAllowed: boolean;
  /** How many cards are above the fold and load their image at once. */
  eager?: number;
};

/** Cards in the first row on a phone (two cards, or two list rows): the screen's largest picture is among them. */
const FIRST_ROW = 2;

/** Cards in the given view format; the caller has already filtered by visibility. */
export function ProductList({ menu, products, lang, viewFormat, now, orderingAllowed, eager = 4 }: Props) {
  const list = viewFormat === 3 || viewFormat === 4;
  return (
    <div className={`flex flex-wrap ${list ? `flex-col gap-2 ${ROW_GRID_CLASS}` : `justify-around gap-y-4 ${CARD_GRID_CLASS}`}`}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          menu={menu}
          product={product}
          lang={lang}
          viewFormat={viewFormat}
          now={now}
          orderingAllowed={orderingAllowed}
          lazy={index >= eager}
          priority={index < Math.min(FIRST_ROW, eager)}
        />
      ))}
    </div>
  );
}

export function toViewFormat(value: number): ViewFormat {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}
