import demo from "@/server/seed/venues/demo.json";
import type { Category } from "@/lib/api/schemas/category";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { orderCatalogue } from "@/lib/cart/order-payload-lines";
import { categoryAvailableNow, categoryLineage as menuLineage, findCategory, findProduct } from "@/lib/venue/catalogue";
import { productIndex } from "@/server/services/orders/venue-menu";
import { localise } from "@/server/venue/localise";
import { categoryChainOpen, categoryLineage, productListings } from "@/lib/domain/category-lineage";
import { categoryVisible } from "@/lib/domain/visibility";

/**
 * Issue 15: "category hours allow it, up the parent chain" was composed three times and the parent
 * walk written twice with different guards (20 levels in the guest app, a cycle check in the venue
 * API), and the cart's payload took a product's first listing in menu order where the venue API took
 * its first ordinary one. One walk, one composition and one listing order now, for every caller.
 */

const demoMenu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
// Monday 23 November 2026, 15:00 in Dubai: Late night (category 7) is outside its hours.
const AFTERNOON = new Date("2026-11-23T11:00:00Z");
const LATE_NIGHT = 7;
const DISH = 701;

function lateNight(): Category {
  const found = findCategory(demoMenu, LATE_NIGHT);
  if (!found) throw new Error("no Late night");
  return found;
}

function plain(id: number, parent: number | null, products: Category["products"] = []): Category {
  return {
    ...lateNight(),
    id,
    name: `Level ${id}`,
    parent,
    category_hours: [],
    products,
    enable_special_category: false,
    special_category_type: null,
  };
}

/** A chain of 30 categories under Late night; the dish is listed only at the bottom. */
function deepMenu(): { menu: Menu; bottom: Category } {
  const dish = lateNight().products.find((product) => product.id === DISH);
  if (!dish) throw new Error("no dish");
  const chain: Category[] = [];
  for (let level = 1; level <= 30; level += 1)
    chain.push(plain(1000 + level, level === 1 ? LATE_NIGHT : 1000 + level - 1, level === 30 ? [dish] : []));
  const others = demoMenu.categories.map((category) => ({
    ...category,
    products: category.products.filter((product) => product.id !== DISH),
  }));
  const bottom = chain[chain.length - 1];
  if (!bottom) throw new Error("no chain");
  return { menu: { ...demoMenu, categories: [...others, ...chain] }, bottom };
}

describe("one walk up the parent chain", () => {
  it("goes all the way up, however deep, and every caller reads the top's hours", () => {
    const { menu, bottom } = deepMenu();
    expect(
      categoryLineage(menu.categories, bottom)
        .map((category) => category.id)
        .at(-1),
    ).toBe(LATE_NIGHT);
    expect(menuLineage(menu, bottom)).toHaveLength(31);
    expect(categoryAvailableNow(menu, bottom, AFTERNOON)).toBe(false);
    expect(categoryChainOpen(menu.categories, bottom, AFTERNOON, menu.timezone)).toBe(false);
    // The venue API's listing of the dish, and the hours its order check reads.
    const entry = productIndex(menu).get(DISH);
    if (!entry) throw new Error("not indexed");
    expect([entry.category, ...entry.ancestors]).toHaveLength(31);
    expect(
      categoryVisible(
        [entry.category, ...entry.ancestors].map((category) => category.category_hours),
        AFTERNOON,
        menu.timezone,
      ),
    ).toBe(false);
  });

  it("lists each category once when venue data loops", () => {
    const a = plain(1, 2);
    const b = plain(2, 1);
    const menu = { ...demoMenu, categories: [a, b] };
    expect(categoryLineage(menu.categories, a).map((category) => category.id)).toEqual([1, 2]);
    expect(menuLineage(menu, b).map((category) => category.id)).toEqual([2, 1]);
    expect(categoryAvailableNow(menu, a, AFTERNOON)).toBe(true);
  });

  it("stops at a parent the menu does not hold", () => {
    expect(categoryLineage([plain(1, 99)], plain(1, 99)).map((category) => category.id)).toEqual([1]);
  });
});

describe("one listing that counts", () => {
  it("is the first ordinary listing for the cart's payload, the product screen and the venue API, even after a special one", () => {
    const dish = lateNight().products.find((product) => product.id === DISH);
    if (!dish) throw new Error("no dish");
    const special: Category = {
      ...plain(500, null, [{ ...dish, category: null }]),
      enable_special_category: true,
      special_category_type: "discounted",
    };
    const withoutOwnCategory = demoMenu.categories.map((category) => ({
      ...category,
      products: category.products.map((product) => (product.id === DISH ? { ...product, category: null } : product)),
    }));
    const menu = { ...demoMenu, categories: [special, ...withoutOwnCategory] };
    expect(productListings(menu.categories, DISH).map((category) => category.id)).toEqual([LATE_NIGHT, 500]);
    expect(orderCatalogue(menu)[DISH]?.category).toBe(LATE_NIGHT);
    expect(findProduct(menu, DISH)?.category.id).toBe(LATE_NIGHT);
    expect(productIndex(menu).get(DISH)?.category.id).toBe(LATE_NIGHT);
  });
});
