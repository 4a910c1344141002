import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { MENU_FIRST_EMPTY_VENUE, MENU_FIRST_LONG_VENUE, SPEC_HOME_VENUE } from "./support/menu-first-venues";
import { onHost } from "./support/venue-host";

// Issue 28 item 2: the demo venue (server/seed/venues/demo.json) turns on enable_menu_first, so its home is
// one scrolling menu: the popular row (its recommended dishes: Shakshuka, Balaleet, Iced Spanish latte,
// Mixed grill, Kunafa), then a section per category listing dishes, Coffee & drinks by its subcategories,
// under sticky tabs. SPEC_HOME_VENUE is the same catalogue with the flag off. The assertions hold at any hour.

const SECTIONS = {
  en: {
    popular: "Popular",
    names: ["Breakfast", "Hot coffee", "Tea & infusions", "Fresh juices & smoothies", "Mezze & salads", "Mains", "Meal deals", "Desserts"],
    // Shakshuka and Balaleet are recommended too, but their product_hours show them only in the morning.
    popularDishes: ["Iced Spanish latte", "Mixed grill", "Kunafa"],
    firstPrice: "AED 24.00",
    nav: "Categories",
  },
  ar: {
    popular: "الأكثر طلبًا",
    firstDish: "سبانش لاتيه مثلج",
    firstPrice: "AED ٢٤٫٠٠",
    nav: "الأقسام",
  },
} as const;
// Late night (7) comes after Desserts at the hours its products show; the others list dishes at any hour.
const IDS = [1, 21, 22, 23, 3, 4, 5, 6];
const DESSERTS = 6;
const MAINS = 4;
const HOT_COFFEE = 21;

// Axe over a whole menu and the smooth scrolls take long on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

function tabs(page: Page, name: string) {
  return page.getByRole("main").getByRole("navigation", { name });
}

/** The page scrolled (at once) so that the section's top sits where a tapped section lands. */
async function scrollSectionUnderTabs(page: Page, id: number) {
  await page.locator(`#cat-${id}`).evaluate((section) => section.scrollIntoView({ block: "start" }));
}

/** The tab is inside the tab strip's visible box (the strip scrolls to keep the current one in view). */
async function tabInStrip(page: Page, nav: string, name: string): Promise<boolean> {
  return tabs(page, nav)
    .getByRole("link", { name, exact: true })
    .evaluate((link) => {
      const strip = link.closest("nav")?.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return (
        !!strip && box.left >= strip.left - 1 && box.right <= strip.right + 1 && box.top >= strip.top - 1 && box.bottom <= strip.bottom + 1
      );
    });
}

/**
 * The page is no wider than the screen: nothing (a quick add's screen-reader text in a scrolling row) escapes
 * its scroller, or a phone zooms the whole page out and its header's controls lie under one another.
 */
