import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./support/test";
import en from "../messages/en.json";
import ar from "../messages/ar.json";
import { RESPONSIVE_VENUE } from "./support/responsive-venue";

// Issue 28 item 1: from tablet width home and category sit in a content column beside a side navigation
// of the categories, dishes in a grid of two to four columns, and the product's picture beside its
// options; the first dish's name and price, and the product's title and price, open the screen.
// Home on the fixture venue "Wide Kitchen" (e2e/support/responsive-venue.ts: every dish on home, view
// format 1, a header text, the first dish full width); category and product on the demo "Saffron &
// Sand": Desserts (6, view format 1, no product hours: Kunafa first) and Flat white (212, a required size).

const MESSAGES = { en, ar } as const;
const DESSERTS = { id: 6, name: { en: "Desserts", ar: "الحلويات" }, first: { en: "Kunafa", ar: "كنافة" } } as const;
const KUNAFA = 601;
/** The header's cart link while the cart is empty. */
const CART_EMPTY = { en: "Cart, no items", ar: "السلة، لا توجد منتجات" } as const;
const FLAT_WHITE = { id: 212, name: { en: "Flat white", ar: "فلات وايت" } } as const;
const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");

const SIZES = [
  { name: "tablet", viewport: { width: 820, height: 1180 }, isMobile: true, columns: 2 },
  { name: "laptop", viewport: { width: 1280, height: 800 }, isMobile: false, columns: 3 },
  { name: "desktop", viewport: { width: 1920, height: 1080 }, isMobile: false, columns: 4 },
] as const;

