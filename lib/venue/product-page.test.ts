import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findCategory, findProduct } from "./catalogue";
import { demoMenu } from "./menu-fixture";
import { findProductForPage } from "./product-page";

/** Every day of the week, from one hour to another, on the venue's clock. */
const daily = (from: string, to: string, disable_order = false) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: from, to_hour: to, disable_order }));

// The demo venue's hours (server/seed/venues/demo.json): Shakshuka is served 07:00-12:00, the Late night
// category opens at 21:00.
const menu: Menu = menuSchema.parse({
  ...demoMenu(),
  timezone: "Asia/Dubai",
  categories: [
    {
      id: 1,
      name: "Breakfast",
      products: [
        {
          id: 101,
          name: "Shakshuka",
          price: 38,
          category: 1,
          product_hours: [...daily("07:00:00", "12:00:00"), ...daily("12:00:00", "07:00:00", true)],
        },
        { id: 103, name: "Avocado toast with za'atar", price: 34, category: 1 },
      ],
    },
    { id: 4, name: "Mains", products: [{ id: 401, name: "Chicken shawarma plate", price: 52, category: 4 }] },
    {
      id: 7,
      name: "Late night",
      category_hours: [...daily("07:00:00", "21:00:00", true), ...daily("21:00:00", "00:00:00")],
      products: [{ id: 701, name: "Chips Oman sandwich", price: 18, category: 7 }],
    },
  ],
});
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
