import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { DietaryFilterBar } from "./dietary-filter-bar";
import { DIETARY_EARLY_SCRIPT } from "./dietary-filter-early";

/** Whether a screen offers the dietary filter: the venue turns it on and its menu has properties to filter by. */
export function offersDietaryFilter(menu: Pick<Menu, "enable_dietary_filter" | "properties">): boolean {
  return menu.enable_dietary_filter && menu.properties.length > 0;
}

type Props = {
  menu: Menu;
  products: readonly Product[];
  noticeOnly?: boolean;
  className?: string;
};

/** The screen's dietary filter over the dishes it lists; nothing where the venue does not offer it. */
export function DietaryFilterRow({ menu, products, noticeOnly, className }: Props) {
  if (!offersDietaryFilter(menu)) return null;
  return (
    <div className={className}>
      {/* The stored filter before the first paint; the bar's own style takes over once hydrated. The menu's
          licence is the route's (the venue API finds a venue by it exactly), whose cart entry holds the filter. */}
      <script
        dangerouslySetInnerHTML={{ __html: DIETARY_EARLY_SCRIPT }}
        data-licence={menu.license}
        data-properties={menu.properties.map((property) => property.id).join(" ")}
      />
      <DietaryFilterBar
        properties={menu.properties.map((property) => ({ id: property.id, name: property.name, icon: property.image.icon }))}
        dishes={products.map((product) => ({ id: product.id, properties: product.properties }))}
        noticeOnly={noticeOnly}
      />
    </div>
  );
}

/**
 * The card's mark for a dish outside the guest's filter, hidden until the filter's style shows it
 * (dietary-filter-css.ts): with a class, not the hidden attribute, which the reset makes !important.
 */
export function DietaryNote({ label }: { label: string }) {
  return (
    <span data-dietary-note="" className="hidden w-fit rounded bg-black/10 px-1.5 py-0.5 text-xs font-bold">
      {label}
    </span>
  );
}

type DishFacts = Pick<Product, "id" | "properties">;

/**
 * What a card carries for the filter's style, when the venue offers the filter: its dish, and its
 * properties for the style the page's first script applies before the first paint (dietary-filter-early.ts).
 */
export function dishAttributes(
  menu: Pick<Menu, "enable_dietary_filter" | "properties">,
  dish: DishFacts,
): { "data-dish-id"?: number; "data-dish-props"?: string } {
  return offersDietaryFilter(menu) ? { "data-dish-id": dish.id, "data-dish-props": dishProps(dish) } : {};
}

export function dishItemAttributes(
  menu: Pick<Menu, "enable_dietary_filter" | "properties">,
  dish: DishFacts,
): { "data-dish-item"?: number; "data-dish-props"?: string } {
  return offersDietaryFilter(menu) ? { "data-dish-item": dish.id, "data-dish-props": dishProps(dish) } : {};
}

// Space-separated, for the [data-dish-props~="id"] selectors.
function dishProps(dish: DishFacts): string {
  return dish.properties.filter((id) => Number.isSafeInteger(id)).join(" ");
}
