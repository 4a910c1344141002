import { discountPercentOf } from "./product-price";
import { discountBadgePattern } from "./discount-badge";

/** The badge as the message formatter shows it: the pattern with the percentage (in the screen's digits) put in. */
const shown = (label: string, percent: string) => discountBadgePattern(label).replace(/\{\s*percent\s*\}/g, percent);

describe("discount badge with the venue's ui_str_discount", () => {
  it("puts the product's percentage before the venue's word: a 10 % discount labelled AUDOFF is 10% AUDOFF", () => {
    const percent = discountPercentOf({ discount: 10 });
    expect(discountBadgePattern(" AUDOFF ")).toBe("{percent}% AUDOFF");
    expect(shown("AUDOFF", String(percent))).toBe("10% AUDOFF");
  });

  it("keeps a venue text that places the number itself", () => {
    expect(discountBadgePattern("Save {percent} %")).toBe("Save {percent} %");
    expect(shown("خصم {percent}٪", "١٠")).toBe("خصم ١٠٪");
  });
});