async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the demo's menu-first home at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("in English: dishes and prices above the fold, the popular row, sections in order, tabs that follow", async ({ page }) => {
      const en = SECTIONS.en;
      await page.goto("/en/home/");
      await expect(page).toHaveTitle(/^Home \| Saffron & Sand \| /);
      const main = page.getByRole("main");
      await expectNoSideways(page, viewport.width);

      // The popular row first, its first dish with its price on the first screen.
      const popular = main.getByRole("region", { name: en.popular });
      const allDay = popular.getByRole("article").filter({ hasText: new RegExp(en.popularDishes.join("|")) });
      await expect(allDay).toHaveText(en.popularDishes.map((name) => new RegExp(name)));
      const first = popular.getByRole("link", { name: /Iced Spanish latte/ });
      await expect(first).toContainText(en.firstPrice);
      await expect(first).toHaveAttribute("href", "/en/product/213/");
      const box = await first.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(first.locator('img[src^="/demo/products/"]')).toBeInViewport();

      // One section per category listing dishes, in menu order, and a tab for each.
      // (The menu's sections, not the cart's column beside them on a desktop.)
      const headings = main.locator("section[id] > h2");
      await expect(headings.first()).toHaveText(en.popular);
      const names = await headings.allTextContents();
      expect(names.filter((name) => name !== "Late night")).toEqual([en.popular, ...en.names]);
      const nav = tabs(page, en.nav);
      await expect(nav.getByRole("link")).toHaveText(names);
      await expect(nav.getByRole("link", { name: "Desserts", exact: true })).toHaveAttribute("href", `#cat-${DESSERTS}`);
      await expect(main.getByRole("region", { name: "Desserts" }).getByRole("link", { name: /Kunafa/ })).toContainText("AED 34.00");
      await expect(nav.getByRole("link", { name: en.popular })).toHaveAttribute("aria-current", "location");
      // The specification's header and footer texts stay.
      await expect(page.getByText("Marhaba! Fresh Emirati and Levantine cooking")).toBeVisible();
      await expect(page.getByText("Open daily from 7 am to midnight")).toBeAttached();

      // A tap scrolls to the section and marks its tab.
      const desserts = nav.getByRole("link", { name: "Desserts", exact: true });
      await desserts.click();
      await expect(desserts).toHaveAttribute("aria-current", "location");
      await expect(page).toHaveURL(new RegExp(`/en/home/#cat-${DESSERTS}$`));
      await expect(main.getByRole("heading", { level: 2, name: "Desserts" })).toBeInViewport();
      await expect(nav.getByRole("link", { name: "Desserts", exact: true })).toBeInViewport();
      await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);

      // Scrolling marks the tab of the section that comes under the tabs, and the strip keeps it in view.
      await scrollSectionUnderTabs(page, HOT_COFFEE);
      await expect(nav.getByRole("link", { name: "Hot coffee", exact: true })).toHaveAttribute("aria-current", "location");
      await expect.poll(() => tabInStrip(page, en.nav, "Hot coffee")).toBe(true);
      await scrollSectionUnderTabs(page, MAINS);
      await expect(nav.getByRole("link", { name: "Mains", exact: true })).toHaveAttribute("aria-current", "location");
      await expect(desserts).not.toHaveAttribute("aria-current", "location");
      await expect.poll(() => tabInStrip(page, en.nav, "Mains")).toBe(true);
      // The tabs stay on screen while the menu scrolls.
      await expect(nav).toBeInViewport();

      // The keyboard: a tab is a link reached with Tab and followed with Enter.
      await nav.getByRole("link", { name: "Meal deals", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Meal deals", exact: true })).toHaveAttribute("aria-current", "location");
      await expect(main.getByRole("heading", { level: 2, name: "Meal deals" })).toBeInViewport();

      await expectNoSeriousViolations(page);
    });

    test("in Arabic: right to left, Arabic-Indic prices, tabs that follow", async ({ page }) => {
      const ar = SECTIONS.ar;
      await page.goto("/ar/home/");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoSideways(page, viewport.width);
      const main = page.getByRole("main");
      const first = main.getByRole("region", { name: ar.popular }).getByRole("link", { name: new RegExp(ar.firstDish) });
      await expect(first).toContainText(ar.firstPrice);
      const box = await first.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const nav = tabs(page, ar.nav);
      const sections = main.locator("section[id^='cat-']");
      await expect(sections.first()).toBeAttached();
      const ids = await sections.evaluateAll((list) => list.map((section) => section.id));
      expect(ids.filter((id) => id !== "cat-7")).toEqual(IDS.map((id) => `cat-${id}`));
      await expect(nav.getByRole("link")).toHaveCount(ids.length + 1);

      const desserts = nav.locator(`a[href="#cat-${DESSERTS}"]`);
      await desserts.click();
      await expect(desserts).toHaveAttribute("aria-current", "location");
      await expect(page.locator(`#cat-${DESSERTS}`)).toBeInViewport();
      await scrollSectionUnderTabs(page, MAINS);
      await expect(nav.locator(`a[href="#cat-${MAINS}"]`)).toHaveAttribute("aria-current", "location");

      await expectNoSeriousViolations(page);
    });
  });
}

