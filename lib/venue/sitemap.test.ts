import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

const menu = menuSchema.parse({
  id: 1,
  name: "Saffron & Sand",
  license: "demo",
  license_status: "ACTIVE",
  categories: [
    { id: 1, name: "Breakfast", parent: null, products: [{ id: 101, name: "Shakshuka", price: 42 }] },
    { id: 2, name: "Coffee & drinks", parent: null, products: [] },
    { id: 21, name: "Hot coffee", parent: 2, products: [{ id: 201, name: "Karak", price: 8 }] },
    { id: 9, name: "Full menu", enable_special_category: true, special_category_type: "all", products: [] },
    { id: 5, name: "Elsewhere", external_link: "https://example.com", products: [{ id: 501, name: "Far" }] },
    { id: 6, name: "Twice", parent: null, products: [{ id: 101, name: "Shakshuka", price: 42 }] },
    {
      id: 7,
      name: "Late night",
      parent: null,
      // Closed now and then: still listed, the sitemap does not follow the clock.
      category_hours: [{ start: "2020-01-01T00:00:00Z", end: "2099-01-01T00:00:00Z" }],
      products: [{ id: 701, name: "Midnight mezze", price: 30 }],
    },
  ],
  pages: [{ id: 1, title: "About us", content: "<p>Hi</p>" }],
  promotions: [{ id: 3, title: "Ramadan", enable: true }],
});

describe("sitemapPaths", () => {
  it("lists landing, home, reachable categories (special ones too), each product once, pages and promotions", () => {
    expect(sitemapPaths(menu)).toEqual([
      "/",
      "/home/",
      "/category/1/",
      "/category/2/",
      "/category/21/",
      "/category/9/",
      "/category/6/",
      "/category/7/",
      "/product/101/",
      "/product/201/",
      "/product/701/",
      "/page/1/",
      "/promotions/",
    ]);
  });

  it("leaves promotions out when none is enabled", () => {
    const quiet = { ...menu, promotions: menu.promotions.map((promotion) => ({ ...promotion, enable: false })) };
    expect(sitemapPaths(quiet)).not.toContain("/promotions/");
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml("http://127.0.0.1:3205", ["/home/"], ["en", "ar", "zh-hans"], "en");

  it("has one <url> per language with every language as an alternate and x-default", () => {
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>http://127.0.0.1:3205/ar/home/</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans" href="http://127.0.0.1:3205/zh-hans/home/"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://127.0.0.1:3205/en/home/"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes XML in addresses", () => {
    expect(sitemapXml("https://a.example?x=1&y=2", ["/"], ["en"], "en")).toContain("https://a.example?x=1&amp;y=2/en/");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the absolute sitemap", () => {
    expect(robotsTxt("https://menu.example.com")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://menu.example.com/sitemap.xml\n");
  });
});
