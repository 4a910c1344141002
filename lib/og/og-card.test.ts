import type { MenuInput } from "@/lib/api/schemas/menu";
import { demoMenu } from "@/lib/venue/menu-fixture";
import { product as productSchema, type ProductInput } from "@/lib/api/schemas/product";
import { cardText, categoryCard, ogColours, productCard, TITLE_LENGTH, venueCard } from "./og-card";

function buildMenu(overrides: Partial<MenuInput> = {}) {
  return demoMenu({
    currency: "AED",
    price_decimal_places: 2,
    theme_data: { primary_color: "#E3A72F", header_bg_color: "#0F5257", body_bg_color: "#F5EBDD", product_price_color: "#C4572F" },
    categories: [{ id: 1, name: "Breakfast", parent: null, image: { product: "/demo/categories/breakfast.svg" }, products: [] }],
    ...overrides,
  });
}

function buildProduct(overrides: Partial<ProductInput> = {}) {
  return productSchema.parse({
    id: 101,
    name: "Shakshuka",
    price: 42,
    images: [{ image: "/demo/products/shakshuka.svg", image_width: 600, image_height: 400 }],
    ...overrides,
  });
}

describe("productCard", () => {
  it("shows the name, the price as the product screen formats it, the venue and the first picture", () => {
    const card = productCard(buildMenu(), buildProduct(), "en");
    expect(card).toMatchObject({
      title: "Shakshuka",
      price: "AED 42.00",
      listPrice: null,
      venueName: "Saffron & Sand",
      image: "/demo/products/shakshuka.svg",
      rtl: false,
    });
  });

  it("writes the price with Arabic-Indic digits in Arabic when the venue enables them, right to left", () => {
    const card = productCard(buildMenu({ enable_arabic_numerals: true }), buildProduct({ name: "شكشوكة" }), "ar");
    expect(card).toMatchObject({ title: "شكشوكة", price: "AED ٤٢٫٠٠", rtl: true });
    expect(productCard(buildMenu({ enable_arabic_numerals: true }), buildProduct(), "en").price).toBe("AED 42.00");
  });

  it("shows the discounted price with the listed one struck, and the alternate currency", () => {
    const menu = buildMenu({ enable_alt_currency: true, alt_currency: "USD", alt_currency_exchange_rate: 0.27 });
    const card = productCard(menu, buildProduct({ discount: 50 }), "en");
    expect(card).toMatchObject({ price: "AED 21.00", listPrice: "AED 42.00", altPrice: "US$5.67" });
  });

  it("shows no price at zero and no picture the venue hides", () => {
    const card = productCard(buildMenu(), buildProduct({ price: 0, hidden_image: true }), "en");
    expect(card).toMatchObject({ price: null, image: null });
  });

  it("cuts a very long name with an ellipsis", () => {
    const card = productCard(buildMenu(), buildProduct({ name: "Mixed grill ".repeat(20) }), "en");
    expect(Array.from(card.title)).toHaveLength(TITLE_LENGTH);
    expect(card.title.endsWith("…")).toBe(true);
  });
});

describe("categoryCard and venueCard", () => {
  it("names the category over the venue, with its picture", () => {
    const menu = buildMenu();
    const [category] = menu.categories;
    if (!category) throw new Error("the menu has its category");
    expect(categoryCard(menu, category, "en")).toMatchObject({
      title: "Breakfast",
      venueName: "Saffron & Sand",
      price: null,
      image: "/demo/categories/breakfast.svg",
    });
  });

  it("gives the venue's card its name and cover, else its logo", () => {
    expect(venueCard(buildMenu(), "he")).toMatchObject({ title: "Saffron & Sand", venueName: null, image: "/demo/cover.svg", rtl: true });
    expect(venueCard(buildMenu({ cover_image: null }), "en").image).toBe("/demo/logo.svg");
  });

  it("lists every drawn text for the font picker", () => {
    const card = productCard(buildMenu(), buildProduct({ discount: 50 }), "en");
    expect(cardText(card)).toBe("Shakshuka Saffron & Sand AED 21.00 AED 42.00");
  });
});

describe("ogColours", () => {
  it("takes the venue's theme colours", () => {
    expect(ogColours(buildMenu())).toEqual({
      background: "#F5EBDD",
      text: "#000000",
      accent: "#E3A72F",
      accentText: "#000000",
      label: "#0F5257",
      price: "#C4572F",
    });
  });

  it("falls back to readable colours where the venue's lack contrast", () => {
    const colours = ogColours(
      buildMenu({ theme_data: { body_bg_color: "#111111", header_bg_color: "#222222", product_price_color: "#111111" } }),
    );
    expect(colours).toMatchObject({ background: "#111111", text: "#ffffff", label: "#ffffff", price: "#ffffff", accent: "#222222" });
  });
});