test.describe("layout by screen size", () => {
  test("phones: the tabs are a strip above the dishes; desktops: a side navigation beside a grid of dishes", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/en/home/");
    const nav = tabs(page, SECTIONS.en.nav);
    // Mains: six dishes at any hour.
    const mains = page.locator(`#cat-${MAINS} article`);
    const navBox = await nav.boundingBox();
    const sectionBox = await page.getByRole("region", { name: SECTIONS.en.popular }).boundingBox();
    expect(navBox && sectionBox && navBox.y + navBox.height).toBeLessThanOrEqual(sectionBox?.y ?? 0);
    // Two dishes a row on a phone.
    const phoneTops = await mains.evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(phoneTops[0]).toBe(phoneTops[1]);
    expect(phoneTops[2]).toBeGreaterThan(phoneTops[0] ?? 0);

    await page.setViewportSize(DESKTOP);
    await page.goto("/en/home/");
    const side = await nav.boundingBox();
    const content = await page.locator(`#cat-${MAINS}`).boundingBox();
    // Beside the dishes, on the start side (left in English).
    expect(side && content && side.x + side.width).toBeLessThanOrEqual(content?.x ?? 0);
    expect(side && content && side.y).toBeLessThanOrEqual((content?.y ?? 0) + (content?.height ?? 0));
    // Three dishes a row at 1280 px, beside the cart's column at the end (issue 28 item 1).
    const desktopTops = await mains.evaluateAll((cards) => cards.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(desktopTops.slice(0, 3)).size).toBe(1);
    expect(desktopTops[3]).toBeGreaterThan(desktopTops[0] ?? 0);
    const cart = await page.locator("[data-cart-panel]").boundingBox();
    expect(cart && content && cart.x).toBeGreaterThanOrEqual((content?.x ?? 0) + (content?.width ?? 0));

    await page.goto("/ar/home/");
    const sideAr = await tabs(page, SECTIONS.ar.nav).boundingBox();
    const contentAr = await page.locator(`#cat-${MAINS}`).boundingBox();
    // The start side is the right in Arabic.
    expect(sideAr && contentAr && sideAr.x).toBeGreaterThanOrEqual((contentAr?.x ?? 0) + (contentAr?.width ?? 0));
  });

  test("the category screens stay as they were", async ({ page }) => {
    await page.goto(`/en/category/${DESSERTS}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Desserts" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Kunafa/ })).toContainText("AED 34.00");
    await expect(page.getByRole("navigation", { name: SECTIONS.en.nav })).toHaveCount(0);
  });
});

test.describe("a menu-first venue with more dishes than the home lists", () => {
  test.use({ baseURL: onHost(MENU_FIRST_LONG_VENUE.host) });

  test("lists each section's first twelve, sixty in all, and links every section to its whole category", async ({ page }) => {
    await page.goto("/en/home/");
    const sections = page.getByRole("main").getByRole("region");
    await expect(sections).toHaveCount(MENU_FIRST_LONG_VENUE.categories);
    // Every course keeps its tab, also those the home lists none of.
    await expect(tabs(page, SECTIONS.en.nav).getByRole("link")).toHaveCount(MENU_FIRST_LONG_VENUE.categories);
    const counts = await sections.evaluateAll((regions) => regions.map((region) => region.querySelectorAll("article").length));
    expect(counts).toEqual([12, 12, 12, 12, 12, 0]);
    for (const n of [1, 6]) {
      await expect(
        page.getByRole("region", { name: `Course ${n}` }).getByRole("link", { name: `See all 15 dishes in Course ${n}` }),
      ).toBeVisible();
    }
    await page.getByRole("link", { name: "See all 15 dishes in Course 6" }).click();
    await expect(page).toHaveURL(/\/en\/category\/96306\/$/);
    await expect(page.getByRole("main").locator("article")).toHaveCount(MENU_FIRST_LONG_VENUE.dishesEach);
  });
});

test.describe("a menu-first venue with no dish to show at this hour", () => {
  test.use({ baseURL: onHost(MENU_FIRST_EMPTY_VENUE.host) });

  test("keeps the cart at the end of a desktop's screen, not in the navigation's column", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/home/");
    await expect(page.getByRole("navigation", { name: SECTIONS.en.nav })).toHaveCount(0);
    const cart = await page.locator("[data-cart-panel]").boundingBox();
    // 18rem at the inline end of the page's container, as beside the dishes.
    expect(cart?.width).toBe(288);
    expect(cart && cart.x).toBeGreaterThan(DESKTOP.width / 2);
  });
});

test.describe("a venue with the flag off keeps the specification's home", () => {
  test.use({ baseURL: onHost(SPEC_HOME_VENUE.host) });

  for (const [lang, breakfast, nav, popular] of [
    ["en", "Breakfast", SECTIONS.en.nav, SECTIONS.en.popular],
    ["ar", "الفطور", SECTIONS.ar.nav, SECTIONS.ar.popular],
  ] as const) {
    test(`category cards in ${lang}, no popular row and no tabs`, async ({ page }) => {
      await page.goto(`/${lang}/home/`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: breakfast, exact: true })).toHaveAttribute("href", `/${lang}/category/1/`);
      // Cards of categories, not of dishes: no price anywhere.
      await expect(main.getByRole("link", { name: /AED/ })).toHaveCount(0);
      await expect(main.getByRole("heading", { name: popular })).toHaveCount(0);
      await expect(main.getByRole("navigation", { name: nav })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
});
