import { offlinePath, pagesKeptForOffline } from "./offline-pages";

test("a page in a language keeps that language's offline screen and cart", () => {
  expect(pagesKeptForOffline("/ar/product/601/")).toEqual({ offline: "/ar/offline/", cart: "/ar/cart/" });
  expect(pagesKeptForOffline("/zh-hans/home/")).toEqual({ offline: "/zh-hans/offline/", cart: "/zh-hans/cart/" });
  expect(offlinePath("en")).toBe("/en/offline/");
});

test("a path without a language keeps nothing", () => {
  expect(pagesKeptForOffline("/")).toBeNull();
  expect(pagesKeptForOffline("/t/abc/")).toBeNull();
});
