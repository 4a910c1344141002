import { devices, expect, test, type Browser, type Page } from "./support/test";
import { PARTNER_ADD_VENUE, partnerAddVenue } from "./support/partner-add-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import ar from "../messages/ar.json";

// Issue 26 item 6: "The POS busy notice cannot be reached (000 section 8, 001 section 8). Nothing ever
// sets common_order, and the guest app ignores the common_order that /iiko/active-order/ returns."
// Guest A, reading Arabic, orders at table 1 of a partner venue; the POS takes the table's order over
// (`npm run venue -- common-order`, as the POS would) and A's order screen shows the red box at once.
// Guest B, with a dish in the cart, then arrives by the same table's QR code: the checkout shows it too.
// The app runs on its own PostgreSQL so that the CLI changes the order the app serves (support/postgres-app.ts).

const { host, licence, chai, luqaimat } = PARTNER_ADD_VENUE;
const TABLE = 1;

test.describe.configure({ mode: "serial" });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  const languages = [
    { code: "en", name_local: "English" },
    { code: "ar", name_local: "العربية" },
  ];
  app = await startPostgresApp([{ ...partnerAddVenue(), languages }]);
});

test.afterAll(async () => {
  await app?.stop();
});

async function tableLink(): Promise<string> {
  const run = await app.venue(["qr", licence, "--table", String(TABLE)]);
  expect(run.code, run.stderr).toBe(0);
  return /^Link: (\S+)$/m.exec(run.stderr)?.[1] ?? "";
}

async function arabicGuest(browser: Browser): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const origin = `http://${host}:${app.port}`;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: origin });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ar", url: origin }]);
  return context.newPage();
}

async function addToCart(page: Page, item: { id: number }) {
  await page.goto(`/ar/product/${item.id}/`);
  await page.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(page.getByRole("article").getByRole("status").getByText(ar.Toasts.itemAddedToCart)).toBeVisible();
}

test("a table order the POS takes over shows 'Table is busy with POS order' on the order screen and the next guest's checkout", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const link = await tableLink();
  const first = await arabicGuest(browser);
  await first.goto(link);
  await expect(first).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await addToCart(first, chai);
  await first.goto("/ar/checkout/");
  await first.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  await expect(first).toHaveURL(/\/ar\/order\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(first.url())?.[1] ?? "";
  await expect(first.getByText(ar.Order.posBusy)).toHaveCount(0);

  const set = await app.venue(["common-order", licence, uuid, "on"]);
  expect(set.stderr).toBe("");
  await expect(first.getByText(ar.Order.posBusy)).toBeVisible();

  const second = await arabicGuest(browser);
  await addToCart(second, luqaimat);
  await second.goto(link);
  await expect(second).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await second.goto("/ar/checkout/");
  // Issue 28 item 10: the table number in the screen's digits.
  await expect(second.getByText(`${ar.Checkout.table} ${arabicDigits(String(TABLE))}`, { exact: true })).toBeVisible();
  await expect(second.getByText(ar.Order.posBusy)).toBeVisible();

  // The POS lets the table go: the order screen drops the notice.
  await app.venue(["common-order", licence, uuid, "off"]);
  await expect(first.getByText(ar.Order.posBusy)).toHaveCount(0);
});

function arabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩".charAt(Number(digit)));
}
