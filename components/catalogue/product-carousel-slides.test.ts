import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findCategory, findProduct } from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import { findProductForPage } from "./product-carousel-slides";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
const AFTERNOON = new Date("2026-11-23T11:00:00Z"); // Monday 15:00 in Dubai
const MORNING = new Date("2026-11-23T05:00:00Z"); // Monday 09:00 in Dubai

describe("findProductForPage: the product of a URL, at the server's clock", () => {
  it("finds a product within its hours, in its own category", () => {
    expect(findProductForPage(menu, "103", AFTERNOON)?.category.id).toBe(1);
    expect(findProductForPage(menu, "101", MORNING)?.product.name).toBe("Shakshuka");
  });

  it("does not find a product outside its product_hours (Shakshuka after noon), nor what is not an id", () => {
    expect(findProductForPage(menu, "101", AFTERNOON)).toBeNull();
    expect(findProductForPage(menu, "1e2", AFTERNOON)).toBeNull();
    expect(findProductForPage(menu, "999999", AFTERNOON)).toBeNull();
  });

  it("does not find a product listed only in a category its hours hide (Late night before 21:00)", () => {
    expect(findProductForPage(menu, "701", AFTERNOON)).toBeNull();
  });

  it("names a shown category listing the product when its own category is hidden", () => {
    const lateNight = findCategory(menu, 7);
    const grill = findProduct(menu, 401)?.product;
    if (!lateNight || !grill) throw new Error("demo menu changed");
    const moved = { ...grill, category: 7 };
    const listedTwice: Menu = {
      ...menu,
      categories: menu.categories.map((category) => {
        if (category.id === 7) return { ...lateNight, products: [moved, ...lateNight.products] };
        if (category.id === 4) return { ...category, products: category.products.map((p) => (p.id === 401 ? moved : p)) };
        return category;
      }),
    };
    expect(findProductForPage(listedTwice, "401", AFTERNOON)?.category.id).toBe(4);
  });
});
