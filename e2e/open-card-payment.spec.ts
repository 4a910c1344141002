import { expect, test, type Locator, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { walletOtp } from "../server/services/partner/wallet-otp";
import { PARTNER_PAY_VENUE, payWalletOf } from "./support/partner-pay-venues";

// Issue 24 item 3, as a guest meets it on the fixture venue "Blue Terrace" (e2e/support/partner-pay-venues.ts:
// AED 80.40 + VAT 5 % = 84.42): the guest presses Pay Full Amount, leaves the card page open and comes
// back to pay from the Blue wallet instead. While that page is open the wallet is refused and the
// checkout says why; the guest closes it, pays from the wallet, and the old page no longer takes money.

const { host, latte } = PARTNER_PAY_VENUE;

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  },
});

const SALT = "carte-demo-salt";

function tableLink(table: number): string {
  const token = encodeLocationToken("t", table, SALT);
  if (token === null) throw new Error(`cannot encode table ${table}`);
  return `/t/${token}/`;
}

/** A table guest orders one coffee pot with cash and the wallet owner's phone: the cart's active order. */
async function placeCashOrderAtTable(page: Page, table: number, phone: string): Promise<string> {
  await page.goto(tableLink(table));
  await expect(page).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await page.goto(`/en/product/${latte.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  const name = page.getByRole("textbox", { name: /^Name/ });
  if ((await name.count()) > 0) await name.fill("Aisha Rahman");
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
  return /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
}

const row = (page: Page, label: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");
const card = (page: Page, name: string) => page.getByRole("region", { name });

test("a card page left open: the wallet waits, the guest closes the page, pays from the wallet, and the old page offers no Pay", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // A table per attempt: the order of a failed attempt keeps its table busy.
  const wallet = payWalletOf("openCard", testInfo.retry);
  const uuid = await placeCashOrderAtTable(page, 4 + testInfo.retry, wallet.phone);
  await page.goto(`/en/af-checkout/${uuid}/`);
  await expect(row(page, "Total")).toHaveText("AED 84.42");
  await expect(card(page, "Card payment open")).toHaveCount(0);

  // Pay Full Amount opens the sandbox card page; the guest goes back without paying.
  await card(page, "Payment Options").getByRole("button", { name: "Pay Full Amount" }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]{32}\/$/);
  const cardPage = page.url();
  await page.goto(`/en/af-checkout/${uuid}/`);
  const open = card(page, "Card payment open");
  await expect(open.getByRole("status")).toHaveText(
    "A card payment of this bill is open on its payment page. Pay it there, or cancel it here to pay another way.",
  );

  // The wallet is refused while that page is open: nothing is paid.
  const blue = card(page, "Blue Wallet");
  const otp = walletOtp(wallet.otp_secret, new Date(Date.now() + 30_000));
  await blue.getByRole("textbox", { name: "Amount" }).fill("20");
  await blue.getByRole("textbox", { name: "OTP" }).fill(otp);
  await blue.getByRole("button", { name: "Redeem" }).click();
  await expect(blue.getByRole("alert")).toBeVisible();
  await expect(row(page, "Blue Wallet")).toHaveCount(0);

  // Closed (expired at its provider), the bill takes the wallet.
  await open.getByRole("button", { name: "Cancel the card payment" }).click();
  await expect(open).toHaveCount(0);
  await blue.getByRole("textbox", { name: "OTP" }).fill(otp);
  await blue.getByRole("button", { name: "Redeem" }).click();
  await expect(row(page, "Blue Wallet")).toHaveText("AED 20.00");
  await expect(row(page, "Balance Due")).toHaveText("AED 64.42");

  // The old card page, opened again, offers no Pay: the bill still owes 64.42.
  await page.goto(cardPage);
  await expect(page.getByRole("status")).toHaveText("This payment was declined.");
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Return to the app" }).click();
  await expect(page).toHaveURL(/\/en\/payment\/stripe/);
  await page.goto(`/en/af-checkout/${uuid}/`);
  await expect(row(page, "Balance Due")).toHaveText("AED 64.42");
});
