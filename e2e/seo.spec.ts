import { expect, test } from "./support/test";

/** Issue 4 item 5: robots.txt and sitemap.xml per venue host, with absolute addresses on that host. */
test.describe("search engine files of the demo venue", () => {
  test("robots.txt allows everything and names the absolute sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists home in English and Arabic with language alternates", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${baseURL}/en/home/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ar/home/</loc>`);
    const englishHome = xml.split("<url>").find((entry) => entry.includes(`<loc>${baseURL}/en/home/</loc>`)) ?? "";
    expect(englishHome).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}/ar/home/"/>`);
    expect(englishHome).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/en/home/"/>`);
    // Demo ids: the Breakfast category (1), Shakshuka (101) and the About us page (1).
    expect(xml).toContain(`<loc>${baseURL}/en/category/1/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en/product/101/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en/page/1/</loc>`);
    const addresses = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1] ?? "");
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((address) => !address.startsWith(`${baseURL}/`))).toEqual([]);
  });

  test("the files answer without the trailing-slash redirect pages get", async ({ request }) => {
    const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

type Node = { "@type"?: string; name?: string; url?: string; hasMenu?: Node; hasMenuSection?: Node[]; hasMenuItem?: Node[] };

/** The page's structured data, read from its HTML as a search engine would. */
async function jsonLdOf(request: import("@playwright/test").APIRequestContext, path: string): Promise<{ html: string; data: Node }> {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return { html, data: JSON.parse(scripts[0]?.[1] ?? "null") as Node };
}

/** Issue 13 item 2: each page carries what it shows, so a menu of thousands of products keeps a small home. */
test.describe("structured data of the demo venue", () => {
  test("the home names the menu's sections and links to them, without their items", async ({ request, baseURL }) => {
    const { data } = await jsonLdOf(request, "/en/home/");
    expect(data["@type"]).toBe("Restaurant");
    const sections = data.hasMenu?.hasMenuSection ?? [];
    expect(sections.map((section) => section.name)).toContain("Breakfast");
    expect(sections.find((section) => section.name === "Breakfast")?.url).toBe(`${baseURL}/en/category/1/`);
    expect(JSON.stringify(data)).not.toContain("MenuItem");
  });

  test("a category page carries its own items with their offers", async ({ request, baseURL }) => {
    const { data } = await jsonLdOf(request, "/en/category/1/");
    expect(data).toMatchObject({ "@type": "MenuSection", name: "Breakfast", url: `${baseURL}/en/category/1/` });
    const items = data.hasMenuItem ?? [];
    // A dish without product hours: Shakshuka's end at noon in Dubai, and then no page names it.
    expect(items.map((item) => item.name)).toContain("Avocado toast with za'atar");
    expect(items.every((item) => item.url?.startsWith(`${baseURL}/en/product/`))).toBe(true);
  });

  test("the page's messages leave out the namespaces only the server reads", async ({ request }) => {
    const html = await (await request.get("/en/home/")).text();
    // Meta holds the screen names of titles, rendered on the server only.
    expect(html).toContain("Saffron");
    expect(html).not.toMatch(/\\"Meta\\":\{/);
  });
});
