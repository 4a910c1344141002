import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { localise } from "@/server/venue/localise";
import { allVisibleProducts, toViewFormat, visibleProducts } from "./product-list";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
const AFTERNOON = new Date("2026-11-23T11:00:00Z"); // Monday 15:00 in Dubai
const NIGHT = new Date("2026-11-23T18:00:00Z"); // Monday 22:00 in Dubai

describe("allVisibleProducts (home_display_all_categories)", () => {
  it("leaves out products and categories the hours hide", () => {
    const afternoon = allVisibleProducts(menu, AFTERNOON).map((product) => product.id);
    expect(afternoon.slice(0, 3)).toEqual([103, 104, 105]);
    expect(afternoon).not.toContain(101);
    expect(afternoon).not.toContain(701);
    expect(allVisibleProducts(menu, NIGHT).map((product) => product.id)).toContain(701);
  });

  it("lists a product found in two categories once", () => {
    const first = menu.categories[0];
    if (!first) throw new Error("demo menu has categories");
    const twice: Menu = { ...menu, categories: [...menu.categories, { ...first, id: 900 }] };
    const ids = allVisibleProducts(twice, AFTERNOON).map((product) => product.id);
    expect(ids.filter((id) => id === 103)).toHaveLength(1);
  });
});

describe("visibleProducts", () => {
  it("keeps what product_hours allow", () => {
    const breakfast = menu.categories[0]?.products ?? [];
    expect(visibleProducts(menu, breakfast, AFTERNOON).map((product) => product.id)).toEqual([103, 104, 105]);
  });
});

describe("toViewFormat", () => {
  it("keeps 1 to 4 and reads anything else as 1", () => {
    expect([1, 2, 3, 4, 0, 7].map(toViewFormat)).toEqual([1, 2, 3, 4, 1, 1]);
  });
});
