import { expect, test, type Page } from "./support/test";
import { NO_MAPS_KEY_VENUE, noMapsKeyVenue } from "./support/cart-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { fetchOnHost } from "./support/venue-host";

// Issue 11 item 13: a venue whose delivery addresses are picked on the map (enable_address_google_maps)
// to check its delivery zones ('Downtown Dubai', fee 5), served WITHOUT a GOOGLE_MAPS_API_KEY. The
// shared e2e server has a dummy key (playwright.config.ts), so this app runs on its own process
// (e2e/support/postgres-app.ts) with the key removed. Without the map no zone can be checked: the guest
// sees delivery unavailable with the reason and orders another way; the venue API still refuses a
// delivery it cannot place in a zone.

const { host, menuId, latte } = NO_MAPS_KEY_VENUE;
// messages/en.json OrderTypes.deliveryUnavailable.
const UNAVAILABLE = "Delivery is not available right now: the delivery area cannot be checked.";
// Abu Dhabi's Corniche, about 130 km from Downtown Dubai.
const ABU_DHABI = { lat: 24.4764, lng: 54.3227 };

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([noMapsKeyVenue()], { env: { GOOGLE_MAPS_API_KEY: undefined } });
});

test.afterAll(async () => {
  await app?.stop();
});

const url = (path: string) => `http://${host}:${app.port}${path}`;
const orderTypes = (page: Page) => page.getByRole("group", { name: "Order Type" });

async function order(fields: Record<string, unknown>) {
  const response = await fetchOnHost(`${app.origin}/backend/en/api/order/`, `${host}:${app.port}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": `e2e-nokey-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      menu: menuId,
      customer_name: "Omar",
      order_type: "delivery",
      payment_type: "cash",
      delivery_fees_currency: "AED",
      sub_total: 44,
      sub_total_currency: "AED",
      total: 48.2,
      total_currency: "AED",
      line_items: [{ product: latte.id, product_name: latte.name, product_price: latte.price, product_price_currency: "AED", quantity: 2 }],
      ...fields,
    }),
  });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
}

test("the cart shows delivery unavailable with the reason, offers dine-in and takeaway, and a takeaway order goes through", async ({
  page,
}) => {
  await page.goto(url(`/en/product/${latte.id}/`));
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();

  await page.goto(url("/en/cart/"));
  const delivery = orderTypes(page).getByRole("button", { name: "Delivery" });
  await expect(delivery).toBeDisabled();
  await expect(delivery).toHaveAccessibleDescription(UNAVAILABLE);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  // The cart's default delivery moves to the first type of 000 section 4's order the venue offers.
  await expect(orderTypes(page).getByRole("button", { name: "Dine-in" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();

  await orderTypes(page).getByRole("button", { name: "Takeaway" }).click();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Address/ })).toHaveCount(0);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Omar Khalil");
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
});

test("a cart still holding delivery is sent back from the checkout and moved to another type", async ({ page }) => {
  await page.goto(url(`/en/product/${latte.id}/`));
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
  await page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? "{}") as { state: Record<string, unknown> };
    stored.state.orderType = "delivery";
    sessionStorage.setItem(key, JSON.stringify(stored));
  }, `carte-cart-${NO_MAPS_KEY_VENUE.licence}`);
  await page.goto(url("/en/checkout/"));
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await expect(page.getByRole("textbox", { name: /^Address/ })).toHaveCount(0);
  await expect(orderTypes(page).getByRole("button", { name: "Dine-in" })).toHaveAttribute("aria-pressed", "true");
});

test("the venue API refuses a delivery it cannot place in a zone: a written address, or a point 130 km away", async () => {
  const written = await order({ address: "Corniche Road, Abu Dhabi" });
  expect(written.status).toBe(422);
  expect(written.body.detail).toMatch(/needs the delivery location on a map/);
  const far = await order({ address: "Corniche Road, Abu Dhabi", address_coordinates: ABU_DHABI });
  expect(far.status).toBe(400);
  expect(JSON.stringify(far.body)).toMatch(/outside the delivery area/);
});
