import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { findProduct } from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import { productProperties } from "./product-card-badges";
import { productCardImage } from "./product-card-image";
import { productCardTarget } from "./product-card-link";
import { cardWidthClass, showsImage } from "./product-card";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));

function product(id: number) {
  const found = findProduct(menu, id);
  if (!found) throw new Error(`no product ${id}`);
  return found.product;
}

describe("productCardTarget (000 section 2: the card opens /{lang}/product/{id})", () => {
  it("links to the product screen", () => {
    expect(productCardTarget(product(211))).toEqual({ kind: "internal", href: "/product/211/" });
  });

  it("is not a link when out of stock (Mango lassi) or link-disabled (chilled water)", () => {
    expect(productCardTarget(product(234))).toEqual({ kind: "none" });
    expect(productCardTarget(product(224))).toEqual({ kind: "none" });
  });

  it("opens an external_link outside the app", () => {
    const external = { ...product(211), external_link: "https://example.com/espresso" };
    expect(productCardTarget(external)).toEqual({ kind: "external", href: "https://example.com/espresso" });
  });

  it("keeps an out-of-stock product unlinked even with an external link", () => {
    expect(productCardTarget({ ...product(234), external_link: "https://example.com" })).toEqual({ kind: "none" });
  });
});

describe("productCardImage: first image, else default_product_image, else the placeholder", () => {
  it("uses the first product image with its size", () => {
    const image = productCardImage(menu, product(211));
    expect(image?.src).toMatch(/^\/demo\/products\//);
  });

  it("falls back to the menu's default_product_image", () => {
    expect(productCardImage(menu, { images: [] })).toEqual({ src: "/demo/placeholder-product.svg", width: 600, height: 450 });
  });

  it("returns null for the inline placeholder when neither exists", () => {
    expect(productCardImage({ default_product_image: null }, { images: [] })).toBeNull();
  });
});

describe("view formats and widths (000 sections 2 and 9)", () => {
  it("cards are 95% wide when full width, otherwise 45%", () => {
    expect(cardWidthClass(1, true)).toBe("w-[95%]");
    expect(cardWidthClass(2, false)).toBe("w-[45%]");
  });

  it("list formats span the row", () => {
    expect(cardWidthClass(3, false)).toBe("w-full");
    expect(cardWidthClass(4, true)).toBe("w-full");
  });

  it("shows an image only in formats 1 and 3, and never with hidden_image", () => {
    expect([1, 2, 3, 4].map((format) => showsImage(format as 1 | 2 | 3 | 4, { hidden_image: false }))).toEqual([true, false, true, false]);
    expect(showsImage(1, { hidden_image: true })).toBe(false);
  });
});

describe("productProperties", () => {
  it("lists the product's properties in its order and skips unknown ids", () => {
    const names = productProperties(menu, { properties: [6, 2, 999] }).map((property) => property.id);
    expect(names).toEqual([6, 2]);
  });
});
