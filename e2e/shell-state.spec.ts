import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "./support/test";
import { SPEC_HOME_VENUE } from "./support/menu-first-venues";
import { encodeLocationToken } from "../lib/domain/location-token";
import { onHost } from "./support/venue-host";

// Demo venue "Saffron & Sand" (server/seed/venues/demo.json): en, ar, de, fr; category 1 Breakfast, 4 Mains,
// 8 What's on (promotions 1-3), 9 Full menu (every product, a page several screens long). The server renders with the real clock: nothing below depends on the hour.

/** Every screen renders on request with the menu: a client navigation can take a while on a loaded machine. */
const NAVIGATION = { timeout: 30_000 };

/** The salt the demo venue's QR codes are made with (LOCATION_TOKEN_SALT's default). */
const SALT = "carte-demo-salt";

function token(kind: "t" | "r" | "a", value: string | number): string {
  const encoded = encodeLocationToken(kind, value, SALT);
  if (encoded === null) throw new Error(`cannot encode ${kind} ${value}`);
  return encoded;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Holds the App Router's navigation requests (RSC, not prefetches) under `prefix` until `release` is called. */
async function holdNavigations(page: Page, prefix: string) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith(prefix),
    async (route) => {
      const headers = route.request().headers();
      if (headers.rsc === "1" && !headers["next-router-prefetch"]) held.push(route);
      else await route.continue();
    },
  );
  return {
    release: async () => {
      await page.unroute((url) => url.pathname.startsWith(prefix));
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

function loadingOverlay(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Loading$/ });
}

