import { cachePageMessage, isCachePageMessage } from "./messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { OFFLINE_PAGE_CSP, offlinePage } from "./offline-page";

const TEXTS = { en: en.Offline, ar: ar.Offline };

describe("offlinePage", () => {
  it("is an HTML page with no script under a policy that allows none", async () => {
    const response = offlinePage(TEXTS, "https://venue.example/en/category/9/");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(OFFLINE_PAGE_CSP);
    expect(OFFLINE_PAGE_CSP).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain('href="/en/home/"');
    expect(html).toContain("<h1>You are offline</h1>");
  });

  it("speaks the language of the page asked for, right to left in Arabic; English for a language it lacks", async () => {
    const arabic = await offlinePage(TEXTS, "https://venue.example/ar/search/?q=tea").text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<h1>${ar.Offline.pageTitle}</h1>`);
    expect(arabic).toContain(`href="/ar/home/">${ar.Offline.menu}</a>`);
    expect(await offlinePage(TEXTS, "https://venue.example/ja/home/").text()).toContain("<h1>You are offline</h1>");
    expect(await offlinePage(TEXTS, "https://venue.example/").text()).toContain('lang="en" dir="ltr"');
  });

  it("escapes the texts", async () => {
    const hostile = { en: { pageTitle: "<script>x</script>", pageText: "a & b", menu: '"m"' } };
    const html = await offlinePage(hostile, "https://venue.example/en/").text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("a &#38; b");
  });
});

describe("cache page messages", () => {
  it("are recognised only in their own shape", () => {
    expect(isCachePageMessage(cachePageMessage("https://a.example/category/1/"))).toBe(true);
    expect(isCachePageMessage({ type: "CACHE_URLS", payload: {} })).toBe(false);
    expect(isCachePageMessage({ type: cachePageMessage("x").type })).toBe(false);
    expect(isCachePageMessage(null)).toBe(false);
  });
});
