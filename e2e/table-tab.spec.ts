import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { TABLE_TAB_VENUE } from "./support/table-tab-venues";
import ar from "../messages/ar.json";

// Issue 16, the table tab: two phones scan the same table's QR code on the fixture venue "Shared Table"
// (e2e/support/table-tab-venues.ts, enable_table_tab). The first orders a latte (AED 20) with cash under
// the name Sara, the second (asked its name on its first Add to Order: Omar) adds a cake (AED 40) to the table's order from their own phone; both see both lines live
// with who added them. One of each is 60.00 + VAT 3.00 = AED 63.00; then both add another at the same
// moment (AED 126.00). The first pays their items (a third: AED 42.00) through the sandbox gateway, the
// second pays the rest (AED 84.00); the tab closes. Then, in Arabic: a declined Pay My Items changes nothing
// (balance, open tab), and paying it again goes through.

const SALT = "carte-demo-salt";
const { host, latte, cake, menuId } = TABLE_TAB_VENUE;

function origin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = host;
  return url.origin;
}

const tableToken = (table: number) => encodeLocationToken("t", table, SALT) ?? "";

const row = (page: Page, label: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(baseURL), viewport: { width: 390, height: 844 }, hasTouch: true });
  return context.newPage();
}

/** A phone that reads the venue in Arabic (the language it chose earlier, kept in NEXT_LOCALE). */
async function arabicPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await phone(browser, baseURL);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "ar", url: origin(baseURL) }]);
  return page;
}

/** A phone's first Add to Order on the tab asks the name the table sees (issue 24 item 9). */
async function nameOnce(page: Page, name: string) {
  const ask = page.getByRole("dialog", { name: "Your name for the table" });
  await ask.getByRole("textbox", { name: "Your name on the table's tab" }).fill(name);
  await ask.getByRole("button", { name: "Add to Order" }).click();
}

/** The order's balance due as the venue API answers it to whoever holds its uuid, on the venue's host. */
async function balanceDue(request: APIRequestContext, baseURL: string | undefined, uuid: string): Promise<number> {
  const url = new URL(`/backend/en/api/order/${uuid}/`, baseURL ?? "http://127.0.0.1:3100");
  const answer = await request.get(url.href, { headers: { Host: `${host}:${url.port}` } });
  expect(answer.status()).toBe(200);
  return Number((await answer.json()).balance_due);
}

