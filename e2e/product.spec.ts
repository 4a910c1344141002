import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";

// Products of the demo venue (server/seed/venues/demo.json). Their categories have no hours, so only the
// venue's opening hours (around the clock, Asia/Dubai) matter: the guest's clock is fixed to a Monday noon,
// and the purchase form judges the hours again at that clock once hydrated.
const ESPRESSO = 211; // Hot coffee, first sibling of the flat white
const FLAT_WHITE = 212; // AED 22; Size required (Small -2, Large +4); Extras multiple, max 3
const SAFFRON_LATTE = 214; // AED 26 at 15% off
const MANGO_LASSI = 234; // out of stock
const HALLOUMI_FRIES = 306; // pos_available_qty 5
const SHAWARMA_MEAL = 501; // combo, two groups

const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");

async function openProduct(page: Page, id: number) {
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  await page.goto(`/en/product/${id}/`);
}

const price = (page: Page) => page.getByTestId("product-price");

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("product detail", () => {
  test("shows the name, the price in AED and waits for the required size", async ({ page }) => {
    await openProduct(page, FLAT_WHITE);
    await expect(page.getByRole("heading", { level: 1, name: "Flat white" })).toBeVisible();
    // One main landmark holding the dish, as on home and category (Lighthouse's accessibility 98 before).
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Flat white" })).toBeVisible();
    await expect(price(page)).toContainText("AED 22.00");
    const add = page.getByRole("button", { name: "Add To Cart" });
    await expect(add).toBeDisabled();

    await page.getByRole("radio", { name: "Small (- AED 2.00)" }).check();
    await expect(price(page)).toContainText("AED 20.00");
    await expect(add).toBeEnabled();
    await page.getByRole("radio", { name: "Large (+ AED 4.00)" }).check();
    await expect(price(page)).toContainText("AED 26.00");
  });

  test("disables further extras once three (max_choices_allowed) are ticked", async ({ page }) => {
    await openProduct(page, FLAT_WHITE);
    await expect(page.getByText("Choose upto 3 options")).toBeVisible();
    await page.getByRole("checkbox", { name: /Extra espresso shot/ }).check();
    await page.getByRole("checkbox", { name: /Vanilla syrup/ }).check();
    await page.getByRole("checkbox", { name: /Caramel syrup/ }).check();
    await expect(page.getByRole("checkbox", { name: "Cinnamon" })).toBeDisabled();
    await page.getByRole("checkbox", { name: /Caramel syrup/ }).uncheck();
    await expect(page.getByRole("checkbox", { name: "Cinnamon" })).toBeEnabled();
  });

  test("shows the discounted price and the discount percentage", async ({ page }) => {
    await openProduct(page, SAFFRON_LATTE);
    await expect(price(page).locator("del")).toHaveText("AED 26.00");
    await expect(price(page)).toContainText("AED 22.10");
    await expect(price(page)).toContainText("15% off");
  });

  test("an out-of-stock product has its add button read Out of Stock, disabled", async ({ page }) => {
    await openProduct(page, MANGO_LASSI);
    await expect(page.getByRole("heading", { level: 1, name: "Mango lassi" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of Stock", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add To Cart" })).toHaveCount(0);
  });

  test("the quantity stops at pos_available_qty, also when typed", async ({ page }) => {
    await openProduct(page, HALLOUMI_FRIES);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 4; i += 1) await plus.click();
    await expect(page.getByRole("button", { name: "Input Quantity: 5" })).toBeVisible();
    await expect(plus).toBeDisabled();

    await page.getByRole("button", { name: "Input Quantity: 5" }).click();
    const dialog = page.getByRole("dialog", { name: "Input Quantity" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Quantity").fill("6");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await dialog.getByLabel("Quantity").fill("2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Input Quantity: 2" })).toBeFocused();

    // Escape closes without saving, and focus returns to the quantity.
    await page.getByRole("button", { name: "Input Quantity: 2" }).click();
    await expect(dialog.getByLabel("Quantity")).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Quantity").fill("4");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Input Quantity: 2" })).toBeFocused();
  });

  test("a combo needs a product in every group and has no quantity", async ({ page }) => {
    await openProduct(page, SHAWARMA_MEAL);
    const add = page.getByRole("button", { name: "Add To Cart" });
    await expect(add).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);
    await page.getByRole("radio", { name: /Halloumi fries/ }).check();
    await expect(price(page)).toContainText("AED 55.00");
    const drinks = page.getByRole("group", { name: /Choose your drink/ });
    await drinks.getByRole("radio").first().check();
    await expect(add).toBeEnabled();
  });

  test("the carousel opens the next sibling, and adding goes back with the toast and the badge", async ({ page }) => {
    await openProduct(page, ESPRESSO);
    const carousel = page.getByRole("region", { name: "Hot coffee" });
    await expect(carousel.getByRole("link", { name: "Espresso" })).toHaveAttribute("aria-current", "page");
    await carousel.getByRole("link", { name: "Next product" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/product/${FLAT_WHITE}/$`));
    await expect(page.getByRole("heading", { level: 1, name: "Flat white" })).toBeVisible();

    await page.getByRole("radio", { name: /^Regular/ }).check();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    // addtocart_redirect is 'back'; the demo overrides the toast with ui_str_cart_item_added.
    await expect(page).toHaveURL(new RegExp(`/en/product/${ESPRESSO}/$`));
    await expect(page.getByText("Added to your order").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("the arrow keys move through the carousel, mirrored right to left", async ({ page }) => {
    await openProduct(page, FLAT_WHITE);
    await page.getByRole("region", { name: "Hot coffee" }).getByRole("link", { name: "Flat white" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/en\/product\/213\/$/);

    await page.goto(`/ar/product/${FLAT_WHITE}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator('[aria-current="page"]').focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/ar\/product\/213\/$/);
  });

  test("an unknown product is not found", async ({ page }) => {
    const response = await page.goto("/en/product/999999/");
    expect(response?.status()).toBe(404);
  });

  test("has the product's title and no serious accessibility violations", async ({ page }) => {
    await openProduct(page, FLAT_WHITE);
    await expect(page).toHaveTitle(/^Flat white \| Saffron & Sand \| /);
    await expect(page.getByRole("button", { name: "Add To Cart" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
