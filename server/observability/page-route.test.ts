import { pagePattern } from "./page-route";

describe("pagePattern: a page path as a pattern without ids, tokens or queries", () => {
  it.each([
    ["/", "/"],
    ["/en/", "/:lang/"],
    ["/zh-hans/home/", "/:lang/home/"],
    ["/ar/product/42/?from=search", "/:lang/product/:id/"],
    ["/en/product/42/from-search/", "/:lang/product/:id/from-search/"],
    ["/t/Xb9kQ2/", "/t/:id/"],
    ["/menu-prefix/r/Zq81/", "/:id/r/:id/"],
    ["/en/order/6f1c0a4e-8b7d-4a55-9a39-0d1f6c2b9e11/", "/:lang/order/:id/"],
    ["/_next/static/chunks/app-12ab.js", "/_next/static/*"],
    ["/sw.js", "/sw.js"],
    ["/demo/cover-tea.svg", "/demo/:file"],
    ["/en/page/1/2/3/4/", "/:lang/page/:id/:id/*"],
    ["/EN/Cart/#x", "/:lang/cart/"],
  ])("%s is %s", (url, pattern) => {
    expect(pagePattern(url)).toBe(pattern);
  });
});
