import { once } from "node:events";
import { createServer } from "node:http";
import { OG_PICTURE_VENUE, pictureHostPort } from "./support/og-picture-venue";
import { decodePng, PNG_SIGNATURE, pngSize, type DecodedPng } from "./support/png";
import { expect, test, type APIRequestContext } from "./support/test";

// Issue 14 item 6: a 1200x630 PNG made for link previews per venue, category and product, in every
// language the venue offers, named by each page's og:image and twitter:image. Demo ids: the Breakfast
// category (1) and Avocado toast with za'atar (103), which has no product hours.

async function fetchPng(request: APIRequestContext, path: string, host?: string): Promise<Buffer> {
  const response = await request.get(path, host ? { headers: { Host: host } } : {});
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

/** How many different colours a stripe of rows holds (a blank or single-colour image has one). */
function coloursIn(png: DecodedPng, fromRow: number, toRow: number, fromColumn = 0, toColumn = png.width): number {
  const seen = new Set<number>();
  for (let y = fromRow; y < toRow; y++) {
    for (let x = fromColumn; x < toColumn; x++) {
      const at = (y * png.width + x) * png.channels;
      seen.add(((png.pixels[at] ?? 0) << 16) | ((png.pixels[at + 1] ?? 0) << 8) | (png.pixels[at + 2] ?? 0));
    }
  }
  return seen.size;
}

/** The page's og:image and twitter:image addresses, as a link preview reads them. */
async function previewImages(request: APIRequestContext, path: string): Promise<{ og: string | undefined; twitter: string | undefined }> {
  const html = await (await request.get(path)).text();
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  const twitter = html.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1];
  return { og, twitter };
}

test.describe("link-preview images of the demo venue", () => {
  // The text side (name and price on the venue's colour) and the dish's picture both vary; Arabic lays them out mirrored.
  const sides: [string, [number, number], [number, number]][] = [
    ["en", [0, 540], [660, 1200]],
    ["ar", [660, 1200], [0, 540]],
  ];
  for (const [language, textSide, pictureSide] of sides) {
    test(`a product's image is a 1200x630 PNG in ${language}, with its text and picture drawn`, async ({ request }) => {
      const png = decodePng(await fetchPng(request, `/${language}/og/product/103/`));
      expect(coloursIn(png, 100, 500, ...textSide)).toBeGreaterThan(10);
      expect(coloursIn(png, 100, 500, ...pictureSide)).toBeGreaterThan(10);
    });
  }

  test("English and Arabic draw different text, and another language renders", async ({ request }) => {
    const english = await fetchPng(request, "/en/og/product/103/");
    const arabic = await fetchPng(request, "/ar/og/product/103/");
    const french = await fetchPng(request, "/fr/og/product/103/");
    expect(english.equals(arabic)).toBe(false);
    expect(english.equals(french)).toBe(false);
    expect(coloursIn(decodePng(french), 100, 500, 0, 540)).toBeGreaterThan(10);
  });

  test("a category and the venue have theirs", async ({ request }) => {
    expect(coloursIn(decodePng(await fetchPng(request, "/en/og/category/1/")), 0, 630)).toBeGreaterThan(10);
    const venue = decodePng(await fetchPng(request, "/ar/og/venue/"));
    // The cover across the top, the name on the band below.
    expect(coloursIn(venue, 0, 450)).toBeGreaterThan(10);
    expect(coloursIn(venue, 470, 610)).toBeGreaterThan(2);
  });

  test("pages name their generated image for Open Graph and Twitter", async ({ request, baseURL }) => {
    const screens: [string, string][] = [
      ["/en/product/103/", "/en/og/product/103/"],
      ["/ar/product/103/", "/ar/og/product/103/"],
      ["/en/category/1/", "/en/og/category/1/"],
      ["/en/home/", "/en/og/venue/"],
      ["/ar/", "/ar/og/venue/"],
    ];
    for (const [page, image] of screens) {
      const { og, twitter } = await previewImages(request, page);
      expect(og, page).toBe(`${baseURL}${image}`);
      expect(twitter, page).toBe(`${baseURL}${image}`);
    }
    const html = await (await request.get("/en/product/103/")).text();
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // The address the page names answers with the image.
    const { og } = await previewImages(request, "/en/category/1/");
    await fetchPng(request, new URL(og ?? "").pathname);
  });

  test("an unknown product, category or language has no image: 404, never a 500", async ({ request }) => {
    for (const path of ["/en/og/product/999999/", "/en/og/product/abc/", "/en/og/category/999999/", "/en/og/drink/1/", "/en/og/venue/1/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    }
    expect((await request.get("/xx/og/venue/")).status()).toBe(404);
  });

  test("is cached as pages are: within the menu's minute", async ({ request }) => {
    const response = await request.get("/en/og/category/1/");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
  });
});

test.describe("a venue whose pictures are on this machine (issue 25 item 6)", () => {
  // Each image is drawn on its first request only, then served from the cache: a retry would pass
  // without drawing anything.
  test.describe.configure({ retries: 0 });

  test("has its images drawn with the colour panel, and the picture host is never reached", async ({ request, baseURL }) => {
    const appPort = Number(new URL(baseURL ?? "").port);
    let connections = 0;
    const pictureHost = createServer((_request, response) => response.writeHead(404).end());
    pictureHost.on("connection", () => (connections += 1));
    pictureHost.listen(pictureHostPort(appPort), "127.0.0.1");
    await once(pictureHost, "listening");
    try {
      // Node does not resolve *.localhost as Chromium does: the venue's host goes in the Host header.
      const host = `${OG_PICTURE_VENUE.host}:${appPort}`;
      const product = decodePng(await fetchPng(request, `/en/og/product/${OG_PICTURE_VENUE.product.id}/`, host));
      const category = decodePng(await fetchPng(request, `/en/og/category/${OG_PICTURE_VENUE.category.id}/`, host));
      const venue = decodePng(await fetchPng(request, "/en/og/venue/", host));
      // The picture's side is the venue's colour, and the name is drawn beside it.
      expect(coloursIn(product, 0, 630, 660, 1200)).toBe(1);
      expect(coloursIn(product, 100, 500, 0, 540)).toBeGreaterThan(10);
      expect(coloursIn(category, 0, 630, 660, 1200)).toBe(1);
      expect(coloursIn(venue, 0, 450)).toBe(1);
      expect(connections).toBe(0);
    } finally {
      pictureHost.close();
    }
  });
});
