import { product as productSchema } from "@/lib/api/schemas/product";
import type { MoneySettings } from "./money-format";
import type { PriceMenuInput } from "./product-price";
import { priceView } from "./price-view";
import { demoMoney } from "./test-fixtures";

// The demo venue's settings and dishes (server/seed/venues/demo.json): AED with US$ at 0.2723, the
// discount badge on, VAT 5 % and a fixed service fee of 2.
const DEMO: MoneySettings & PriceMenuInput = {
  ...demoMoney,
  enable_discount_percentage: true,
  display_prices_with_tax: false,
  taxes: [
    { type: "percentage", rate: 5 },
    { type: "fixed", rate: 2 },
  ],
};

function demoMenu(overrides: Partial<MoneySettings & PriceMenuInput> = {}) {
  return { ...DEMO, ...overrides };
}

const PRODUCTS = {
  211: { name: "Espresso", price: 14, discount: 0 },
  214: { name: "Saffron cardamom latte", price: 26, discount: 15 },
  224: { name: "Chilled filtered water", price: 0, discount: 0 },
  404: { name: "Falafel wrap", price: 32, discount: 20 },
};

function product(id: keyof typeof PRODUCTS) {
  return productSchema.parse({ id, ...PRODUCTS[id] });
}

describe("priceView (000 section 5)", () => {
  const menu = demoMenu();

  it("shows a plain price in AED with the US$ alternate at 0.2723", () => {
    expect(priceView(menu, product(211), "en")).toEqual({
      price: "AED 14.00",
      altPrice: "US$3.81",
      discounted: null,
      altDiscounted: null,
      discountPercent: null,
    });
  });

  it("shows price - price × discount / 100 and the percentage badge", () => {
    // Saffron cardamom latte: 26.00 with 15% off is 22.10.
    expect(priceView(menu, product(214), "en")).toEqual({
      price: "AED 26.00",
      altPrice: "US$7.08",
      discounted: "AED 22.10",
      altDiscounted: "US$6.02",
      discountPercent: "15",
    });
  });

  it("hides the badge but keeps the discounted price when enable_discount_percentage is off", () => {
    const plain = demoMenu({ enable_discount_percentage: false, enable_alt_currency: false });
    expect(priceView(plain, product(404), "en")).toEqual({
      price: "AED 32.00",
      altPrice: null,
      discounted: "AED 25.60",
      altDiscounted: null,
      discountPercent: null,
    });
  });

  it("shows no price at 0 (the chilled water)", () => {
    expect(priceView(menu, product(224), "en")).toBeNull();
  });

  it("uses Arabic-Indic digits in ar when enable_arabic_numerals is on", () => {
    const arabic = demoMenu();
    const view = priceView(arabic, product(214), "ar");
    expect(view?.discounted).toBe("AED ٢٢٫١٠");
    expect(view?.discountPercent).toBe("١٥");
  });

  it("adds percentage taxes when display_prices_with_tax is on", () => {
    const taxed = demoMenu({ display_prices_with_tax: true, enable_alt_currency: false });
    // Espresso 14.00 + 5% VAT = 14.70; the fixed service fee belongs to the order total.
    expect(priceView(taxed, product(211), "en")?.price).toBe("AED 14.70");
  });
});
