import { discountPercentOf } from "./product-price";
import { discountBadgePattern, discountBadgeText } from "./discount-badge";

describe("discount badge with the venue's ui_str_discount", () => {
  it("puts the product's percentage before the venue's word: a 10 % discount labelled AUDOFF is 10% AUDOFF", () => {
    const percent = discountPercentOf({ discount: 10 });
    expect(discountBadgeText("AUDOFF", String(percent))).toBe("10% AUDOFF");
    expect(discountBadgePattern(" AUDOFF ")).toBe("{percent}% AUDOFF");
  });

  it("keeps a venue text that places the number itself", () => {
    expect(discountBadgeText("Save {percent} %", "10")).toBe("Save 10 %");
    expect(discountBadgeText("خصم {percent}٪", "١٠")).toBe("خصم ١٠٪");
  });
});
