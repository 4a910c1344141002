import { expect, test, type APIRequestContext } from "./support/test";

// Issue 13 item 3: the catalogue screens' first load carries the framework and what the screen renders, not the
// libraries only ordering needs. Each page's scripts are read from its HTML (the loader's queue, and the chunks
// Turbopack's runtime is told to load) and searched for a string each library always ships. The checkout, which
// validates a form and a phone number, must carry them: that keeps the markers true as libraries change.
// Demo venue: server/seed/venues/demo.json.

const LIBRARIES = {
  zod: "invalid_type",
  "@tanstack/react-query": "No QueryClient set",
  "libphonenumber-js": "INVALID_COUNTRY",
} as const;

const CATALOGUE = ["/en/", "/en/home/", "/en/category/1/", "/en/product/103/", "/en/search/?q=coffee", "/ar/home/", "/ar/product/103/"];

async function firstLoad(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const html = await page.text();
  const queued = [...html.matchAll(/self\.__carteScripts\.load\("([^"]+)"\)/g)].map((match) => match[1] ?? "");
  const listed = [...html.matchAll(/"otherChunks":\[([^\]]*)\]/g)].flatMap((match) =>
    [...(match[1] ?? "").matchAll(/"([^"]+\.js)"/g)].map((chunk) => `/_next/${chunk[1] ?? ""}`),
  );
  const urls = [...new Set([...queued, ...listed])];
  expect(urls.length, path).toBeGreaterThan(3);
  const scripts = new Map<string, string>();
  for (const url of urls) scripts.set(url, await (await request.get(url)).text());
  return scripts;
}

function librariesIn(scripts: Map<string, string>): string[] {
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => [...scripts.values()].some((script) => script.includes(marker)))
    .map(([library]) => library);
}

test("the catalogue screens load none of the ordering libraries", async ({ request }) => {
  for (const path of CATALOGUE) expect(librariesIn(await firstLoad(request, path)), path).toEqual([]);
});

test("the screens that need them load them (the markers still find each library)", async ({ request }) => {
  expect(librariesIn(await firstLoad(request, "/en/checkout/"))).toEqual(expect.arrayContaining(["zod", "libphonenumber-js"]));
  expect(librariesIn(await firstLoad(request, "/en/cart/"))).toContain("@tanstack/react-query");
});
