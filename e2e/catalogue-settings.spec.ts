import { expect, test } from "./support/test";
import { BADGE_VENUE, COMPACT_VENUE, PROMOTION_VENUE } from "./support/catalogue-venues";
import { onHost } from "./support/venue-host";

// Issue 26: venue settings of the catalogue specification (000) the guest sees, on fixture venues
// (e2e/support/catalogue-venues.ts) in English and Arabic. The demo settings give Arabic-Indic digits.

test.describe("ui_str_discount labels the discount badge (item 3)", () => {
  test.use({ baseURL: onHost(BADGE_VENUE.host) });
  const { cake, category, label } = BADGE_VENUE;

  test("in Arabic on the card and the product page", async ({ page }) => {
    const badge = `١٠% ${label.ar}`;
    await page.goto(`/ar/category/${category.id}/`);
    const card = page.getByRole("article").filter({ hasText: cake.name });
    await expect(card.getByText(badge, { exact: true })).toBeVisible();
    await page.goto(`/ar/product/${cake.id}/`);
    await expect(page.getByTestId("product-price").getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByText("خصم", { exact: false })).toHaveCount(0);
  });

  test("in English on the card", async ({ page }) => {
    await page.goto(`/en/category/${category.id}/`);
    await expect(page.getByRole("article").filter({ hasText: cake.name }).getByText("10% AUDOFF", { exact: true })).toBeVisible();
    await expect(page.getByText("10% off")).toHaveCount(0);
  });
});

test.describe("category titles use the theme's size (item 9)", () => {
  test.use({ baseURL: onHost(BADGE_VENUE.host) });

  test("the category screen's title is the venue's 20 px in Arabic", async ({ page }) => {
    await page.goto(`/ar/category/${BADGE_VENUE.category.id}/`);
    const title = page.getByRole("heading", { level: 1, name: BADGE_VENUE.category.name });
    await expect(title).toHaveCSS("font-size", `${BADGE_VENUE.categoryTitlePx}px`);
  });
});

test.describe("the on-load promotion at home load (item 4)", () => {
  test.use({ baseURL: onHost(PROMOTION_VENUE.host) });
  const { promotion, category } = PROMOTION_VENUE;

  test("opens on home when onboarding is skipped, and once per load", async ({ page }) => {
    await page.goto("/ar/");
    await expect(page).toHaveURL(/\/ar\/home\/$/);
    const popup = page.getByRole("dialog", { name: promotion.title.ar });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "إغلاق" }).click();
    await expect(popup).toBeHidden();
    // Back to home inside the app: the guest closed it, it does not open again.
    await page.getByRole("link", { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/category/${category.id}/$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/ar\/home\/$/);
    await expect(page.getByRole("link", { name: category.name })).toBeVisible();
    await expect(popup).toBeHidden();
  });
});

const CART_EMPTY = "السلة، لا توجد منتجات";

test.describe("a free product without a link in the compact list (item 11)", () => {
  test.use({ baseURL: onHost(COMPACT_VENUE.host) });
  const { water } = COMPACT_VENUE;

  test("is offered on the list as on its page, in Arabic", async ({ page }) => {
    await page.goto(`/ar/product/${water.id}/`);
    await expect(page.getByRole("heading", { level: 1, name: water.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "أضف إلى السلة" })).toBeVisible();
    await page.goto("/ar/home/");
    const row = page.getByRole("article").filter({ hasText: water.name });
    await expect(row.getByRole("link")).toHaveCount(0);
    const cart = page.getByRole("banner").getByRole("link", { name: /^السلة/ });
    await expect(cart).toHaveAccessibleName(CART_EMPTY);
    await row.getByRole("button", { name: /^أضف إلى السلة/ }).click();
    await expect(cart).toHaveAccessibleName("السلة، منتج واحد");
  });
});
