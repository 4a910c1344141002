import { isProductPath } from "./product-sheet";

describe("isProductPath", () => {
  it.each(["/en/product/601/", "/ar/product/601", "/product/601/"])("%s is a product's", (path) => {
    expect(isProductPath(path)).toBe(true);
  });

  it.each(["/en/cart/", "/en/category/9/", "/en/product/", "/en/product/601/from-search/", "/en/", "/", "/xx/product/601/"])(
    "%s is not",
    (path) => {
      expect(isProductPath(path)).toBe(false);
    },
  );
});
