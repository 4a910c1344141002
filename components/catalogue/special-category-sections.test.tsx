import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findCategory } from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import { isSpecialCategory } from "@/lib/domain/special-category";
import { sectionAnchor, sourceCategories, specialCategorySections } from "./special-category-sections";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
// Monday 23 November 2026 in Asia/Dubai (UTC+4).
const MORNING = new Date("2026-11-23T06:00:00Z"); // 10:00, breakfast hours
const AFTERNOON = new Date("2026-11-23T11:00:00Z"); // 15:00, no breakfast, no late night
const NIGHT = new Date("2026-11-23T18:00:00Z"); // 22:00, late night open

function category(id: number) {
  const found = findCategory(menu, id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
}

function summary(id: number, now: Date) {
  return specialCategorySections(menu, category(id), now).map((section) => [
    section.category.id,
    section.products.map((product) => product.id),
  ]);
}

describe("special categories (000 section 2)", () => {
  it("recognises the four demo special categories", () => {
    expect([9, 10, 11, 12, 1].map((id) => isSpecialCategory(category(id)))).toEqual([true, true, true, true, false]);
  });

  it("discounted: products whose discount is above 0, grouped by source category", () => {
    expect(summary(11, MORNING)).toEqual([
      [1, [103]],
      [21, [214]],
      [4, [404]],
      [5, [503]],
      [6, [602]],
    ]);
  });

  it("combos: enable_combo products; Breakfast for two only in breakfast hours", () => {
    expect(summary(12, MORNING)).toEqual([[5, [501, 502, 503]]]);
    expect(summary(12, AFTERNOON)).toEqual([[5, [501, 503]]]);
  });

  it("all_in_category: every visible product of the named categories, out-of-stock ones included", () => {
    expect(summary(10, AFTERNOON)).toEqual([
      [21, [211, 212, 213, 214, 215, 216]],
      [22, [221, 222, 223, 224, 225]],
      [23, [231, 232, 233, 234]],
    ]);
  });

  it("all: the named categories the hours allow, so Late night joins only at night", () => {
    const ids = (now: Date) => summary(9, now).map(([id]) => id);
    expect(ids(AFTERNOON)).toEqual([1, 21, 22, 23, 3, 4, 5, 6]);
    expect(ids(NIGHT)).toEqual([1, 21, 22, 23, 3, 4, 5, 6, 7]);
    const breakfast = summary(9, AFTERNOON)[0];
    expect(breakfast).toEqual([1, [103, 104, 105]]);
  });

  it("without named categories draws from every category holding products, never from special ones", () => {
    const special = { ...category(11), special_category_display_categories: [11, 12, 999] };
    expect(sourceCategories(menu, special, MORNING)).toEqual([]);
    const open = { ...category(11), special_category_display_categories: [] };
    expect(sourceCategories(menu, open, NIGHT).map((entry) => entry.id)).toEqual([1, 21, 22, 23, 3, 4, 5, 6, 7]);
  });

  it("anchors are #cat-{categoryId}", () => {
    expect(sectionAnchor(21)).toBe("cat-21");
  });
});
