import { cachePageMessage, isCachePageMessage } from "./messages";
import { OFFLINE_PAGE_CSP, offlinePage } from "./offline-page";

describe("offlinePage", () => {
  it("is an HTML page with no script under a policy that allows none", async () => {
    const response = offlinePage();
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(OFFLINE_PAGE_CSP);
    expect(OFFLINE_PAGE_CSP).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain('href="/"');
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
