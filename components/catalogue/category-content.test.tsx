import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findCategory } from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import { categoryCardImage, categoryCardTarget } from "./category-card";
import { categoryContent } from "./category-content";
import { categoryPromotions } from "./category-promotions";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));
const AFTERNOON = new Date("2026-11-23T11:00:00Z"); // Monday 15:00 in Dubai

function category(id: number) {
  const found = findCategory(menu, id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
}

function kindAndIds(id: number) {
  const content = categoryContent(menu, category(id), AFTERNOON);
  switch (content.kind) {
    case "special":
      return [content.kind, content.sections.map((section) => section.category.id)];
    case "subcategories":
      return [content.kind, content.categories.map((entry) => entry.id)];
    case "promotions":
      return [content.kind, content.promotions.map((promotion) => promotion.id)];
    case "products":
      return [content.kind, content.products.map((product) => product.id)];
    default:
      return [content.kind, []];
  }
}

describe("categoryContent: exactly one of special, subcategories, promotions, products", () => {
  it("Coffee & drinks shows its subcategories", () => {
    expect(kindAndIds(2)).toEqual(["subcategories", [21, 22, 23]]);
  });

  it("What's on (no products) shows its enabled promotions in its order", () => {
    expect(kindAndIds(8)).toEqual(["promotions", [1, 2, 3]]);
  });

  it("Breakfast in the afternoon lists only the products product_hours allow", () => {
    expect(kindAndIds(1)).toEqual(["products", [103, 104, 105]]);
  });

  it("a special category wins over everything else", () => {
    expect(kindAndIds(11)[0]).toBe("special");
  });

  it("an empty category with no promotions is empty", () => {
    const empty = { ...category(8), promotions: [] };
    expect(categoryContent(menu, empty, AFTERNOON)).toEqual({ kind: "empty" });
  });

  it("hides subcategories the hours hide, falling back to the parent's own content", () => {
    const night = category(7);
    const parent = { ...category(8), id: 500 };
    const withChild: Menu = { ...menu, categories: [...menu.categories, parent, { ...night, id: 501, parent: 500 }] };
    expect(categoryContent(withChild, parent, AFTERNOON).kind).toBe("promotions");
    expect(categoryContent(withChild, parent, new Date("2026-11-23T18:00:00Z")).kind).toBe("subcategories");
  });
});

describe("categoryPromotions", () => {
  it("drops disabled promotions (Iftar at sunset)", () => {
    expect(categoryPromotions(menu, { promotions: [4, 1] }).map((promotion) => promotion.id)).toEqual([1]);
  });
});

describe("category cards", () => {
  it("link to /category/{id}/, outside with external_link, nowhere with disable_link", () => {
    expect(categoryCardTarget(category(1))).toEqual({ kind: "internal", href: "/category/1/" });
    expect(categoryCardTarget({ ...category(1), external_link: "https://x.example" })).toEqual({
      kind: "external",
      href: "https://x.example",
    });
    expect(categoryCardTarget({ ...category(1), disable_link: true, external_link: "https://x.example" })).toEqual({
      kind: "none",
    });
  });

  it("use the category image, else default_category_image", () => {
    expect(categoryCardImage(menu, category(1))?.src).toBe("/demo/categories/breakfast.svg");
    expect(categoryCardImage(menu, { image: { product: null }, image_width: null, image_height: null })).toEqual({
      src: "/demo/placeholder-category.svg",
      width: 600,
      height: 400,
    });
  });
});