test.describe("loading overlay (000 section 4: 5 px blur, layer 10000, grid spinner 70x70 in #0b9f93)", () => {
  test("covers the screen while the language switch loads the menu, then the Arabic screen shows", async ({ page }) => {
    await page.goto("/en/home/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hold = await holdNavigations(page, "/ar/");
    await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("ar");

    const overlay = loadingOverlay(page);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS("z-index", "10000");
    await expect(overlay).toHaveCSS("backdrop-filter", "blur(5px)");
    await expect(overlay).toHaveCSS("position", "fixed");
    const spinner = overlay.locator("svg");
    await expect(spinner).toHaveAttribute("width", "70");
    await expect(spinner).toHaveAttribute("fill", "#0b9f93");
    expect(await spinner.boundingBox()).toMatchObject({ width: 70, height: 70 });
    // Still the English screen underneath until the menu has loaded.
    await expect(page).toHaveURL(/\/en\/home\/$/);

    await hold.release();
    await expect(page).toHaveURL(/\/ar\/home\/$/, NAVIGATION);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
  });

  // The demo opens on the menu-first home, whose tabs scroll the page: a home of category cards is the
  // demo's catalogue with enable_menu_first off (SPEC_HOME_VENUE).
  test.describe("from a category card of the specification's home", () => {
    test.use({ baseURL: onHost(SPEC_HOME_VENUE.host) });

    test("shows while the screen a link opens loads its menu data, then goes", async ({ page }) => {
      await page.goto("/en/home/");
      const breakfast = page.getByRole("main").getByRole("link", { name: "Breakfast", exact: true });
      await expect(breakfast).toBeVisible();
      const hold = await holdNavigations(page, "/en/category/1/");
      await breakfast.click();

      await expect(loadingOverlay(page)).toBeVisible();
      await expect(loadingOverlay(page)).toHaveCSS("z-index", "10000");
      await expect(page).toHaveURL(/\/en\/home\/$/);
      await hold.release();
      await expect(page.getByRole("heading", { level: 1, name: "Breakfast" })).toBeVisible(NAVIGATION);
      await expect(loadingOverlay(page)).toHaveCount(0);
    });
  });

  test("first loads carry the screen itself, not a streamed loading fallback, and unknown ids still answer 404", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/en/category/1/")).text();
    expect(html).not.toContain("grid-spinner");
    expect(html).toContain("Avocado toast");
    for (const path of ["/en/category/9999/", "/en/product/9999/", "/en/page/9999/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  });
});

test.describe("the drawer remembers the category left and its scroll position (000 section 2)", () => {
  /**
   * Scrolls Full menu to its end and leaves it for another screen, Search from the header (a dish there
   * would open as a sheet over the list, issue 28 item 3); returns the position left.
   */
  async function leaveFullMenuFromItsEnd(page: Page): Promise<number> {
    await expect(page.getByRole("heading", { level: 1, name: "Full menu" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(500);
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/search\/$/, NAVIGATION);
    return left;
  }

  async function openFromDrawer(page: Page, name: string) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("navigation", { name: "Menu" }).getByRole("link", { name, exact: true }).click();
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test("coming back to the category by its drawer link scrolls to where the guest left it", async ({ page }) => {
    await page.goto("/en/category/9/");
    const left = await leaveFullMenuFromItsEnd(page);
    expect(await page.evaluate(() => sessionStorage.getItem("carte-scroll-demo"))).toBe(JSON.stringify({ categoryId: 9, scrollY: left }));
    await openFromDrawer(page, "Full menu");
    await expect(page).toHaveURL(/\/en\/category\/9\/$/, NAVIGATION);
    await expect.poll(() => scrollY(page), NAVIGATION).toBe(left);
  });

  test("the header's Back arrow also comes back to the remembered position", async ({ page }) => {
    await page.goto("/en/home/");
    await page.goto("/en/category/9/");
    const left = await leaveFullMenuFromItsEnd(page);
    await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/en\/category\/9\/$/, NAVIGATION);
    await expect.poll(() => scrollY(page), NAVIGATION).toBe(left);
  });

  test("opening Home clears the remembered position: the category then opens at the top", async ({ page }) => {
    await page.goto("/en/category/9/");
    await leaveFullMenuFromItsEnd(page);
    await openFromDrawer(page, "Home");
    await expect(page).toHaveURL(/\/en\/home\/$/, NAVIGATION);
    expect(await page.evaluate(() => sessionStorage.getItem("carte-scroll-demo"))).toBeNull();
    await openFromDrawer(page, "Full menu");
    await expect(page.getByRole("heading", { level: 1, name: "Full menu" })).toBeInViewport(NAVIGATION);
    expect(await scrollY(page)).toBe(0);
  });

  test("opening a different category clears it too", async ({ page }) => {
    await page.goto("/en/category/9/");
    await leaveFullMenuFromItsEnd(page);
    await openFromDrawer(page, "Mains");
    await expect(page.getByRole("heading", { level: 1, name: "Mains" })).toBeVisible(NAVIGATION);
    expect(await page.evaluate(() => sessionStorage.getItem("carte-scroll-demo"))).toBeNull();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe("where the guest orders from, after a table, room or area link", () => {
  const ORDERING_FROM = { name: "Ordering from" };

  test("table 12 shows in the header on every shell screen while the cart holds it", async ({ page }) => {
    await page.goto(`/en/t/${token("t", 12)}/`);
    await expect(page).toHaveURL(/\/en\/home\/$/, NAVIGATION);
    const chip = page.getByRole("banner").getByRole("note", ORDERING_FROM);
    await expect(chip).toHaveText("Table 12");
    await expectNoSeriousViolations(page);

    // The demo's home is menu-first, whose tabs scroll the page: the category opens from the drawer.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Mains", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mains" })).toBeVisible(NAVIGATION);
    await expect(chip).toHaveText("Table 12");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/search\/$/, NAVIGATION);
    await expect(chip).toHaveText("Table 12");
  });

  test("a room link says Room 305, in Arabic too", async ({ page }) => {
    await page.goto(`/en/r/${token("r", 305)}/`);
    await expect(page).toHaveURL(/\/en\/home\/$/, NAVIGATION);
    await expect(page.getByRole("banner").getByRole("note", ORDERING_FROM)).toHaveText("Room 305");
    await page.goto(`/ar/r/${token("r", 305)}/`);
    await expect(page).toHaveURL(/\/ar\/home\/$/, NAVIGATION);
    await expect(page.getByRole("banner").getByRole("note", { name: "مكان الطلب" })).toHaveText("غرفة ٣٠٥");
  });

  test("an area link shows the area's name", async ({ page }) => {
    await page.goto(`/a/${token("a", "Pool bar")}/`);
    await expect(page).toHaveURL(/\/en\/home\/$/, NAVIGATION);
    await expect(page.getByRole("banner").getByRole("note", ORDERING_FROM)).toHaveText("Area: Pool bar");
  });

  test("a guest who came without a link sees no chip", async ({ page }) => {
    await page.goto("/en/home/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note", ORDERING_FROM)).toHaveCount(0);
  });
});

test.describe("one promotion carousel for a category and the promotions screen", () => {
  test("What's on: the position is announced and focus moves to Previous when Next runs out", async ({ page }) => {
    await page.goto("/en/category/8/");
    const carousel = page.getByRole("region", { name: "What's on" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByText("1 of 3")).toHaveAttribute("aria-live", "polite");
    const next = carousel.getByRole("button", { name: "Next promotion" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByText("2 of 3")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("group", { name: "Family mezze every weekend" })).toBeInViewport({ ratio: 0.9 });
    await expect(next).toBeDisabled();
    await expect(carousel.getByRole("button", { name: "Previous promotion" })).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test("the promotions screen uses the same carousel, with the same controls and position", async ({ page }) => {
    await page.goto("/en/promotions/");
    const carousel = page.getByRole("region", { name: "Promotions" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByText("1 of 3")).toBeVisible();
    await carousel.getByRole("list").focus();
    await page.keyboard.press("End");
    await expect(carousel.getByText("3 of 3")).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Next promotion" })).toBeDisabled();
  });
});
