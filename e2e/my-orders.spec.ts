import { expect, test, type Page } from "./support/test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { MY_ORDERS_VENUE, NO_MY_ORDERS_VENUE, myOrdersVenue, noMyOrdersVenue } from "./support/my-orders-venues";

// My orders (issue 16 item 3) on two fixture venues (e2e/support/my-orders-venues.ts), served by the app
// on its own PostgreSQL so that the venue CLI can change an order's status and re-import the menu while
// the app runs (e2e/support/postgres-app.ts). A Cardamom latte costs 22, a Date cake 30.

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([myOrdersVenue(), noMyOrdersVenue()]);
});

test.beforeEach(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
});

test.afterAll(async () => {
  await app?.stop();
});

const on = (host: string, screen: string) => `http://${host}:${app.port}${screen}`;

/** Opens a product's link, sets the quantity on its page and adds it (addtocart_redirect: stay). */
async function addFromLink(page: Page, host: string, product: { id: number; name: string }, qty = 1) {
  await page.goto(on(host, `/en/product/${product.id}/`));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  for (let step = 1; step < qty; step += 1) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
}

/** The real checkout: takeaway, cash, a name; answers the new order's uuid. */
async function placeOrder(page: Page, host: string): Promise<string> {
  await page.goto(on(host, "/en/cart/"));
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" }).click();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Layla Haddad");
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
  return /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
}

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

test("an order placed here is listed with its live status, and Reorder puts its lines back at today's prices", async ({ page }) => {
  const { host, latte, cake } = MY_ORDERS_VENUE;
  await addFromLink(page, host, latte, 2);
  await addFromLink(page, host, cake);
  const uuid = await placeOrder(page, host);

  const drawer = await openDrawer(page);
  await drawer.getByRole("link", { name: "My orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^View order / }) });
  await expect(card).toHaveCount(1);
  // 2 × 22 + 30 = 74, VAT 3.70, service fee 2.
  await expect(card).toContainText("Total: AED 79.70");
  await expect(card.getByRole("status")).toHaveText("Status: Pending");
  await expect(card.getByRole("link", { name: /^View order / })).toHaveAttribute("href", `/en/order/${uuid}/`);

  const accepted = await app.venue(["order-status", uuid, "accepted"]);
  expect(accepted.stderr).toBe("");
  await expect(card.getByRole("status")).toHaveText("Status: Accepted");

  // Today the latte costs 24 and the cake is off the menu.
  const dir = mkdtempSync(path.join(tmpdir(), "carte-e2e-my-orders-"));
  try {
    const file = path.join(dir, "venue.json");
    writeFileSync(file, JSON.stringify(myOrdersVenue({ lattePrice: 24, withCake: false })));
    const imported = await app.venue(["import", file]);
    expect(imported.code, imported.stderr).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The import's NOTIFY drops the app's menu cache: the cake's screen goes once the app has heard it.
  await expect(async () => {
    const response = await page.goto(on(host, `/en/product/${cake.id}/`));
    expect(response?.status()).toBe(404);
  }).toPass();

  await page.goto(on(host, "/en/my-orders/"));
  await card.getByRole("button", { name: /^Reorder order / }).click();
  await expect(card.getByRole("alert")).toHaveText("1 item can no longer be ordered and was left out. View cart");
  await card.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: latte.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: cake.name })).toHaveCount(0);
  // 2 × 24 = 48 today, not the 44 the order paid.
  await expect(
    page
      .getByRole("region", { name: "Order summary" })
      .locator("dl > div")
      .filter({ hasText: /^Subtotal/ }),
  ).toContainText("AED 48.00");
});

test("a venue without enable_my_orders keeps nothing on the device, offers no entry, and has no such screen", async ({ page }) => {
  const { host, latte } = NO_MY_ORDERS_VENUE;
  await addFromLink(page, host, latte);
  await placeOrder(page, host);
  expect(await page.evaluate((key) => localStorage.getItem(key), `carte-my-orders-${NO_MY_ORDERS_VENUE.licence}`)).toBeNull();

  const drawer = await openDrawer(page);
  await expect(drawer.getByRole("navigation").getByRole("link", { name: "Home" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "My orders" })).toHaveCount(0);

  const response = await page.goto(on(host, "/en/my-orders/"));
  expect(response?.status()).toBe(404);
});