/** The sandbox gateway's Pay, then back to the order on the venue's host. */
async function payAtGateway(page: Page, uuid: string) {
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID", { timeout: 15_000 });
  await page.getByRole("link", { name: "Order Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`), { timeout: 15_000 });
}

test("two phones on one table link: both add, both see both lines live, one pays their items, the other the rest", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A table per attempt: a failed attempt's tab keeps its table's order open.
  const table = 3 + testInfo.retry;
  const first = await phone(browser, baseURL);
  const second = await phone(browser, baseURL);

  // The first guest opens the tab: the latte, cash, their name.
  await first.goto(`/t/${tableToken(table)}/`);
  await expect(first).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await first.goto(`/en/product/${latte.id}/`);
  await first.getByRole("button", { name: "Add To Cart" }).click();
  await expect(first).toHaveURL(/\/en\/cart\/$/);
  // A table order asks no customer details (001 section 3): the tab's name is offered in the cart.
  await first.getByRole("textbox", { name: "Your name on the table's tab" }).fill("Sara Haddad");
  await first.getByRole("radio", { name: "Cash" }).check();
  await first.getByRole("link", { name: "Checkout" }).click();
  await expect(first.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  await expect(first.getByRole("textbox", { name: /^Name/ })).toHaveCount(0);
  await first.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(first).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(first.url())?.[1] ?? "";
  await expect(first.getByTestId("added-by")).toHaveText(["Added by Sara"]);

  // The second guest scans the same code: the table's tab is theirs too, and the cake goes on it.
  await second.goto(`/t/${tableToken(table)}/`);
  await expect(second).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await expect(second.getByText("Active order on this table")).toBeVisible();
  await second.goto(`/en/product/${cake.id}/`);
  await second.getByRole("button", { name: "Add to Order" }).click();
  await nameOnce(second, "Omar");
  await expect(second.getByText("Item added to order")).toBeVisible();
  await second.goto(`/en/order/${uuid}/`);
  await expect(second.getByTestId("added-by")).toHaveText(["Added by Sara", "Added by Omar"]);
  await expect(row(second, "Total")).toHaveText("AED 63.00");

  // The first phone did nothing: the second's round arrives live.
  await expect(first.getByTestId("added-by")).toHaveText(["Added by Sara", "Added by Omar"]);
  await expect(row(first, "Total")).toHaveText("AED 63.00");

  // Both add another round at the same moment: neither is lost. Two of each: 120.00 + VAT 6.00.
  await first.goto(`/en/product/${latte.id}/`);
  await second.goto(`/en/product/${cake.id}/`);
  await Promise.all([
    first.getByRole("button", { name: "Add to Order" }).click(),
    second.getByRole("button", { name: "Add to Order" }).click(),
  ]);
  await expect(first.getByText("Item added to order")).toBeVisible();
  await expect(second.getByText("Item added to order")).toBeVisible();
  await first.goto(`/en/order/${uuid}/`);
  await second.goto(`/en/order/${uuid}/`);
  for (const page of [first, second]) {
    await expect(page.getByTestId("added-by")).toHaveCount(4);
    expect((await page.getByTestId("added-by").allTextContents()).sort()).toEqual([
      "Added by Omar",
      "Added by Omar",
      "Added by Sara",
      "Added by Sara",
    ]);
    await expect(row(page, "Total")).toHaveText("AED 126.00");
  }

  // The first guest pays their items: their two lattes are a third of the total.
  await first.getByRole("link", { name: "Pay Now" }).click();
  await expect(first).toHaveURL(new RegExp(`/en/af-checkout/${uuid}/$`));
  await expect(first.getByRole("region", { name: "Blue Wallet" })).toHaveCount(0);
  await first.getByRole("button", { name: "Pay My Items" }).click();
  await payAtGateway(first, uuid);
  await expect(row(first, "Balance Due")).toHaveText("AED 84.00");
  // ... and the second phone sees the balance fall without reloading.
  await expect(row(second, "Balance Due")).toHaveText("AED 84.00");

  // The second pays the rest.
  await second.getByRole("link", { name: "Pay Now" }).click();
  await expect(second).toHaveURL(new RegExp(`/en/af-checkout/${uuid}/$`));
  await second.getByRole("button", { name: "Pay My Items" }).click();
  await payAtGateway(second, uuid);
  await expect(row(second, "Balance Due")).toHaveText("AED 0.00");

  // The tab is closed: the table has no open order any more.
  const lookup = new URL(`/backend/iiko/active-order/${tableToken(table)}/${menuId}/`, baseURL ?? "http://127.0.0.1:3100");
  const answer = await request.get(lookup.href, { headers: { Host: `${host}:${lookup.port}` } });
  expect(await answer.json()).toEqual({ order_id: null, common_order: false });
  await first.context().close();
  await second.context().close();
});

test("another table's link does not reach the tab", async ({ request, baseURL }) => {
  const base = baseURL ?? "http://127.0.0.1:3100";
  const lookup = new URL(`/backend/iiko/active-order/${tableToken(99)}/${menuId}/`, base);
  const answer = await request.get(lookup.href, { headers: { Host: `${host}:${lookup.port}` } });
  expect(answer.status()).toBe(404);
  const bare = new URL(`/backend/iiko/active-order/3/${menuId}/`, base);
  expect((await request.get(bare.href, { headers: { Host: `${host}:${bare.port}` } })).status()).toBe(404);
});

test("in Arabic, a declined Pay My Items leaves the tab and its balance as they were; paying again closes it", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const table = 5 + testInfo.retry;
  const first = await arabicPhone(browser, baseURL);
  const second = await phone(browser, baseURL);

  // The first guest reads Arabic: the tab opens with a latte, cash, under the name سارة.
  await first.goto(`/t/${tableToken(table)}/`);
  await expect(first).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await expect(first.locator("html")).toHaveAttribute("dir", "rtl");
  await first.goto(`/ar/product/${latte.id}/`);
  await first.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(first).toHaveURL(/\/ar\/cart\/$/);
  await first.getByRole("textbox", { name: ar.TableTab.nameLabel }).fill("سارة");
  await first.getByRole("radio", { name: ar.PaymentTypes.cash }).check();
  await first.getByRole("link", { name: ar.Cart.checkout }).click();
  await first.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  await expect(first).toHaveURL(/\/ar\/order\/[0-9a-f-]{36}\//, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(first.url())?.[1] ?? "";
  await expect(first.getByTestId("added-by")).toHaveText([ar.TableTab.addedBy.replace("{name}", "سارة")]);

  // The second guest, in English, adds the cake: AED 63.00 on the tab.
  await second.goto(`/t/${tableToken(table)}/`);
  await expect(second).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await second.goto(`/en/product/${cake.id}/`);
  await second.getByRole("button", { name: "Add to Order" }).click();
  await nameOnce(second, "Omar");
  await expect(second.getByText("Item added to order")).toBeVisible();
  await expect(first.getByTestId("added-by")).toHaveCount(2);
  expect(await balanceDue(request, baseURL, uuid)).toBe(63);

  // Pay My Items, declined at the gateway: nothing is paid, the tab stays open with its whole balance.
  await first.getByRole("link", { name: ar.PartnerCheckout.payNow }).click();
  await expect(first).toHaveURL(new RegExp(`/ar/af-checkout/${uuid}/$`));
  await first.getByRole("button", { name: ar.TableTab.payMyItems }).click();
  await expect(first).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await first.getByRole("button", { name: "Decline" }).click();
  await expect(first).toHaveURL(/\/ar\/payment\/stripe\/\?/, { timeout: 15_000 });
  await first.getByRole("link", { name: ar.Payment.orderDetails }).click();
  await expect(first).toHaveURL(new RegExp(`/ar/order/${uuid}/$`));
  expect(await balanceDue(request, baseURL, uuid)).toBe(63);
  const lookup = new URL(`/backend/iiko/active-order/${tableToken(table)}/${menuId}/`, baseURL ?? "http://127.0.0.1:3100");
  const headers = { Host: `${host}:${lookup.port}` };
  expect((await (await request.get(lookup.href, { headers })).json()).order_id).not.toBeNull();

  // Again, paid this time: the latte's third of the total (AED 21.00), then the second guest the rest.
  await first.getByRole("link", { name: ar.PartnerCheckout.payNow }).click();
  await first.getByRole("button", { name: ar.TableTab.payMyItems }).click();
  await expect(first).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await first.getByRole("button", { name: "Pay", exact: true }).click();
  const paid = ar.Payment.orderStatus.replace("{status}", ar.Payment.statusPaid);
  await expect(first.getByRole("status").filter({ hasText: ar.Payment.orderStatus.replace(" {status}", "") })).toHaveText(paid, {
    timeout: 15_000,
  });
  await expect.poll(() => balanceDue(request, baseURL, uuid)).toBe(42);

  await second.goto(`/en/order/${uuid}/`);
  await second.getByRole("link", { name: "Pay Now" }).click();
  await second.getByRole("button", { name: "Pay My Items" }).click();
  await payAtGateway(second, uuid);
  await expect(row(second, "Balance Due")).toHaveText("AED 0.00");
  expect(await (await request.get(lookup.href, { headers })).json()).toEqual({ order_id: null, common_order: false });
  await first.context().close();
  await second.context().close();
});
