import { expect, test } from "@playwright/test";

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
