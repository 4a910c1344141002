import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

// The shell around /{lang}/home/ for the demo venue: search on, language header on, four languages,
// qr_app_version 1.9.60 (no update banner), pages "About us", forms "Welcome to Saffron & Sand".

test.describe("header", () => {
  test("shows the brand, search and an empty cart", async ({ page }) => {
    await page.goto("/en/home/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Saffron & Sand" })).toHaveAttribute("href", "/en/home/");
    await expect(header.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/en/search/");
    const cart = header.getByRole("link", { name: "Cart, no items" });
    await expect(cart).toBeVisible();
    // No "0" badge on an empty cart (issue 14).
    await expect(cart).toHaveText("");
    // Home has nowhere to go back to.
    await expect(header.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Update" })).toHaveCount(0);
  });

  test("the header language dropdown switches to Arabic and keeps the path", async ({ page }) => {
    await page.goto("/en/home/");
    await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("ar");
    // The address changes once the Arabic screen has rendered, which takes more than 5 s on a busy machine.
    await expect(page).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("banner").getByRole("link", { name: "الزعفران والرمل" })).toBeVisible();
  });

  test("shows a back button away from home", async ({ page }) => {
    await page.goto("/en/home/");
    await page.goto("/en/search/");
    await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/en\/home\/$/);
  });
});

test.describe("drawer", () => {
  test("opens from the start side with every entry and closes with Escape, returning focus", async ({ page }) => {
    await page.goto("/en/home/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);

    const nav = drawer.getByRole("navigation", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/en/home/");
    await expect(nav.getByRole("link", { name: "Breakfast" })).toHaveAttribute("href", "/en/category/1/");
    await expect(nav.getByRole("link", { name: "Mains" })).toHaveAttribute("href", "/en/category/4/");
    // Subcategories (Hot coffee, parent 2) are not listed.
    await expect(nav.getByRole("link", { name: "Hot coffee" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Promotions" })).toHaveAttribute("href", "/en/promotions/");
    await expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/page/1/");
    await expect(nav.getByRole("link", { name: "Welcome to Saffron & Sand" })).toHaveAttribute("href", "/en/form/1/");
    await expect(drawer.getByText("Version 1.9.60")).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Language" })).toBeVisible();
    await expect(nav).toHaveCSS("max-height", "400px");

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("opens from the end side in Arabic", async ({ page }) => {
    await page.goto("/ar/home/");
    await page.getByRole("banner").getByRole("button").first().click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport ? Math.round(box.x + box.width) : null).toBe(viewport?.width);
    expect(box?.x).toBeGreaterThan(0);
  });

  test("is keyboard reachable and closes on its backdrop", async ({ page }) => {
    await page.goto("/en/home/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(drawer.locator(":focus")).toHaveCount(1);
    const viewport = page.viewportSize();
    await page.mouse.click((viewport?.width ?? 400) - 10, 200);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test("the header and drawer have no serious accessibility violations", async ({ page }) => {
  await page.goto("/en/home/");
  // Scoped to the shell: the home content belongs to its own tests.
  const header = await new AxeBuilder({ page }).include("header").analyze();
  expect(header.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  const drawer = await new AxeBuilder({ page }).include("dialog").analyze();
  expect(drawer.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("navigating to another screen starts at the top of the page", async ({ page }) => {
  await page.goto("/en/home/");
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 1200);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  // The address changes once the next screen has rendered, which takes more than 5 s on a busy machine.
  await expect(page).toHaveURL(/\/en\/search\/$/, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
