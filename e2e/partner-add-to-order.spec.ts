import { devices, expect, test, type Browser, type Page } from "./support/test";
import { PARTNER_ADD_VENUE, partnerAddVenue } from "./support/partner-add-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";

// Issue 12 item 3 (000 section 2's add button states, 001 section 8's 'Error adding item'): a guest at
// a table of a partner venue orders, then adds a dish to that order from its product screen: Add to
// Order, Adding to Order while the PATCH runs, 'Item added to order', and the order screen's receipt
// with the line and a larger total. Then the venue rejects the order with the venue CLI, and the next
// add answers 'Error adding item'. The app runs on its own PostgreSQL so that the CLI changes the
// order the app serves (support/postgres-app.ts).

const { host, licence, chai, luqaimat } = PARTNER_ADD_VENUE;
const TABLE = 2;

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([partnerAddVenue()]);
});

test.afterAll(async () => {
  await app?.stop();
});

/** The table's QR link as `npm run venue -- qr` prints it. */
async function tableLink(): Promise<string> {
  const run = await app.venue(["qr", licence, "--table", String(TABLE)]);
  expect(run.code, run.stderr).toBe(0);
  const link = /^Link: (\S+)$/m.exec(run.stderr)?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^http://${host}:${app.port}/t/\\w+$`));
  return link;
}

/** A guest with a fresh phone browser arriving by the table's QR code. */
async function tableGuest(browser: Browser): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL: `http://${host}:${app.port}`,
  });
  const page = await context.newPage();
  await page.goto(await tableLink());
  await expect(page).toHaveURL(new RegExp(`^http://${host}:${app.port}/en/home/$`), { timeout: 15_000 });
  return page;
}

async function openProduct(page: Page, item: { id: number; name: string }) {
  await page.goto(`/en/product/${item.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
}

/** The receipt's Total in the menu's currency (the cell also shows the alternate currency). */
const receiptTotal = (page: Page) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) })
    .getByRole("cell")
    .locator("bdi")
    .first();

/** A line of the receipt's Qty / Product / Price table. */
const receiptLine = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

/** The cart's lines as the tab keeps them. */
async function cartLines(page: Page): Promise<unknown> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), `carte-cart-${licence}`);
  const cart: unknown = JSON.parse(stored ?? "{}");
  return typeof cart === "object" && cart !== null ? Reflect.get(Reflect.get(cart, "state") ?? {}, "products") : undefined;
}

/** Holds the order PATCH until `release` is called; it then reaches the real venue API unchanged. */
async function holdOrderPatch(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/backend\/en\/api\/order\/[0-9a-f-]{36}\/$/, async (route) => {
    if (route.request().method() === "PATCH") await released;
    await route.continue();
  });
  return { release: () => release() };
}

test("table QR -> cash order -> Add to Order -> Adding to Order -> toast, receipt line and total; a rejected order -> 'Error adding item'", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await tableGuest(browser);

  // The first order, from the cart, paid in cash at the table.
  await openProduct(page, chai);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`Table# ${TABLE}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
  const uuid = /\/en\/order\/([0-9a-f-]{36})\/$/.exec(page.url())?.[1] ?? "";
  await expect(receiptLine(page, chai.name)).toBeVisible();
  // 12 + 5 % VAT + the service fee of 2.
  await expect(receiptTotal(page)).toHaveText("AED 14.60");

  // Back to the menu: the product button now adds to that order.
  await openProduct(page, luqaimat);
  const addToOrder = page.getByRole("button", { name: "Add to Order" });
  await expect(addToOrder).toBeEnabled();
  const patch = await holdOrderPatch(page);
  await addToOrder.click();
  await expect(page.getByRole("button", { name: "Adding to Order" })).toBeDisabled();
  patch.release();
  await expect(page.getByRole("status").getByText("Item added to order")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Order" })).toBeEnabled();
  await expect(page.getByRole("article").getByRole("alert")).toHaveCount(0);
  // Nothing went into the cart (kept for the tab in sessionStorage, lib/cart/storage.ts).
  expect(await cartLines(page)).toEqual([]);

  // The order screen shows the line, and its total grew by it: 12 + 18 + 5 % VAT + 2.
  await page.getByRole("link", { name: "View your active order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`));
  await expect(receiptLine(page, luqaimat.name)).toBeVisible();
  await expect(receiptLine(page, chai.name)).toBeVisible();
  await expect(receiptTotal(page)).toHaveText("AED 33.50");

  // The venue rejects the order while the guest is on a product: the next add is refused.
  await openProduct(page, luqaimat);
  await expect(page.getByRole("button", { name: "Add to Order" })).toBeEnabled();
  const run = await app.venue(["order-status", uuid, "rejected"]);
  expect(run.code, run.stderr).toBe(0);
  await page.getByRole("button", { name: "Add to Order" }).click();
  await expect(page.getByRole("article").getByRole("alert")).toHaveText("Error adding item");
  await expect(page.getByRole("button", { name: "Add to Order" })).toBeEnabled();
  await expect(page.getByRole("status").getByText("Item added to order")).toHaveCount(0);
  await page.context().close();
});
