import { expect, test, type Page } from "./support/test";

// Issue 13: a page's own scripts load after it has painted (server/http/script-loader.mjs). The guest
// sees the server-rendered page first; the scripts follow it, or the guest's first tap, or a 5 s
// deadline when the screen's main picture is slow. Demo venue: server/seed/venues/demo.json.

// No fixed clock here: Playwright's clock replaces the page's performance timeline, read below.
const PRODUCT = "/en/product/212/"; // Flat White, with a photo marked fetchpriority="high"

type Timings = { firstPaint: number | null; chunkStarts: number[]; loaded: number | null };

function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    chunkStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js/.test(entry.name))
      .map((entry) => entry.startTime),
    loaded: (window as { __carteScripts?: { loaded: number } }).__carteScripts?.loaded ?? null,
  }));
}

/** The hydrated page: the header's menu button opens the drawer. */
async function expectHydrated(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
}

test("the page paints before any of its scripts is fetched, then hydrates", async ({ page }) => {
  const html = await (await page.request.get(PRODUCT)).text();
  // Next's chunk tags and their preloads are not in the HTML: the loader queues them.
  expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*async/);
  expect(html).not.toMatch(/<link[^>]*as="script"/);
  expect(html).toContain("self.__carteScripts.load(");

  await page.goto(PRODUCT);
  const { firstPaint, chunkStarts, loaded } = await timings(page);
  expect(loaded).toBe(1);
  expect(firstPaint).not.toBeNull();
  expect(chunkStarts.length).toBeGreaterThan(3);
  for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
  await expectHydrated(page);
});

test.describe("while the main picture is still loading", () => {
  test.beforeEach(async ({ page }) => {
    // The product's photo never arrives (a stalled connection): the page has painted its text.
    await page.route(/\/demo\/.*\.(svg|png|jpe?g|webp)$/, () => undefined);
  });

  test("the guest's first tap starts the scripts, and the page works", async ({ page }) => {
    await page.goto(PRODUCT, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Painted, parsed, and two frames later (when a page without a pending picture has started them):
    // nothing has started them.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
    expect(await timings(page)).toMatchObject({ chunkStarts: [], loaded: 0 });

    await page.mouse.click(2, 300);
    await expect.poll(async () => (await timings(page)).loaded).toBe(1);
    await expectHydrated(page);
  });

  test("without a tap, the scripts start at the 5 s deadline", async ({ page }) => {
    await page.goto(PRODUCT, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(async () => (await timings(page)).loaded, { timeout: 15_000 }).toBe(1);
    await expectHydrated(page);
  });
});
