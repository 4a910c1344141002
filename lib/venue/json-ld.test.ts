import type { MenuInput } from "@/lib/api/schemas/menu";
import { product as productSchema, type Product, type ProductInput } from "@/lib/api/schemas/product";
import {
  categoryJsonLd,
  IN_STOCK,
  menuItemJsonLd,
  OUT_OF_STOCK,
  offerPrice,
  restaurantJsonLd,
  serialiseJsonLd,
  type JsonLdContext,
  type JsonLdNode,
} from "./json-ld";
import { demoMenu } from "./menu-fixture";

const context: JsonLdContext = { origin: "https://menu.example.com", language: "en" };
// A Sunday, 10:00 in Dubai.
const NOW = new Date("2026-11-22T06:00:00Z");

function product(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    id: 101,
    name: "Shakshuka",
    price: 42,
    description: "<p>Three free-range eggs baked in a <em>slow-cooked</em> tomato sauce.</p>",
    images: [{ image: "/demo/products/shakshuka.svg", image_width: 600, image_height: 400 }],
    ...overrides,
  };
}

function buildMenu(overrides: Partial<MenuInput> = {}) {
  return demoMenu({
    home_header_text: "<p>Marhaba! Fresh Emirati and Levantine cooking.</p>",
    currency: "AED",
    price_decimal_places: 2,
    outlet_latitude: "25.1972",
    outlet_longitude: 55.2744,
    categories: [
      { id: 1, name: "Breakfast", parent: null, image: { product: "/demo/categories/breakfast.svg" }, products: [product()] },
      { id: 2, name: "Coffee & drinks", parent: null, products: [] },
      { id: 21, name: "Hot coffee", parent: 2, products: [product({ id: 201, name: "Karak", price: "8.500", out_of_stock: true })] },
      { id: 9, name: "Full menu", parent: null, enable_special_category: true, special_category_type: "all", products: [] },
      { id: 7, name: "Hidden", parent: null, disable_link: true, products: [product({ id: 701, name: "Secret" })] },
      {
        id: 8,
        name: "Closed today",
        parent: null,
        // Inside a closure date range the category is unavailable (000 section 4).
        category_hours: [{ start: "2026-11-21T00:00:00Z", end: "2026-11-23T00:00:00Z" }],
        products: [product({ id: 801, name: "Unseen" })],
      },
    ],
    ...overrides,
  });
}

/** A product as the menu schema reads it. */
function parsed(overrides: Partial<ProductInput> = {}): Product {
  return productSchema.parse(product(overrides));
}

function sections(node: JsonLdNode): JsonLdNode[] {
  const menu = node.hasMenu as JsonLdNode;
  return menu.hasMenuSection as JsonLdNode[];
}

describe("offerPrice (000 section 5: computed at 3 decimals, shown with price_decimal_places)", () => {
  it("writes the price at the venue's decimals", () => {
    const menu = buildMenu();
    expect(offerPrice(parsed(), menu)).toBe("42.00");
  });

  it("uses the discounted price, rounded at the venue's decimals (KWD: 3)", () => {
    const menu = buildMenu({ currency: "KWD", price_decimal_places: 3 });
    const item = parsed({ price: "1.375", discount: 10 });
    // 1.375 - 10% = 1.2375, rounded once to the thousandth: 1.238.
    expect(offerPrice(item, menu)).toBe("1.238");
  });

  it("has no price for a free product (a price shows only when above 0)", () => {
    const item = parsed({ price: 0 });
    expect(offerPrice(item, buildMenu())).toBeNull();
  });

  it("adds percentage taxes when display_prices_with_tax is on", () => {
    const menu = buildMenu({ display_prices_with_tax: true, taxes: [{ id: 1, name: "VAT", type: "percentage", rate: 5 }] });
    const item = parsed({ price: 42 });
    expect(offerPrice(item, menu)).toBe("44.10");
  });
});