/** The same server under the fixture's host name: the custom-domain call maps it to the licence. */
function onVenueHost({ baseURL }: { baseURL: string | undefined }, provide: (url: string) => Promise<void>) {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = RESPONSIVE_VENUE.host;
  return provide(url.origin);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

/** A dish card of the screen's list by its name, and that card's name and price. */
function dish(page: Page, name: string): { name: Locator; price: Locator } {
  const card = page.getByRole("main").getByRole("article").filter({ hasText: name }).first();
  return { name: card.getByText(name, { exact: true }), price: card.locator("p:has(bdi)").first() };
}

/** How many cards share the first card's row. */
async function firstRowColumns(page: Page): Promise<number> {
  const boxes = await page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  return boxes.filter((top) => Math.abs(top - (boxes[0] ?? 0)) < 2).length;
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** Whether `a` ends where `b` starts in the reading direction: left to right, or right to left in Arabic. */
function readsBefore(a: Box, b: Box, rtl: boolean): boolean {
  return rtl ? a.x >= b.x + b.width - 1 : a.x + a.width <= b.x + 1;
}

function sideNav(page: Page, lang: keyof typeof MESSAGES): Locator {
  return page.getByRole("navigation", { name: MESSAGES[lang].Home.categories });
}

// Each test loads a screen and runs axe over it, on two cores shared with the other e2e runs.
test.describe.configure({ timeout: 60_000 });

for (const size of SIZES) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile });

    for (const lang of ["en", "ar"] as const) {
      test.describe(`${lang}: home`, () => {
        test.use({ baseURL: onVenueHost });

        test("the first dish's name and price above the fold, a grid, and the side navigation marking home", async ({ page }) => {
          await page.goto(`/${lang}/home/`);
          const first = dish(page, RESPONSIVE_VENUE.first.name[lang]);
          await expect(first.name).toBeInViewport({ ratio: 1 });
          await expect(first.price).toBeInViewport({ ratio: 1 });
          // The first dish is full width, a row of its own on a phone; from tablet width one cell of the grid.
          expect(await firstRowColumns(page)).toBeGreaterThanOrEqual(size.columns);
          const nav = sideNav(page, lang);
          await expect(nav).toBeVisible();
          await expect(nav.getByRole("link")).toHaveCount(RESPONSIVE_VENUE.categories.length + 1);
          for (const category of RESPONSIVE_VENUE.categories) {
            await expect(nav.getByRole("link", { name: category.name[lang], exact: true })).toHaveAttribute(
              "href",
              `/${lang}/category/${category.id}/`,
            );
          }
          await expect(nav.getByRole("link", { name: MESSAGES[lang].Drawer.home, exact: true })).toHaveAttribute("aria-current", "page");
          await expect(nav.locator("[aria-current]")).toHaveCount(1);
          await expectNoSeriousViolations(page);
        });
      });

      test(`${lang}: category: the first dish above the fold, a grid, and the side navigation marking the category`, async ({ page }) => {
        await page.goto(`/${lang}/category/${DESSERTS.id}/`);
        const first = dish(page, DESSERTS.first[lang]);
        await expect(first.name).toBeInViewport({ ratio: 1 });
        await expect(first.price).toBeInViewport({ ratio: 1 });
        expect(await firstRowColumns(page)).toBeGreaterThanOrEqual(size.columns);
        const nav = sideNav(page, lang);
        await expect(nav).toBeVisible();
        await expect(nav.getByRole("link", { name: DESSERTS.name[lang], exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator("[aria-current]")).toHaveCount(1);
        expect(await nav.getByRole("link").count()).toBeGreaterThanOrEqual(6);
        // The navigation is at the screen's start: left in English, right in Arabic.
        expect(readsBefore(await box(nav), await box(page.getByRole("main")), lang === "ar")).toBe(true);
        await expectNoSeriousViolations(page);
      });

      test(`${lang}: product: the picture beside the options, the title and price above the fold`, async ({ page }) => {
        await page.clock.setFixedTime(OPEN_MONDAY_NOON);
        await page.goto(`/${lang}/product/${FLAT_WHITE.id}/`);
        const title = page.getByRole("heading", { level: 1, name: FLAT_WHITE.name[lang] });
        await expect(title).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId("product-price")).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: MESSAGES[lang].Product.addToCart })).toBeVisible();
        const picture = await box(page.getByTestId("product-media"));
        const options = await box(page.getByTestId("product-options"));
        // Beside: side by side in the reading direction, and level with each other.
        expect(readsBefore(picture, options, lang === "ar")).toBe(true);
        expect(options.y).toBeLessThan(picture.y + picture.height);
        // Capped in height: the picture leaves room under the fold's edge.
        expect(picture.height).toBeLessThan(size.viewport.height * 0.7);
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test.describe("the cart beside the menu at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false });

  for (const lang of ["en", "ar"] as const) {
    test(`${lang}: the side column holds the cart's lines and the way to it, in place of the bottom bar`, async ({ page }) => {
      const t = MESSAGES[lang];
      await page.goto(`/${lang}/category/${DESSERTS.id}/`);
      const panel = page.getByRole("region", { name: t.Cart.title, exact: true });
      await expect(panel.getByText(t.Cart.empty)).toBeInViewport();
      await page.clock.setFixedTime(OPEN_MONDAY_NOON);
      await page.goto(`/${lang}/product/${KUNAFA}/`);
      await expect(page.getByRole("link", { name: CART_EMPTY[lang], exact: true })).toHaveCount(1);
      await page.getByRole("button", { name: t.Product.addToCart }).click();
      await expect(page.getByRole("link", { name: CART_EMPTY[lang], exact: true })).toHaveCount(0);
      await page.goto(`/${lang}/category/${DESSERTS.id}/`);
      await expect(panel.getByText(DESSERTS.first[lang], { exact: true })).toBeVisible();
      await expect(panel.getByRole("link", { name: t.Cart.viewCart })).toHaveAttribute("href", `/${lang}/cart/`);
      await expect(panel).toBeInViewport();
      await expect(page.locator("[data-cart-bar]")).toBeHidden();
      await expectNoSeriousViolations(page);
      // The demo's menu-first home: the cart is its third column, beside the dishes.
      await page.goto(`/${lang}/home/`);
      await expect(panel.getByText(DESSERTS.first[lang], { exact: true })).toBeInViewport();
      const side = await panel.boundingBox();
      const dishes = await page.getByRole("main").locator("section[id] h2").first().boundingBox();
      // Beside the dishes' column, not above or below it.
      expect(side && dishes && (side.x >= dishes.x + dishes.width || side.x + side.width <= dishes.x)).toBe(true);
      await expect(page.locator("[data-cart-bar]")).toBeHidden();
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe("phone (the default project, 390 wide): as before", () => {
  test("home: no side navigation, the full-width card alone on its row", async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = RESPONSIVE_VENUE.host;
    await page.goto(`${url.origin}/en/home/`);
    await expect(dish(page, RESPONSIVE_VENUE.first.name.en).name).toBeVisible();
    await expect(sideNav(page, "en")).toBeHidden();
    expect(await firstRowColumns(page)).toBe(1);
  });

  test("category: no side navigation, two cards to a row", async ({ page }) => {
    await page.goto(`/ar/category/${DESSERTS.id}/`);
    await expect(dish(page, DESSERTS.first.ar).name).toBeVisible();
    await expect(sideNav(page, "ar")).toBeHidden();
    expect(await firstRowColumns(page)).toBe(2);
    await expectNoSeriousViolations(page);
  });

  test("product: the picture above the title and options", async ({ page }) => {
    await page.clock.setFixedTime(OPEN_MONDAY_NOON);
    await page.goto(`/en/product/${FLAT_WHITE.id}/`);
    await expect(page.getByRole("heading", { level: 1, name: FLAT_WHITE.name.en })).toBeVisible();
    const picture = await box(page.getByTestId("product-media"));
    const options = await box(page.getByTestId("product-options"));
    expect(options.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  });
});
