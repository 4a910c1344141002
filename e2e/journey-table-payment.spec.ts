import { devices, expect, test, type Browser, type Page } from "./support/test";
import { PAYMENT_VENUE, paymentVenue } from "./support/payment-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";

// Issue 11 item 3, from where a guest at a table starts: the table's QR link as `npm run venue -- qr`
// prints it -> dine-in -> card -> the sandbox gateway -> Decline. The order screen must say the
// payment failed and never thank the guest; the cart must not bounce back to the declined page; Try
// again pays through the same gateway, and Pay another way (cash) works where the venue offers it.
// The app runs on its own PostgreSQL so that the venue CLI reads the same orders (support/postgres-app.ts).

// The demo's ui_strings replace Order.thankYou (ui_str_order_thank_you); 001 section 2's default beside it.
const THANKS = /Shukran! Your order is with our kitchen|Thank you for placing the order/;

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([paymentVenue()]);
});

test.afterAll(async () => {
  await app?.stop();
});

/** The link of a table's QR code, printed by the venue CLI (on standard error when the SVG goes to standard output). */
async function tableLink(table: number): Promise<string> {
  const run = await app.venue(["qr", PAYMENT_VENUE.licence, "--table", String(table)]);
  expect(run.code, run.stderr).toBe(0);
  const link = /^Link: (\S+)$/m.exec(run.stderr)?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^http://${PAYMENT_VENUE.host}:${app.port}/t/\\w+$`));
  return link;
}

/** The CLI's order list line of an order. */
async function listed(orderId: string): Promise<string> {
  const run = await app.venue(["orders", "--license", PAYMENT_VENUE.licence]);
  expect(run.code, run.stderr).toBe(0);
  return run.stdout.split("\n").find((line) => line.startsWith(`${orderId} `)) ?? "";
}

/** A guest with a fresh browser arriving by the table's QR code. */
async function tableGuest(browser: Browser, table: number): Promise<Page> {
  // A phone, as the project's own pages; the guest's origin is the venue's host, not the shared e2e server.
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

async function addToCart(page: Page, product: { id: number; name: string }) {
  await page.goto(`/en/product/${product.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  // addtocart_redirect: cart.
  await expect(page).toHaveURL(/\/en\/cart\/$/);
}

/** Dine-in at the table, paid online: cart -> checkout -> PAY NOW -> the sandbox gateway's page. */
async function placeCardOrder(page: Page, table: number) {
  await addToCart(page, PAYMENT_VENUE.product);
  await page.getByRole("radio", { name: "Online Payments" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: /^PAY NOW/ }).click();
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/);
}

/** Decline on the gateway, then Order Details from the return screen; answers the order's number and uuid. */
async function declineAndOpenOrder(page: Page): Promise<{ orderId: string; uuid: string }> {
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(/\/en\/payment\/stripe\/\?/);
  const heading = page.getByRole("heading", { level: 1, name: /^Order ID - \d+$/ });
  const orderId = ((await heading.textContent()) ?? "").replace("Order ID - ", "");
  await expect(page.getByText(THANKS)).toHaveCount(0);
  await page.getByRole("link", { name: "Order Details" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
  return { orderId, uuid };
}

const paymentState = (page: Page) => page.getByText(/^Payment: /);

test("table QR -> dine-in -> card -> Decline -> payment failed, no thanks, no bounce -> Try again -> Pay -> paid", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await tableGuest(browser, 3);
  await placeCardOrder(page, 3);
  const { orderId, uuid } = await declineAndOpenOrder(page);

  // The order screen says where the money stands, and thanks nobody for an unpaid order.
  await expect(paymentState(page)).toHaveText("Payment: Payment failed");
  await expect(page.getByText("Your payment did not go through, so your order is not paid yet.", { exact: false })).toBeVisible();
  await expect(page.getByText(THANKS)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Pay another way" }).getByRole("button")).toHaveText(["Cash", "Card Machine"]);
  expect(await listed(orderId)).toContain("card failed");

  // No green check for an unpaid order, and the cart does not send the guest back to the declined page.
  await expect(page.getByRole("link", { name: "View your active order" })).toHaveCount(0);
  await page.getByRole("link", { name: /^Cart, / }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`));
  // With lines added, the cart is a new cart: its lines and Checkout, not the old payment's redirect.
  await addToCart(page, PAYMENT_VENUE.extra);
  await page.reload();
  await expect(page.getByText(PAYMENT_VENUE.extra.name).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Redirecting to payment…")).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/cart\/$/);

  // Try again: a new payment through the same gateway, paid this time.
  await page.goto(`/en/order/${uuid}/`);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID");
  await page.getByRole("link", { name: "Order Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`));
  await expect(paymentState(page)).toHaveText("Payment: Paid");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View your active order" })).toBeVisible();
  expect(await listed(orderId)).toContain("card paid");
  await page.context().close();
});

test("after a Decline, Pay another way: cash makes it a cash order, thanked, with nothing left to pay online", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await tableGuest(browser, 4);
  await placeCardOrder(page, 4);
  const { orderId } = await declineAndOpenOrder(page);
  await expect(paymentState(page)).toHaveText("Payment: Payment failed");

  await page.getByRole("group", { name: "Pay another way" }).getByRole("button", { name: "Cash" }).click();
  await expect(paymentState(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View your active order" })).toBeVisible();
  expect(await listed(orderId)).toMatch(/ cash /);

  // A reload reads the same from the venue API.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(paymentState(page)).toHaveCount(0);
  await page.context().close();
});
