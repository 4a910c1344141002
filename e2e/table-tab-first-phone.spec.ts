import { expect, test } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { TABLE_TAB_VENUE } from "./support/table-tab-venues";

// Issue 24 item 9: on a table-tab venue (e2e/support/table-tab-venues.ts: cash, or online through the
// sandbox gateway) the first phone at a table opens the table's order for everyone. It is not steered
// into paying the whole table's first round: no online payment is preselected, and a note says that the
// others at the table can still join and add to the order. Table 8 is this spec's; nothing is submitted,
// so the table stays free for the next run.

const { host, latte } = TABLE_TAB_VENUE;
// messages/en.json TableTab.joinNote.
const NOTE =
  "Others at your table can still join this order and add their own items. Nobody pays for the whole table now: each of you can pay later from the order.";

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  },
});

test("the first phone at a table-tab table: no online payment preselected, and the note that others can still join", async ({ page }) => {
  await page.goto(`/t/${encodeLocationToken("t", 8, "carte-demo-salt") ?? ""}/`);
  await expect(page).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await page.goto(`/en/product/${latte.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);

  const payment = page.getByRole("group", { name: "Payment Type" });
  await expect(payment.getByRole("radio", { name: "Online Payments" })).toBeVisible();
  await expect(payment.getByRole("radio", { name: "Online Payments" })).not.toBeChecked();
  await expect(payment.getByRole("radio", { name: "Cash" })).toBeChecked();
  await expect(page.getByRole("note").filter({ hasText: NOTE })).toBeVisible();

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByText("Table# 8", { exact: true })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: NOTE })).toBeVisible();
  // Nothing to pay online now: the button submits the order, it does not start a payment.
  await expect(page.getByRole("button", { name: "SUBMIT ORDER" })).toBeEnabled();
  await expect(page.getByRole("button", { name: /^PAY NOW/ })).toHaveCount(0);

  // The guest may still choose to pay online.
  await page.goto("/en/cart/");
  await payment.getByRole("radio", { name: "Online Payments" }).check();
  await expect(payment.getByRole("radio", { name: "Online Payments" })).toBeChecked();
});
