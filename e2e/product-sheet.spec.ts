import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./support/test";
import en from "../messages/en.json";
import ar from "../messages/ar.json";
import { TABLE_LINK_VENUE } from "./support/table-link-venues";

// Issue 28 item 3: a dish tapped in a list opens as a sheet over the list (Next's intercepting route,
// app/.../(shell)/@sheet/(.)product), at the product's URL; closing it in any way returns to the list
// where the guest was, and Add with the demo's addtocart_redirect 'back' does too; the sheet's carousel
// replaces the dish in it. A load of the same URL (a reload, a shared link) is the full product page.
// Next intercepts from every screen, so a dish opened from a full product page's carousel opens over
// that page (the cart's upsell: e2e/cart.spec.ts).
// Demo venue (server/seed/venues/demo.json): category 9 "Full menu" lists every dish, Kunafa (601, no
// required choice) in its last section, so the guest scrolls down to it. The demo opens around the clock,
// so the guest's own clock stands (a clock fixed by page.clock kept Next's intercepted navigation from
// ever committing in Chromium).

const FULL_MENU = 9;
const KUNAFA = 601;

const LANGS = {
  en: { t: en, kunafa: "Kunafa", menu: "Full menu", oneItem: "Cart, 1 item" },
  ar: { t: ar, kunafa: "كنافة", menu: "القائمة الكاملة", oneItem: "السلة، منتج واحد" },
} as const;

type Lang = keyof typeof LANGS;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The category, scrolled down to Kunafa's card; returns the card's link and where the page stands. */
async function scrolledToKunafa(page: Page, lang: Lang): Promise<{ card: Locator; y: number }> {
  await page.goto(`/${lang}/category/${FULL_MENU}/`);
  const card = page.locator(`main a[href="/${lang}/product/${KUNAFA}/"]`).first();
  await card.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y, "the dish is further down the list").toBeGreaterThan(400);
  return { card, y };
}

async function openSheet(page: Page, lang: Lang, card: Locator): Promise<Locator> {
  await card.click();
  const sheet = page.getByRole("dialog", { name: LANGS[lang].kunafa });
  // The first screens of a freshly started server can take longer than 5 s on a loaded machine.
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/${lang}/product/${KUNAFA}/$`));
  return sheet;
}

async function expectBackOnList(page: Page, lang: Lang, card: Locator, y: number) {
  await expect(page).toHaveURL(new RegExp(`/${lang}/category/${FULL_MENU}/$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(y);
  await expect(card).toBeFocused();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const lang of ["en", "ar"] as const) {
  const { t, kunafa, menu, oneItem } = LANGS[lang];

  test(`${lang}: a dish opens over the list, and Escape, the close button, the backdrop and Back return to it where it was`, async ({
    page,
  }) => {
    const { card, y } = await scrolledToKunafa(page, lang);

    let sheet = await openSheet(page, lang, card);
    // The list is still the page behind it, at its place, and does not scroll under the sheet.
    await expect(page.locator("main h1", { hasText: menu })).toBeAttached();
    await expect(card).toBeAttached();
    expect(await scrollY(page)).toBe(y);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    // The product screen's own detail, in the sheet; focus is in it.
    await expect(sheet.getByRole("heading", { level: 1, name: kunafa })).toBeVisible();
    await expect(sheet.getByRole("button", { name: t.Product.addToCart })).toBeVisible();
    await expect(sheet.getByRole("button", { name: t.Common.close })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expectBackOnList(page, lang, card, y);

    sheet = await openSheet(page, lang, card);
    await sheet.getByRole("button", { name: t.Common.close }).click();
    await expectBackOnList(page, lang, card, y);

    sheet = await openSheet(page, lang, card);
    // The backdrop: above the sheet, which rises from the bottom on a phone.
    await page.mouse.click(20, 20);
    await expectBackOnList(page, lang, card, y);

    await openSheet(page, lang, card);
    await page.goBack();
    await expectBackOnList(page, lang, card, y);
  });

  test(`${lang}: Add (addtocart_redirect 'back') closes the sheet and leaves the guest on the list where they were`, async ({ page }) => {
    const { card, y } = await scrolledToKunafa(page, lang);
    const sheet = await openSheet(page, lang, card);
    await sheet.getByRole("button", { name: t.Product.addToCart }).click();
    await expectBackOnList(page, lang, card, y);
    await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(`^${t.Header.cart}`) })).toHaveAccessibleName(oneItem);
  });

  test(`${lang}: a reload of the sheet's URL, and a shared link, show the full product page`, async ({ page, browser, baseURL }) => {
    const { card } = await scrolledToKunafa(page, lang);
    await openSheet(page, lang, card);
    await page.reload();
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: kunafa })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto(`/${lang}/product/${KUNAFA}/`);
    await expect(fresh.getByRole("main").getByRole("heading", { level: 1, name: kunafa })).toBeVisible();
    await expect(fresh.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });
}

