import { expect, test } from "./support/test";
import { COUPON_VENUE } from "./support/cart-venues";

// Issue 14 item 2, on a phone: a product link's add bar at the bottom of the screen with what the line
// comes to, then the "View cart" bar on the venue's screens, one tap from the cart, and Checkout in reach
// there. COUPON_VENUE is open around the clock (e2e/support/cart-venues.ts); a Cardamom latte costs 22.

test.use({
  viewport: { width: 390, height: 844 },
  baseURL: `http://${COUPON_VENUE.host}:${process.env.E2E_PORT ?? "3100"}`,
});

test("product link -> the add bar in view with the line's price -> the View cart bar on the category -> the cart", async ({ page }) => {
  const { latte, category } = COUPON_VENUE;
  await page.goto(`/en/product/${latte.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: latte.name })).toBeVisible();
  // No cart yet: no bar, no badge.
  await expect(page.locator("[data-cart-bar]")).toHaveCount(0);

  const add = page.getByRole("button", { name: "Add To Cart" });
  await expect(add).toBeInViewport();
  await expect(page.getByTestId("line-price")).toHaveText("AED 22.00");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByTestId("line-price")).toHaveText("AED 44.00");
  await add.click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
  // The product screen has its own bar: no View cart bar here.
  await expect(page.locator("[data-cart-bar]")).toHaveCount(0);

  await page.goto(`/en/category/${category.id}/`);
  const bar = page.getByRole("link", { name: "View cart: 2 items, AED 44.00" });
  await expect(bar).toBeInViewport();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await bar.click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.locator("[data-cart-bar]")).toHaveCount(0);
  // Checkout in reach without scrolling, though it comes after the lines, the coupon and the totals.
  await page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" }).click();
  await expect(page.getByRole("link", { name: "Checkout" })).toBeInViewport();
});
