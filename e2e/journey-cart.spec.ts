import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { BROWSE_VENUE, COUPON_VENUE, HOME_TYPES_VENUE } from "./support/cart-venues";
import { onHost } from "./support/venue-host";

// Cart journeys of issue 11 (items 6, 8 and 9) on their own fixture venues (e2e/support/cart-venues.ts):
// the demo's money settings (AED with 2 decimals, VAT 5 % and a fixed service fee of 2), open around the
// clock, cash only, a checkout asking only a name. A Cardamom latte costs 22. Each guest starts where
// guests start: a product link, the home screen.

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.setTimeout(60_000);
  // Coupon calls are rate limited per client (20 a minute): each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.11.${testInfo.workerIndex}.${testInfo.line % 250}` });
});

/** Opens a product's link, sets the quantity on its page and adds it (addtocart_redirect: stay). */
async function addFromLink(page: Page, product: { id: number; name: string }, qty = 1) {
  await page.goto(`/en/product/${product.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  for (let step = 1; step < qty; step += 1) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
}

async function openCart(page: Page) {
  await page.goto("/en/cart/");
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
}

const totals = (page: Page) => page.getByRole("region", { name: "Order summary" });
const totalsRow = (page: Page, label: RegExp) => totals(page).locator("dl > div").filter({ hasText: label });
const couponInput = (page: Page) => page.getByRole("textbox", { name: "Coupon" });
const orderTypes = (page: Page) => page.getByRole("group", { name: "Order Type" });

async function enterCoupon(page: Page, code: string) {
  await couponInput(page).fill(code);
  await page.getByRole("button", { name: "Apply Coupon" }).click();
}

/** The venue API as Node reaches it: 127.0.0.1, with the venue's Host as a browser there sends it. */
async function readOrder(request: APIRequestContext, baseURL: string | undefined, uuid: string) {
  const url = new URL(`/backend/en/api/order/${uuid}/`, baseURL);
  const host = url.host;
  url.hostname = "127.0.0.1";
  const response = await request.get(url.href, { headers: { Host: host } });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    total: number;
    discount: number;
    coupon: string | null;
    discounts: { name: string; amount_value: number }[];
  };
}

test.describe("a coupon below its minimum (issue 11 item 6, issue 26 item 2)", () => {
  test.use({ baseURL: onHost(COUPON_VENUE.host) });
  const { latte } = COUPON_VENUE;

  test("SAVE20 under 120 says why and leaves HELLO5 applied, and the order is priced the same", async ({ page, request, baseURL }) => {
    await addFromLink(page, latte, 5);
    await openCart(page);
    await orderTypes(page).getByRole("button", { name: "Takeaway" }).click();
    // coupon_auto_apply HELLO5: 5 × 22 = 110, 5 % off (5.50). 110 + VAT 5.50 + 2 − 5.50.
    await expect(page.getByRole("button", { name: "Coupon Applied" })).toBeDisabled();
    await expect(totalsRow(page, /^Discount \(HELLO5\)/)).toContainText("-AED 5.50");
    await expect(totalsRow(page, /^Total/)).toContainText("AED 112.00");

    await enterCoupon(page, "SAVE20");
    await expect(page.getByText("Minimum order AED 120.00 for this coupon: add AED 10.00 more")).toBeVisible();
    await expect(page.getByText("HELLO5 stays applied")).toBeVisible();
    await expect(couponInput(page)).toHaveAccessibleDescription(
      "Minimum order AED 120.00 for this coupon: add AED 10.00 more HELLO5 stays applied",
    );
    await expect(totalsRow(page, /^Discount \(HELLO5\)/)).toContainText("-AED 5.50");
    await expect(totalsRow(page, /^Total/)).toContainText("AED 112.00");

    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(totals(page)).toContainText("AED 112.00");
    await page.getByRole("textbox", { name: /^Name/ }).fill("Layla Haddad");
    const sent = page.waitForRequest((sent) => sent.method() === "POST" && /\/backend\/en\/api\/order\/$/.test(sent.url()));
    await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ coupon: "HELLO5", discount: 5.5, sub_total: 110, total: 112 });
    await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
    const uuid = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
    expect(await readOrder(request, baseURL, uuid)).toMatchObject({
      total: 112,
      discount: 5.5,
      coupon: "HELLO5",
      discounts: [{ name: "HELLO5", amount_value: 5.5 }],
    });
  });

  test("SAVE20 replaces HELLO5 by itself once the cart reaches 120 (issue 26 item 2)", async ({ page }) => {
    await addFromLink(page, latte, 5);
    await openCart(page);
    await orderTypes(page).getByRole("button", { name: "Takeaway" }).click();
    await expect(page.getByRole("button", { name: "Coupon Applied" })).toBeVisible();
    await enterCoupon(page, "SAVE20");
    await expect(page.getByText("HELLO5 stays applied")).toBeVisible();

    // 6 × 22 = 132: SAVE20 waited in the box and now takes 20 off.
    await page.getByRole("listitem").filter({ hasText: latte.name }).getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("button", { name: "Delete Coupon" })).toBeVisible();
    await expect(totalsRow(page, /^Discount \(SAVE20\)/)).toContainText("-AED 20.00");
    await expect(totalsRow(page, /^Total/)).toContainText("AED 120.60");
    await expect(page.getByText("HELLO5 stays applied")).toHaveCount(0);
  });
});

test.describe("a browse-only venue (enable_wishlist without a table link; issue 11 item 8)", () => {
  test.use({ baseURL: onHost(BROWSE_VENUE.host) });

  test("the cart lists what the guest picked, with no order type, payment or checkout, and the checkout sends it back", async ({
    page,
  }) => {
    await addFromLink(page, BROWSE_VENUE.latte, 2);
    await openCart(page);
    await expect(page.getByRole("heading", { level: 3, name: BROWSE_VENUE.latte.name })).toBeVisible();
    await expect(totalsRow(page, /^Subtotal/)).toContainText("AED 44.00");
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Payment Type" })).toHaveCount(0);
    await expect(orderTypes(page)).toHaveCount(0);
    await page.goto("/en/checkout/");
    await expect(page).toHaveURL(/\/en\/cart\/$/);
    await expect(page.getByRole("button", { name: "SUBMIT ORDER" })).toHaveCount(0);
  });
});

test.describe("the home order-type selector of a venue without delivery (issue 11 item 9)", () => {
  test.use({ baseURL: onHost(HOME_TYPES_VENUE.host) });
  const cartKey = `carte-cart-${HOME_TYPES_VENUE.licence}`;
  const saved = (page: Page) =>
    page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { state?: { orderType?: string } }).state?.orderType,
      cartKey,
    );
  const button = (page: Page, name: string) => orderTypes(page).getByRole("button", { name, exact: true });

  test("starts on Dine-in (dine_in, drive_thru, takeaway), and a reload keeps the guest's choice", async ({ page }) => {
    // A product link first: the header's cart count then shows when the page has read the stored cart.
    await addFromLink(page, HOME_TYPES_VENUE.cake);
    const hydrated = async () => expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await page.goto("/en/home/");
    await hydrated();
    await expect(orderTypes(page).getByRole("button")).toHaveText(["Takeaway", "Dine-in", "Drive-thru"]);
    await expect(button(page, "Dine-in")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => saved(page)).toBe("dine_in");

    await button(page, "Drive-thru").click();
    await expect(button(page, "Drive-thru")).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await hydrated();
    await expect(button(page, "Drive-thru")).toHaveAttribute("aria-pressed", "true");
    expect(await saved(page)).toBe("drive_thru");

    await button(page, "Takeaway").click();
    await button(page, "Dine-in").click();
    await page.reload();
    await hydrated();
    await expect(button(page, "Dine-in")).toHaveAttribute("aria-pressed", "true");
    expect(await saved(page)).toBe("dine_in");

    // The cart follows the choice made on home and shows no selector of its own.
    await openCart(page);
    await expect(page.getByRole("heading", { level: 3, name: HOME_TYPES_VENUE.cake.name })).toBeVisible();
    await expect(orderTypes(page)).toHaveCount(0);
    expect(await saved(page)).toBe("dine_in");
  });
});
