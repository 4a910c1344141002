import { showsCartBar } from "./cart-bar";

describe("showsCartBar", () => {
  it.each(["/en/home/", "/ar/category/4/", "/fr/search/?q=tea", "/en/promotions/", "/de/page/2/"])("shows on %s", (path) => {
    expect(showsCartBar(path)).toBe(true);
  });

  it.each(["/en/", "/en/product/103/", "/en/cart/", "/en/checkout/", "/en/order/5e0c/", "/en/payment/stripe/", "/en/form/1/", "/"])(
    "not on %s",
    (path) => {
      expect(showsCartBar(path)).toBe(false);
    },
  );
});
