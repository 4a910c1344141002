import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { freshTable, TABLE_LINK_VENUE } from "./support/table-link-venues";
import ar from "../messages/ar.json";

// Issue 24 item 5: "Guest A pays at table 3 (table tab off); guest B's checkout gets the merge dialog
// (it lists A's dishes in English inside the Arabic screen), Merge adds B's lines to A's paid order:
// 'balance due AED 147', and 'Try again' answers 409 The order is paid." Here A pays a karak tea by
// card (AED 10.50 with VAT) and the order is still pending; B, reading Arabic, orders a kunafa at the
// same table, sees A's tea named in Arabic, merges, and pays the merged balance (AED 31.50) by card
// from the order screen, in the sandbox gateway: the balance due ends at 0.
// Fixture venue: e2e/support/table-link-venues.ts (no table tab; a table of its own per run).

const SALT = "carte-demo-salt";
const { host, tea, kunafa } = TABLE_LINK_VENUE;

function origin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = host;
  return url.origin;
}

async function phone(browser: Browser, baseURL: string | undefined, language: "en" | "ar"): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(baseURL), viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addCookies([{ name: "NEXT_LOCALE", value: language, url: origin(baseURL) }]);
  return context.newPage();
}

/** The order's balance due as the venue API answers its uuid, on the venue's host. */
async function balanceDue(request: APIRequestContext, baseURL: string | undefined, uuid: string): Promise<number> {
  const url = new URL(`/backend/en/api/order/${uuid}/`, baseURL ?? "http://127.0.0.1:3100");
  const answer = await request.get(url.href, { headers: { Host: `${host}:${url.port}` } });
  expect(answer.status()).toBe(200);
  return Number((await answer.json()).balance_due);
}

/** The sandbox gateway's Pay; the guest comes back to the payment return screen. */
async function payAtGateway(page: Page, lang: "en" | "ar") {
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/payment/stripe/\\?`), { timeout: 15_000 });
}

test("merging into a paid, still pending order in Arabic: the dialog lists the dishes in Arabic and the merged balance is paid", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const table = freshTable(2);
  const link = `/t/${encodeLocationToken("t", table, SALT) ?? ""}/`;

  // Guest A, in English, pays a karak tea at the table by card.
  const first = await phone(browser, baseURL, "en");
  await first.goto(link);
  await expect(first).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await first.goto(`/en/product/${tea.id}/`);
  await first.getByRole("button", { name: "Add To Cart" }).click();
  await expect(first).toHaveURL(/\/en\/cart\/$/);
  await first.getByRole("radio", { name: "Online Payments" }).check();
  await first.getByRole("link", { name: "Checkout" }).click();
  await expect(first.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  await first.getByRole("button", { name: /^PAY NOW/ }).click();
  await payAtGateway(first, "en");
  await first.getByRole("link", { name: "Order Details" }).click();
  await expect(first).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(first.url())?.[1] ?? "";
  await expect.poll(() => balanceDue(request, baseURL, uuid)).toBe(0);
  await first.context().close();

  // Guest B reads Arabic: a kunafa at the same table meets A's order.
  const second = await phone(browser, baseURL, "ar");
  await second.goto(link);
  await expect(second).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await second.goto(`/ar/product/${kunafa.id}/`);
  await second.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(second).toHaveURL(/\/ar\/cart\/$/);
  await second.getByRole("radio", { name: ar.PaymentTypes.cash }).check();
  await second.getByRole("link", { name: ar.Cart.checkout }).click();
  await second.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  const dialog = second.getByRole("dialog", { name: ar.MergeDialog.title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("row").nth(1)).toContainText(tea.ar);
  await expect(dialog).not.toContainText(tea.name);
  await dialog.getByRole("button", { name: ar.MergeDialog.merge }).click();
  await expect(second).toHaveURL(new RegExp(`/ar/order/${uuid}/$`), { timeout: 15_000 });
  expect(await balanceDue(request, baseURL, uuid)).toBe(31.5);

  // What B owes is payable: Try again starts a card payment of the merged balance.
  await second.getByRole("button", { name: ar.OrderPayment.tryAgain }).click();
  await payAtGateway(second, "ar");
  await expect.poll(() => balanceDue(request, baseURL, uuid), { timeout: 15_000 }).toBe(0);
  await second.context().close();
});
