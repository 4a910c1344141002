import { opensProductSheet } from "./product-sheet";

const PREFIX = "/demo-licence/aHR0cDovL2RlbW8ubG9jYWxob3N0/en";

describe("opensProductSheet", () => {
  it.each([
    ["/home", true],
    ["/home/", true],
    ["/category/12", true],
    ["/category/12/", true],
    ["/search", true],
    ["/promotions", true],
  ])("a product opened from %s opens over it", (rest, expected) => {
    expect(opensProductSheet(`${PREFIX}${rest}`)).toBe(expected);
  });

  it.each(["/product/212", "/product/212/from-search", "/cart", "/checkout", "/order/abc", "/page/3", "/form/4", "", "/home/extra"])(
    "a product opened from %s is the full page",
    (rest) => {
      expect(opensProductSheet(`${PREFIX}${rest}`)).toBe(false);
    },
  );

  it("reads the path without a query", () => {
    expect(opensProductSheet(`${PREFIX}/search?q=tea`)).toBe(true);
  });
});
