import { cacheRule, pageSection, type RequestFacts } from "./cache-rules";

const ORIGIN = "https://saffron.example";

function facts(path: string, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return {
    url: new URL(path, ORIGIN),
    origin: ORIGIN,
    method: "GET",
    mode: "navigate",
    destination: "document",
    accept: "text/html,application/xhtml+xml",
    rsc: false,
    ...overrides,
  };
}

const fetchOf = (path: string, overrides: Partial<RequestFacts> = {}) =>
  facts(path, { mode: "cors", destination: "", accept: "*/*", ...overrides });

describe("cacheRule", () => {
  it("stores visited pages, with or without a language prefix", () => {
    expect(cacheRule(facts("/"))).toBe("page");
    expect(cacheRule(facts("/category/12/"))).toBe("page");
    expect(cacheRule(facts("/ar/category/12/"))).toBe("page");
    expect(cacheRule(facts("/zh-hans/product/7/"))).toBe("page");
  });

  it("stores a page the worker is asked for by its HTML Accept header (not a navigation)", () => {
    expect(cacheRule(fetchOf("/category/12/", { accept: "text/html" }))).toBe("page");
  });

  it("leaves client navigations' RSC payloads to the network (offline, Next loads the whole page instead)", () => {
    expect(cacheRule(fetchOf("/category/12/?_rsc=abc", { rsc: true }))).toBeNull();
    expect(cacheRule(facts("/category/12/?_rsc=abc", { rsc: true, mode: "cors", destination: "" }))).toBeNull();
  });

  it("never stores pages with a guest's own data or that exist only to order", () => {
    for (const path of [
      "/checkout/",
      "/en/checkout/",
      "/order/3f1c/",
      "/payment/stripe/",
      "/af-checkout/9/",
      "/t/tok/",
      "/a/x/",
      "/r/y/",
    ]) {
      expect(cacheRule(facts(path))).toBeNull();
      expect(cacheRule(fetchOf(`${path}?_rsc=1`, { rsc: true }))).toBeNull();
    }
  });

  it("never stores the venue API, whatever is asked", () => {
    expect(cacheRule(fetchOf("/backend/en/api/menu/1/"))).toBeNull();
    expect(cacheRule(fetchOf("/backend/en/api/order/abc/"))).toBeNull();
    expect(cacheRule(facts("/backend/en/api/receipt/abc/"))).toBeNull();
    expect(cacheRule(fetchOf("/backend/media/dish.png", { destination: "image" }))).toBeNull();
    expect(cacheRule(fetchOf("/backend"))).toBeNull();
  });

  it("never stores other origins, other methods or the worker itself", () => {
    expect(cacheRule(facts("https://www.googletagmanager.com/gtm.js"))).toBeNull();
    expect(cacheRule(fetchOf("https://cdn.example/dish.jpg", { destination: "image" }))).toBeNull();
    expect(cacheRule(facts("/category/12/", { method: "POST" }))).toBeNull();
    expect(cacheRule(fetchOf("/sw.js", { destination: "script" }))).toBeNull();
  });

  it("serves Next's hashed files from the cache first and keeps images and fonts fresh in the background", () => {
    expect(cacheRule(fetchOf("/_next/static/chunks/app-1a2b.js", { destination: "script" }))).toBe("static");
    expect(cacheRule(fetchOf("/_next/static/media/roboto.woff2", { destination: "font" }))).toBe("static");
    expect(cacheRule(fetchOf("/_next/image?url=%2Fdemo%2Flogo.svg&w=64&q=75", { destination: "image" }))).toBe("asset");
    expect(cacheRule(fetchOf("/demo/categories/starters.svg", { destination: "image" }))).toBe("asset");
    expect(cacheRule(fetchOf("/demo/logo.svg"))).toBe("asset");
  });

  it("leaves other requests to the network", () => {
    expect(cacheRule(fetchOf("/_next/data/x.json"))).toBeNull();
    expect(cacheRule(fetchOf("/category/12/"))).toBeNull();
  });
});

describe("pageSection", () => {
  it("is the first segment after the optional language", () => {
    expect(pageSection("/")).toBe("");
    expect(pageSection("/order/1/")).toBe("order");
    expect(pageSection("/fa/order/1/")).toBe("order");
    expect(pageSection("/ar/")).toBe("");
  });
});
