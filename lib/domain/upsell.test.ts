import fc from "fast-check";
import { isUpsellProduct, type UpsellCandidate } from "./upsell";

const offered: UpsellCandidate = {
  upsell_cart: true,
  out_of_stock: false,
  disable_link: false,
  categoryHoursOpen: true,
  productHoursOpen: true,
  categoryExternalLink: null,
};

describe("isUpsellProduct (001 section 2, 'Would you like to add:')", () => {
  it("lists a product flagged upsell_cart, in stock, linked, open, in a category without external link", () => {
    expect(isUpsellProduct(offered)).toBe(true);
    expect(isUpsellProduct({ ...offered, categoryExternalLink: "  " })).toBe(true);
  });

  it.each<[string, Partial<UpsellCandidate>]>([
    ["not flagged upsell_cart", { upsell_cart: false }],
    ["out of stock", { out_of_stock: true }],
    ["link-disabled", { disable_link: true }],
    ["category hours closed", { categoryHoursOpen: false }],
    ["product hours closed", { productHoursOpen: false }],
    ["category with an external link", { categoryExternalLink: "https://example.com/" }],
  ])("leaves out a product %s", (_, change) => {
    expect(isUpsellProduct({ ...offered, ...change })).toBe(false);
  });

  it("is listed only when every condition holds", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c, d, e, f) => {
        const candidate = {
          upsell_cart: a,
          out_of_stock: b,
          disable_link: c,
          categoryHoursOpen: d,
          productHoursOpen: e,
          categoryExternalLink: f ? "https://example.com/" : null,
        };
        return isUpsellProduct(candidate) === (a && !b && !c && d && e && !f);
      }),
    );
  });
});
