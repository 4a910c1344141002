import { devices, expect, test, type Page } from "./support/test";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { TABLE_LINK_VENUE, tableLinkVenue } from "./support/table-link-venues";
import ar from "../messages/ar.json";

// Issue 26 item 8: "The order screen's feedback form is a link (001 section 2 Order: the feedback form
// shows after a successful order)." A guest reading Arabic orders at table 4; the order screen offers
// the venue's feedback form, collapsed under its name; opened, it is filled in and sent right there,
// with the table as its origin, and the thank-you replaces it without leaving the order screen.
// The table-link venue with a feedback form, on an app of its own (support/postgres-app.ts).

const { host, licence, tea } = TABLE_LINK_VENUE;
const TABLE = 4;
const FORM = { id: 96209, name: "شاركنا رأيك", field: "الاسم" };

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  const venue = tableLinkVenue();
  const form = {
    id: FORM.id,
    name: { en: "Share your feedback", ar: FORM.name },
    enable: true,
    enable_geofence: false,
    display_on_menu_load: false,
    form_data: [{ type: "text", subtype: "text", name: "full_name", label: { en: "Name", ar: FORM.field }, required: true, maxlength: 60 }],
  };
  app = await startPostgresApp([{ ...venue, menu: { ...venue.menu, forms: [form] } }]);
});

test.afterAll(async () => {
  await app?.stop();
});

async function orderAtTable(page: Page): Promise<string> {
  const qr = await app.venue(["qr", licence, "--table", String(TABLE)]);
  expect(qr.code, qr.stderr).toBe(0);
  await page.goto(/^Link: (\S+)$/m.exec(qr.stderr)?.[1] ?? "");
  await expect(page).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await page.goto(`/ar/product/${tea.id}/`);
  await page.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(page).toHaveURL(/\/ar\/cart\/$/);
  await page.getByRole("radio", { name: ar.PaymentTypes.cash }).check();
  await page.getByRole("link", { name: ar.Cart.checkout }).click();
  await page.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  await expect(page).toHaveURL(/\/ar\/order\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  return page.url();
}

test("after an order in Arabic, the venue's feedback form opens on the order screen and is sent in place", async ({ browser }) => {
  test.setTimeout(120_000);
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const origin = `http://${host}:${app.port}`;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: origin });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ar", url: origin }]);
  const page = await context.newPage();
  const orderUrl = await orderAtTable(page);

  const opener = page.getByRole("button", { name: FORM.name });
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("textbox", { name: FORM.field })).toBeHidden();
  await opener.click();
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("textbox", { name: FORM.field }).fill("ليلى");

  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/ar/api/submission/"));
  await page.getByRole("button", { name: ar.Form.submit, exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({
    feedback_id: FORM.id,
    submission: { full_name: "ليلى" },
    origin_label: String(TABLE),
    origin_type: "table",
  });
  await expect(page.getByRole("status").filter({ hasText: "شكراً لك! تم استلام ملاحظاتك." })).toBeVisible();
  expect(page.url()).toBe(orderUrl);
  await context.close();
});
