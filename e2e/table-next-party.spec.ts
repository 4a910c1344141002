import { devices, expect, test, type Browser, type Page } from "./support/test";
import { PAYMENT_VENUE, paymentVenue } from "./support/payment-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";

// Issue 24 item 1, the next party at the same table: phone 1 orders at table 6 by card and pays in
// full through the sandbox gateway; the kitchen accepts the order (`npm run venue -- order-status`).
// The visit is over: a phone opening the same table link afterwards neither sees the old order nor
// joins it. Its checkout places a new order of its own (no merge dialog with the last party's dishes),
// and the old order's screen, opened by its uuid alone, shows no contact data.
// The app runs on its own PostgreSQL so that the venue CLI changes the orders it serves.

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([paymentVenue()]);
});

test.afterAll(async () => {
  await app?.stop();
});

async function tableLink(table: number): Promise<string> {
  const run = await app.venue(["qr", PAYMENT_VENUE.licence, "--table", String(table)]);
  expect(run.code, run.stderr).toBe(0);
  return /^Link: (\S+)$/m.exec(run.stderr)?.[1] ?? "";
}

async function tableGuest(browser: Browser, table: number): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL: `http://${PAYMENT_VENUE.host}:${app.port}`,
  });
  const page = await context.newPage();
  await page.goto(await tableLink(table));
  await expect(page).toHaveURL(new RegExp(`^http://${PAYMENT_VENUE.host}:${app.port}/en/home/$`), { timeout: 15_000 });
  return page;
}

async function checkout(page: Page, payment: "Online Payments" | "Cash", table: number) {
  await page.goto(`/en/product/${PAYMENT_VENUE.product.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("radio", { name: payment }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: /terms/i }).check();
}

const uuidOf = (page: Page) => /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";

test("after the first party paid in full and the kitchen accepted, the next phone at the table starts its own order", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = 6;
  const first = await tableGuest(browser, table);
  await checkout(first, "Online Payments", table);
  await first.getByRole("button", { name: /^PAY NOW/ }).click();
  await expect(first).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await first.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(first.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID", { timeout: 15_000 });
  await first.getByRole("link", { name: "Order Details" }).click();
  await expect(first).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
  const paid = uuidOf(first);
  const accepted = await app.venue(["order-status", paid, "accepted"]);
  expect(accepted.code, accepted.stderr).toBe(0);

  // The next party scans the same code: nothing of the last party's order, and their own order.
  const next = await tableGuest(browser, table);
  await checkout(next, "Cash", table);
  await next.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(next).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  await expect(next.getByText("Active order on this table")).toHaveCount(0);
  expect(uuidOf(next)).not.toBe(paid);

  // The old order's link alone (a photo of the first phone's screen) tells nothing of its guest.
  // Read from the next phone's browser, which holds no key of it.
  const read = await next.evaluate(async (uuid) => {
    const response = await fetch(`/backend/en/api/order/${uuid}/`);
    return { status: response.status, body: (await response.json()) as unknown };
  }, paid);
  expect(read).toMatchObject({ status: 200, body: { uuid: paid, customer_name: "", phone: "", email: "" } });
  await first.context().close();
  await next.context().close();
});