test("the sheet's carousel moves from dish to dish in the sheet, and one close returns to the list where it was", async ({ page }) => {
  const { card, y } = await scrolledToKunafa(page, "en");
  const sheet = await openSheet(page, "en", card);
  await sheet.getByRole("link", { name: en.Product.nextProduct }).click();
  await expect(page).toHaveURL(/\/en\/product\/602\/$/, { timeout: 15_000 });
  // The same dialog, named by the dish it shows now.
  const next = page.getByRole("dialog", { name: "Luqaimat" });
  await expect(next.getByRole("heading", { level: 1, name: "Luqaimat" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(await scrollY(page)).toBe(y);

  await next.getByRole("button", { name: en.Common.close }).click();
  await expectBackOnList(page, "en", card, y);
});

test("a dish opened from a full product page (its carousel) opens over it, and closing returns to that page", async ({ page }) => {
  await page.goto(`/en/product/${KUNAFA}/`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Kunafa" })).toBeVisible();
  await main.getByRole("link", { name: en.Product.nextProduct }).click();
  const sheet = page.getByRole("dialog", { name: "Luqaimat" });
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/product\/602\/$/);
  await expect(sheet.getByRole("heading", { level: 1, name: "Luqaimat" })).toBeVisible();
  // The full page stays behind it, out of the accessibility tree.
  await expect(page.locator("main h1", { hasText: "Kunafa" })).toBeAttached();
  await expect(main).toHaveCount(0);

  await sheet.getByRole("button", { name: en.Common.close }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${KUNAFA}/$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(main.getByRole("heading", { level: 1, name: "Kunafa" })).toBeVisible();
});

test.describe("a venue whose Add goes to the cart (addtocart_redirect 'cart', e2e/support/table-link-venues.ts)", () => {
  test.use({
    baseURL: async ({ baseURL }, provide) => {
      const url = new URL(baseURL ?? "http://127.0.0.1:3100");
      url.hostname = TABLE_LINK_VENUE.host;
      await provide(url.origin);
    },
  });

  test("Add in the sheet goes on to the cart, and the sheet does not come along", async ({ page }) => {
    const { category, tea } = TABLE_LINK_VENUE;
    await page.goto(`/en/category/${category.id}/`);
    await page.locator(`main a[href="/en/product/${tea.id}/"]`).first().click();
    const sheet = page.getByRole("dialog", { name: tea.name });
    await expect(sheet).toBeVisible({ timeout: 15_000 });
    await sheet.getByRole("button", { name: en.Product.addToCart }).click();
    await expect(page).toHaveURL(/\/en\/cart\/$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: en.Cart.title })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });
});

test("on a desktop the dish opens as a dialog in the middle of the screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/en/category/${FULL_MENU}/`);
  await page.locator(`main a[href="/en/product/${KUNAFA}/"]`).first().click();
  const sheet = page.getByRole("dialog", { name: "Kunafa" });
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  const box = (await sheet.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(box.width).toBeGreaterThan(0);
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - 400)).toBeLessThan(2);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
