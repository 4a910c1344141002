import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { CACHE_VENUES, cacheVenue, cacheVenues, SHARED_IDS } from "./support/cache-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";

// Issue 13 item 1: catalogue pages are rendered once per licence, language and id and served from
// Next's cache; a venue import renders them again at once; two venues with the same ids on two hosts
// never get each other's page. On its own app on PostgreSQL, where the venue CLI imports while the app
// runs and NOTIFY tells the app (the shared e2e server's PGlite serves one process at a time).

test.describe.configure({ mode: "serial" });

let app: PostgresApp;
let folder: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(tmpdir(), "carte-page-cache-"));
  app = await startPostgresApp(cacheVenues());
});

test.afterAll(async () => {
  await app?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const [AMBER, BLUE] = CACHE_VENUES;

function onHost(host: string, screen: string): string {
  return `http://${host}:${app.port}/en${screen}`;
}

/** Opens a screen and answers how Next served it (x-nextjs-cache: MISS, HIT or STALE). */
async function open(page: Page, url: string): Promise<string | undefined> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return response?.headers()["x-nextjs-cache"];
}

/** Waits until the venue's service worker is active and controls this page (components/shell/service-worker.tsx). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  });
}

// Issue 25 item 4: Next's first render of a redirecting page (after a start or an import) appended the
// cached entry's headers to those the render had set, so `Location` went out twice; the service worker
// hands such a redirect on joined ("/en/cart/, /en/cart/"), a 404. This app was just started: these are
// the first requests to the venues' delivery-location screen, which sends a venue without a map to the cart.
test("a redirecting page's first render after a start sends one Location, and a guest with the service worker lands on it", async ({
  page,
}) => {
  const response = await page.request.get(`http://127.0.0.1:${app.port}/en/delivery-location/`, {
    headers: { Host: `${AMBER.host}:${app.port}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headersArray().filter(({ name }) => name.toLowerCase() === "location")).toEqual([
    { name: expect.stringMatching(/^location$/i), value: "/en/cart/" },
  ]);

  await open(page, onHost(BLUE.host, "/home/"));
  await controlled(page);
  const landed = await page.goto(onHost(BLUE.host, "/delivery-location/"));
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(onHost(BLUE.host, "/cart/"));
});

test("a category page's second request is served from the cache", async ({ page }) => {
  const url = onHost(AMBER.host, `/category/${SHARED_IDS.category}/`);
  await open(page, url);
  expect(await open(page, url)).toBe("HIT");
  await expect(page.getByRole("heading", { level: 1, name: AMBER.categoryName })).toBeVisible();
});

test("two venues with the same ids on two hosts: each host gets its own pages, cached or not", async ({ page }) => {
  // Twice round: rendered for each host first, then from the cache.
  for (const cached of [false, true]) {
    for (const [venue, other] of [
      [AMBER, BLUE],
      [BLUE, AMBER],
    ] as const) {
      const cache = await open(page, onHost(venue.host, `/product/${SHARED_IDS.product}/`));
      expect(cached ? cache : "HIT").toBe("HIT");
      await expect(page.getByRole("heading", { level: 1, name: venue.productName })).toBeVisible();
      await expect(page.getByText(other.productName)).toHaveCount(0);
      await open(page, onHost(venue.host, `/category/${SHARED_IDS.category}/`));
      await expect(page.getByRole("heading", { level: 1, name: venue.categoryName })).toBeVisible();
      await expect(page.getByText(other.categoryName)).toHaveCount(0);
    }
  }
});

test("a venue import renders its cached pages again at once", async ({ page }) => {
  const url = onHost(BLUE.host, `/category/${SHARED_IDS.category}/`);
  const otherVenue = onHost(AMBER.host, `/category/${SHARED_IDS.category}/`);
  await open(page, otherVenue);
  await open(page, url);
  expect(await open(page, url)).toBe("HIT");
  const file = path.join(folder, "blue.json");
  writeFileSync(file, JSON.stringify(cacheVenue(BLUE, "Blue infusions")));
  const imported = await app.venue(["import", file]);
  expect(imported.code, imported.stderr).toBe(0);
  // NOTIFY reaches the app asynchronously; the first request after it may still race it, never a later one.
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: "Blue infusions" })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The other venue's cached page is untouched by this venue's import: an import's purge answers MISS;
  // a kept page answers HIT, or STALE once its 30 s have passed on a slow machine.
  expect(["HIT", "STALE"]).toContain(await open(page, otherVenue));
});

test("a kept page is sent again with its own nonce, in its policy and every script, and runs", async ({ page }) => {
  const url = onHost(AMBER.host, `/product/${SHARED_IDS.product}/`);
  // Node does not resolve *.localhost as Chromium does: the host goes in the Host header.
  const ask = () =>
    page.request.get(`http://127.0.0.1:${app.port}/en/product/${SHARED_IDS.product}/`, {
      headers: { "Accept-Encoding": "gzip", Host: `${AMBER.host}:${app.port}` },
    });
  // First until Next answers from its cache: a first render streams its flight data in other pieces than
  // the cached copy, and on a slow machine the front server's two-second copy of it can lapse between answers.
  await expect.poll(async () => (await ask()).headers()["x-nextjs-cache"], { timeout: 20_000 }).toBe("HIT");
  const answers: { nonce: string | undefined; html: string }[] = [];
  for (let time = 0; time < 3; time += 1) {
    const response = await ask();
    expect(response.status()).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    expect(nonce).toBeTruthy();
    expect(html.match(/<script(?=[\s>])/g)?.length).toBe(html.split(`<script nonce="${nonce}"`).length - 1);
    answers.push({ nonce, html: html.replaceAll(`nonce="${nonce}"`, 'nonce=""') });
  }
  expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(3);
  expect(answers[1]?.html).toBe(answers[0]?.html);
  expect(answers[2]?.html).toBe(answers[0]?.html);
  // Scripts that carry the nonce run: the page hydrates and its quantity stepper answers.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(url);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: AMBER.productName })).toBeVisible();
  const quantity = page.getByRole("group", { name: "Quantity" });
  await quantity.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity.getByRole("button", { name: /: 2$/ })).toBeVisible();
  expect(errors).toEqual([]);
});
