import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { findProduct } from "@/lib/venue/catalogue";
import { localise } from "@/server/venue/localise";
import { priceView } from "./price-tag";

function demoMenu(lang: Language, overrides: Partial<Menu> = {}): Menu {
  return { ...menuSchema.parse(localise(demo.menu, lang, "en")), ...overrides };
}

function product(menu: Menu, id: number) {
  const found = findProduct(menu, id);
  if (!found) throw new Error(`no product ${id}`);
  return found.product;
}

describe("priceView (000 section 5)", () => {
  const menu = demoMenu("en");

  it("shows a plain price in AED with the US$ alternate at 0.2723", () => {
    expect(priceView(menu, product(menu, 211), "en")).toEqual({
      price: "AED 14.00",
      altPrice: "US$3.81",
      discounted: null,
      altDiscounted: null,
      discountPercent: null,
    });
  });

  it("shows price - price × discount / 100 and the percentage badge", () => {
    // Saffron cardamom latte: 26.00 with 15% off is 22.10.
    expect(priceView(menu, product(menu, 214), "en")).toEqual({
      price: "AED 26.00",
      altPrice: "US$7.08",
      discounted: "AED 22.10",
      altDiscounted: "US$6.02",
      discountPercent: "15",
    });
  });

  it("hides the badge but keeps the discounted price when enable_discount_percentage is off", () => {
    const plain = demoMenu("en", { enable_discount_percentage: false, enable_alt_currency: false });
    expect(priceView(plain, product(plain, 404), "en")).toEqual({
      price: "AED 32.00",
      altPrice: null,
      discounted: "AED 25.60",
      altDiscounted: null,
      discountPercent: null,
    });
  });

  it("shows no price at 0 (the chilled water)", () => {
    expect(priceView(menu, product(menu, 224), "en")).toBeNull();
  });

  it("uses Arabic-Indic digits in ar when enable_arabic_numerals is on", () => {
    const arabic = demoMenu("ar");
    const view = priceView(arabic, product(arabic, 214), "ar");
    expect(view?.discounted).toBe("AED ٢٢٫١٠");
    expect(view?.discountPercent).toBe("١٥");
  });

  it("adds percentage taxes when display_prices_with_tax is on", () => {
    const taxed = demoMenu("en", { display_prices_with_tax: true, enable_alt_currency: false });
    // Espresso 14.00 + 5% VAT = 14.70; the fixed service fee belongs to the order total.
    expect(priceView(taxed, product(taxed, 211), "en")?.price).toBe("AED 14.70");
  });
});
