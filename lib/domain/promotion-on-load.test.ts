import { promotionOnLoad } from "./promotion-on-load";

const breakfast = { id: 1, enable: true, title: "Breakfast until noon" };
const menu = { promotion_on_load: 1, skip_onboarding_screen: false, promotions: [breakfast, { id: 2, enable: false, title: "Old" }] };

describe("promotionOnLoad (000 section 2 Promotions)", () => {
  it("opens promotion 1 on the landing when onboarding is shown, not again at home", () => {
    expect(promotionOnLoad(menu, "landing")).toBe(breakfast);
    expect(promotionOnLoad(menu, "home")).toBeUndefined();
  });

  it("opens it at home load when skip_onboarding_screen skips the landing", () => {
    const skipped = { ...menu, skip_onboarding_screen: true };
    expect(promotionOnLoad(skipped, "home")).toBe(breakfast);
    expect(promotionOnLoad(skipped, "landing")).toBeUndefined();
  });

  it("opens nothing without promotion_on_load, or for a disabled or unknown promotion", () => {
    expect(promotionOnLoad({ ...menu, promotion_on_load: null }, "landing")).toBeUndefined();
    expect(promotionOnLoad({ ...menu, promotion_on_load: 2 }, "landing")).toBeUndefined();
    expect(promotionOnLoad({ ...menu, promotion_on_load: 9 }, "landing")).toBeUndefined();
  });
});
