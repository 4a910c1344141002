import { expect, test } from "./support/test";
import { COUPON_VENUE } from "./support/cart-venues";
import { QUICK_ADD_VENUE } from "./support/quick-add-venue";
import { onHost } from "./support/venue-host";

// enable_quick_add (issue 14 item 2): the compact list's add button on every card layout, on the same
// terms. QUICK_ADD_VENUE lists its products as cards with images (view_format 1); COUPON_VENUE, the same
// layout without the flag, shows none.

test.describe("a venue with enable_quick_add", () => {
  test.use({ baseURL: onHost(QUICK_ADD_VENUE.host) });
  const { latte, tea, size } = QUICK_ADD_VENUE;

  test("adds from an image card at once, and opens the variation modal for a product with choices", async ({ page }) => {
    await page.goto(`/en/category/${QUICK_ADD_VENUE.category.id}/`);
    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
    await expect(cart).toHaveAccessibleName("Cart, no items");

    await page.getByRole("button", { name: `Add To Cart: ${latte.name}` }).click();
    await expect(cart).toHaveAccessibleName("Cart, 1 item");
    await expect(page).toHaveURL(new RegExp(`/en/category/${QUICK_ADD_VENUE.category.id}/$`));

    await page.getByRole("button", { name: `Add To Cart: ${tea.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Select Variations" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add To Cart" })).toBeDisabled();
    await dialog.getByRole("combobox", { name: new RegExp(size.name) }).selectOption(String(size.large.id));
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    await expect(dialog).toBeHidden();
    await expect(cart).toHaveAccessibleName("Cart, 2 items");

    await page.goto("/en/cart/");
    await expect(page.getByRole("heading", { level: 3, name: tea.name })).toBeVisible();
    await expect(page.getByText(size.large.name)).toBeVisible();
  });
});

test.describe("a venue without it", () => {
  test.use({ baseURL: onHost(COUPON_VENUE.host) });

  test("shows no add button on its image cards", async ({ page }) => {
    await page.goto(`/en/category/${COUPON_VENUE.category.id}/`);
    await expect(page.getByRole("link", { name: new RegExp(`^${COUPON_VENUE.latte.name} `) })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add To Cart/ })).toHaveCount(0);
  });
});

// The demo venue lists its dishes with enable_quick_add (server/seed/venues/demo.json). A combo cannot be
// added until each of its groups has a product chosen (000 section 2): its card's add opens the combo instead.
test.describe("a combo's card on a venue with enable_quick_add", () => {
  const SHAWARMA_MEAL = { id: 501, name: "Shawarma meal", category: 5 };

  test("opens the combo to choose, and puts nothing in the cart", async ({ page }) => {
    await page.goto(`/en/category/${SHAWARMA_MEAL.category}/`);
    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
    await expect(cart).toHaveAccessibleName("Cart, no items");
    await page.getByRole("link", { name: `Add To Cart: ${SHAWARMA_MEAL.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/product/${SHAWARMA_MEAL.id}/$`));
    // Over the list, as any dish opens from it (issue 28): its groups to choose from.
    const sheet = page.getByRole("dialog", { name: SHAWARMA_MEAL.name });
    await expect(sheet.getByText("Choose your side").first()).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/category/${SHAWARMA_MEAL.category}/$`));
    await expect(cart).toHaveAccessibleName("Cart, no items");
  });
});
