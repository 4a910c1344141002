import { expect, test, type Browser, type Locator, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { TABLE_TAB_VENUE } from "./support/table-tab-venues";

// Issue 24 item 9: "Pay My Items shares carry the names the lines show ('Alice', not 'Guest 1'); a phone
// that only uses Add to Order is asked for a name once." Two phones on the table-tab venue "Shared
// Table" (e2e/support/table-tab-venues.ts): Alice opens the tab from the cart with her name; Bob only
// ever adds to the table's order and is asked his name on his first round, not on his second. Alice
// pays her items: the share the table sees is Alice's. Bob pays the rest, so the tab closes.

const SALT = "carte-demo-salt";
const { host, latte, cake } = TABLE_TAB_VENUE;

function origin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = host;
  return url.origin;
}

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(baseURL), viewport: { width: 390, height: 844 }, hasTouch: true });
  return context.newPage();
}

const row = (page: Page, label: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");

/** The sandbox gateway's Pay, then back to the order. */
async function payAtGateway(page: Page, uuid: string) {
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID", { timeout: 15_000 });
  await page.getByRole("link", { name: "Order Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`), { timeout: 15_000 });
}

test("Alice's Pay My Items share is named Alice; Bob, who only adds to the order, is asked his name once", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const table = 7 + testInfo.retry;
  const link = `/t/${encodeLocationToken("t", table, SALT) ?? ""}/`;
  const alice = await phone(browser, baseURL);
  const bob = await phone(browser, baseURL);

  await alice.goto(link);
  await expect(alice).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await alice.goto(`/en/product/${latte.id}/`);
  await alice.getByRole("button", { name: "Add To Cart" }).click();
  await expect(alice).toHaveURL(/\/en\/cart\/$/);
  await alice.getByRole("textbox", { name: "Your name on the table's tab" }).fill("Alice");
  await alice.getByRole("radio", { name: "Cash" }).check();
  await alice.getByRole("link", { name: "Checkout" }).click();
  await alice.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(alice).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(alice.url())?.[1] ?? "";

  // Bob's first round: asked his name before anything is sent.
  await bob.goto(link);
  await expect(bob).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await bob.goto(`/en/product/${cake.id}/`);
  await bob.getByRole("button", { name: "Add to Order" }).click();
  const ask = bob.getByRole("dialog", { name: "Your name for the table" });
  await expect(ask).toBeVisible();
  await ask.getByRole("textbox", { name: "Your name on the table's tab" }).fill("Bob");
  await ask.getByRole("button", { name: "Add to Order" }).click();
  await expect(bob.getByText("Item added to order")).toBeVisible();
  // His second round: not asked again.
  await bob.goto(`/en/product/${latte.id}/`);
  await bob.getByRole("button", { name: "Add to Order" }).click();
  await expect(bob.getByText("Item added to order")).toBeVisible();
  await expect(bob.getByRole("dialog")).toHaveCount(0);
  await bob.goto(`/en/order/${uuid}/`);
  await expect(bob.getByTestId("added-by")).toHaveText(["Added by Alice", "Added by Bob", "Added by Bob"]);

  // Alice pays her items; the share the table sees carries her name.
  await alice.goto(`/en/order/${uuid}/`);
  await alice.getByRole("link", { name: "Pay Now" }).click();
  await alice.getByRole("button", { name: "Pay My Items" }).click();
  await payAtGateway(alice, uuid);
  await bob.goto(`/en/af-checkout/${uuid}/`);
  const shares = bob.getByTestId("split-payment");
  await expect(shares.first()).toContainText("Alice");
  await expect(shares.first()).toHaveAttribute("data-state", "paid");
  await expect(bob.getByTestId("split-pay-list")).not.toContainText("Guest 1");

  // Bob pays the rest: the tab closes.
  await bob.getByRole("button", { name: "Pay My Items" }).click();
  await payAtGateway(bob, uuid);
  await expect(row(bob, "Balance Due")).toHaveText("AED 0.00");
  await alice.context().close();
  await bob.context().close();
});
