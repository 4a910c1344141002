import { expect, test, type Page } from "./support/test";
import { SPEC_HOME_VENUE } from "./support/menu-first-venues";
import { onHost } from "./support/venue-host";

// Issue 14 item 7: the venue's service worker (worker/sw.ts). The demo venue "Saffron & Sand"
// (server/seed/venues/demo.json): category 6 Desserts (Kunafa, Luqaimat), 3 Mezze & salads (Hummus).
const VENUE = "Saffron & Sand";
const KUNAFA = 601;
const NEEDS_CONNECTION = "You are offline. Placing an order needs an internet connection; your cart is kept.";
// Product pages judge the hours again at the guest's clock, fixed to a Monday noon in Dubai.
const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");

/** Waits until the worker is active and controls this page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  });
}

/** Waits until the worker stored the page at `path` (it is asked to by components/shell/service-worker.tsx). */
async function stored(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (url) => Boolean(await caches.match(new URL(url, location.href).href, { cacheName: "carte-pages" })), path),
    )
    .toBe(true);
}

// The demo opens on the menu-first home, whose tabs scroll the page: the client navigation from a category
// card runs on the demo's catalogue with enable_menu_first off (SPEC_HOME_VENUE, same name and texts).
test.describe("from the specification's home", () => {
  test.use({ baseURL: onHost(SPEC_HOME_VENUE.host) });

  test("after a first visit the home and a visited category open without a network", async ({ page, context }) => {
    await page.goto("/en/home/");
    await expect(page.getByRole("link", { name: "Desserts", exact: true })).toBeVisible();
    await controlled(page);
    await stored(page, "/en/home/");
    // A client navigation, as a guest taps the card.
    await page.getByRole("link", { name: "Desserts", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Desserts" })).toBeVisible();
    await stored(page, "/en/category/6/");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Desserts" })).toBeVisible();
    await page.goto("/en/home/");
    await expect(page).toHaveTitle(/^Home \| Saffron & Sand \| /);
    await expect(page.getByRole("link", { name: "Desserts", exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: VENUE, exact: true })).toBeVisible();
    // The stored page carries its own policy and nonces, which match: its scripts run and it hydrates.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Desserts", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Desserts", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/category\/6\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Desserts" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Kunafa/ })).toContainText("AED 34.00");
    await expect(page.getByRole("link", { name: /Luqaimat/ })).toBeVisible();

    // A page never opened: the worker's offline page, with a way back to the menu.
    await page.goto("/en/category/3/");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/en/home/");
    // In the language of the page asked for, right to left in Arabic.
    await page.goto("/ar/category/3/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "أنت غير متصل بالإنترنت" })).toBeVisible();
    await expect(page.getByRole("link", { name: "القائمة" })).toHaveAttribute("href", "/ar/home/");
  });
});

test("online, every page comes from the network, not the worker's copy", async ({ page }) => {
  await page.goto("/en/category/6/");
  await controlled(page);
  await stored(page, "/en/category/6/");
  const response = await page.reload();
  expect(response?.ok()).toBe(true);
  // A page the worker answered from its cache would carry the stored policy's nonce again.
  const [first, second] = await Promise.all([
    page.evaluate(() => document.querySelector("script[nonce]")?.getAttribute("nonce") ?? null),
    caches_nonce(page),
  ]);
  expect(first).not.toBeNull();
  expect(second).not.toBeNull();
  expect(first).not.toBe(second);
});

/** The nonce of the copy of /en/category/6/ the worker stored before the reload. */
async function caches_nonce(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const stored = await caches.match(new URL("/en/category/6/", location.href).href, { cacheName: "carte-pages" });
    const csp = stored?.headers.get("content-security-policy") ?? "";
    return /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
  });
}

test("the worker is served fresh, as JavaScript, and never rewritten to a page", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-security-policy"]).toContain("connect-src 'self'");
  expect(await response.text()).toContain("carte-pages");
});

test("checkout offline says ordering needs a connection; back online the message goes and the cart stays", async ({ page, context }) => {
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  await page.goto(`/en/product/${KUNAFA}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).not.toHaveURL(/\/product\//);
  // The demo delivers only where a map position is given, and it has no map (issue 24 item 7): takeaway.
  await page.goto("/en/cart/");
  await page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" }).click();
  await page.goto("/en/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(NEEDS_CONNECTION)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: NEEDS_CONNECTION })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(NEEDS_CONNECTION)).toHaveCount(0);
  await expect(page.getByText("Kunafa").first()).toBeVisible();
});

// Issue 28 item 13: offline pages in the venue's look and language; the cart, kept on the device, still shows.
const LUQAIMAT = 602;
const AR = {
  offlineTitle: "أنت غير متصل بالإنترنت",
  needsConnection: "أنت غير متصل بالإنترنت. يتطلب تقديم الطلب اتصالًا بالإنترنت؛ سلتك محفوظة.",
  venue: "الزعفران والرمل",
  kunafa: "كنافة",
  addToCart: "أضف إلى السلة",
  checkout: "إتمام الطلب",
  cartWithOne: "السلة، منتج واحد",
};

/** What makes a page look like the venue's: the page's colour, the text's font, the header's colour. */
function venueLook(page: Page) {
  return page.evaluate(() => {
    const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
    return {
      background: style(document.body)?.backgroundColor,
      font: style(document.querySelector("main"))?.fontFamily,
      header: style(document.querySelector("header"))?.backgroundColor,
    };
  });
}

test("offline, a page never opened shows the venue's offline screen in its language, and the cart its lines", async ({ page, context }) => {
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  await page.goto(`/ar/product/${KUNAFA}/`);
  await controlled(page);
  await page.getByRole("button", { name: AR.addToCart }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: AR.cartWithOne })).toBeVisible();
  await page.goto("/ar/home/");
  const online = await venueLook(page);
  // The venue's own look, not the browser's defaults.
  expect(online.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(online.font).not.toMatch(/^system-ui/);
  // Stored on the first visit in Arabic, before the guest opens them.
  await stored(page, "/ar/offline/");
  await stored(page, "/ar/cart/");

  await context.setOffline(true);
  await page.goto(`/ar/product/${LUQAIMAT}/`);
  await expect(page).toHaveURL(new RegExp(`/ar/product/${LUQAIMAT}/$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: AR.offlineTitle })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: AR.venue, exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "القائمة" })).toHaveAttribute("href", "/ar/home/");
  expect(await venueLook(page)).toEqual(online);

  // The cart was never opened: its lines are on the device, and ordering waits for the network.
  await page.goto("/ar/cart/");
  await expect(page.getByRole("heading", { level: 1, name: AR.offlineTitle })).toHaveCount(0);
  await expect(page.getByRole("main").getByText(AR.kunafa).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: AR.needsConnection })).toBeVisible();
  const checkout = page.getByRole("button", { name: AR.checkout });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(AR.needsConnection);
  expect(await venueLook(page)).toMatchObject({ background: online.background, header: online.header });
});
