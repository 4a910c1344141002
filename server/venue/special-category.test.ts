import demo from "@/server/seed/venues/demo.json";
import { categoryContent } from "@/components/catalogue/category-content";
import type { Category } from "@/lib/api/schemas/category";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findCategory, productVisibleNow } from "@/lib/venue/catalogue";
import { menuJsonLd } from "@/lib/venue/json-ld";
import { productIndex } from "@/server/services/orders/venue-menu";
import { localise } from "@/server/venue/localise";
import { isSearchableCategory } from "@/lib/domain/search";
import { isSpecialCategory } from "@/lib/domain/special-category";

/**
 * Issue 15: "is this category special?" had four definitions with two meanings; a category with only
 * special_category_type set was left out of search yet rendered as an ordinary category. One rule now
 * (both the flag and a known type), and every caller gives the one answer for every combination.
 */

const demoMenu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
// Monday 23 November 2026, 15:00 in Dubai: Late night (category 7) is outside its category hours.
const AFTERNOON = new Date("2026-11-23T11:00:00Z");
const LATE_NIGHT = 7;
const LATE_DISH = 701;

function lateNight(): Category {
  const found = findCategory(demoMenu, LATE_NIGHT);
  if (!found) throw new Error("no Late night");
  return found;
}

/** The demo with a first top-level category "Needle" that lists a Late night dish too, without hours. */
function menuWith(flags: Pick<Category, "enable_special_category" | "special_category_type">): { menu: Menu; needle: Category } {
  const source = lateNight();
  const needle: Category = {
    ...source,
    id: 990,
    name: "Needle",
    parent: null,
    category_hours: [],
    special_category_display_categories: [],
    products: source.products.filter((product) => product.id === LATE_DISH),
    ...flags,
  };
  return { menu: { ...demoMenu, categories: [needle, ...demoMenu.categories] }, needle };
}

const CASES = [
  { flags: { enable_special_category: true, special_category_type: "discounted" as const }, special: true },
  { flags: { enable_special_category: false, special_category_type: "combos" as const }, special: false },
  { flags: { enable_special_category: true, special_category_type: null }, special: false },
  { flags: { enable_special_category: false, special_category_type: null }, special: false },
];

describe("one answer to 'is this category special?'", () => {
  it.each(CASES)(
    "flag $flags.enable_special_category, type $flags.special_category_type: special $special everywhere",
    ({ flags, special }) => {
      const { menu, needle } = menuWith(flags);
      expect(isSpecialCategory(needle)).toBe(special);
      // Search leaves special categories out.
      expect(isSearchableCategory(needle)).toBe(!special);
      // The category screen.
      expect(categoryContent(menu, needle, AFTERNOON).kind === "special").toBe(special);
      // The home's structured data names ordinary sections only.
      const sections = JSON.stringify(menuJsonLd(menu, { origin: "https://menu.example.com", language: "en" }, AFTERNOON));
      expect(sections.includes('"name":"Needle"')).toBe(!special);
      // A special category's listing does not count: the dish is then only in Late night, outside its hours.
      const dish = needle.products[0];
      if (!dish) throw new Error("no dish");
      expect(productVisibleNow(menu, dish, AFTERNOON)).toBe(!special);
      // The venue API's listing of the product (its category for coupons and hours).
      expect(productIndex(menu).get(LATE_DISH)?.category.id).toBe(special ? LATE_NIGHT : 990);
    },
  );

  it("needs a type the specification knows, whatever the input's shape", () => {
    expect(isSpecialCategory({ enable_special_category: true, special_category_type: "all_in_category" })).toBe(true);
    expect(isSpecialCategory({ enable_special_category: true, special_category_type: "bogus" })).toBe(false);
    expect(isSpecialCategory({ enable_special_category: true, special_category_type: "" })).toBe(false);
    expect(isSpecialCategory({ special_category_type: "all" })).toBe(false);
    expect(isSpecialCategory({})).toBe(false);
  });
});