describe("restaurantJsonLd", () => {
  const node = restaurantJsonLd(buildMenu(), context, NOW);

  it("describes the venue as a Restaurant with absolute images and its position", () => {
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Saffron & Sand",
      url: "https://menu.example.com/en/",
      description: "Marhaba! Fresh Emirati and Levantine cooking.",
      image: ["https://menu.example.com/demo/cover.svg", "https://menu.example.com/demo/logo.svg"],
      geo: { "@type": "GeoCoordinates", latitude: 25.1972, longitude: 55.2744 },
    });
    expect(node).not.toHaveProperty("servesCuisine");
  });

  it("has one MenuSection per reachable top-level category, special, link-disabled and closed ones left out", () => {
    expect(sections(node).map((section) => section.name)).toEqual(["Breakfast", "Coffee & drinks"]);
  });

  it("names the sections and links to them, subsections nested, no items (they are on each section's page)", () => {
    const [breakfast, drinks] = sections(node);
    expect(breakfast).toEqual({
      "@type": "MenuSection",
      name: "Breakfast",
      url: "https://menu.example.com/en/category/1/",
      image: "https://menu.example.com/demo/categories/breakfast.svg",
    });
    expect(drinks?.hasMenuSection).toEqual([
      { "@type": "MenuSection", name: "Hot coffee", url: "https://menu.example.com/en/category/21/" },
    ]);
    expect(serialiseJsonLd(node)).not.toContain("MenuItem");
  });
});

describe("categoryJsonLd for a category page", () => {
  it("carries the section's own items with offers, standing alone with @context", () => {
    const menu = buildMenu();
    const breakfast = menu.categories.find((category) => category.id === 1);
    if (!breakfast) throw new Error("fixture: Breakfast");
    expect(categoryJsonLd(menu, breakfast, context, NOW)).toEqual({
      "@context": "https://schema.org",
      "@type": "MenuSection",
      name: "Breakfast",
      url: "https://menu.example.com/en/category/1/",
      image: "https://menu.example.com/demo/categories/breakfast.svg",
      inLanguage: "en",
      hasMenuItem: [
        {
          "@type": "MenuItem",
          name: "Shakshuka",
          url: "https://menu.example.com/en/product/101/",
          description: "Three free-range eggs baked in a slow-cooked tomato sauce.",
          image: "https://menu.example.com/demo/products/shakshuka.svg",
          offers: {
            "@type": "Offer",
            price: "42.00",
            priceCurrency: "AED",
            availability: IN_STOCK,
            url: "https://menu.example.com/en/product/101/",
          },
        },
      ],
    });
  });

  it("links to its subsections without their items, which are on their own pages", () => {
    const menu = buildMenu();
    const drinks = menu.categories.find((category) => category.id === 2);
    const hot = menu.categories.find((category) => category.id === 21);
    if (!drinks || !hot) throw new Error("fixture: Coffee & drinks");
    const node = categoryJsonLd(menu, drinks, { ...context, language: "ar" }, NOW);
    expect(node).not.toHaveProperty("hasMenuItem");
    expect(node.hasMenuSection).toEqual([{ "@type": "MenuSection", name: "Hot coffee", url: "https://menu.example.com/ar/category/21/" }]);
    expect(categoryJsonLd(menu, hot, context, NOW).hasMenuItem).toMatchObject([
      { name: "Karak", offers: { price: "8.50", availability: OUT_OF_STOCK } },
    ]);
  });
});

describe("menuItemJsonLd for a product page", () => {
  it("stands alone with @context, the product URL and its offer", () => {
    const item = parsed({ out_of_stock: true });
    const node = menuItemJsonLd(item, buildMenu(), { ...context, language: "ar" }, true);
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MenuItem",
      url: "https://menu.example.com/ar/product/101/",
      inLanguage: "ar",
      offers: {
        price: "42.00",
        priceCurrency: "AED",
        availability: "https://schema.org/OutOfStock",
        url: "https://menu.example.com/ar/product/101/",
      },
    });
  });
});

describe("serialiseJsonLd", () => {
  it("escapes < so a venue text cannot close the script element", () => {
    const text = serialiseJsonLd({ "@type": "MenuItem", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@type": "MenuItem", name: "</script><script>alert(1)</script>" });
  });
});
