import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { walletOtp } from "../server/services/partner/wallet-otp";
import { PARTNER_PAY_VENUE } from "./support/partner-pay-venues";

// Issue 24 item 3, as a guest meets it on the fixture venue "Blue Terrace" (e2e/support/partner-pay-venues.ts:
// AED 80.40 + VAT 5 % = 84.42): the guest presses Pay Full Amount, leaves the card page open and comes
// back to pay from the Blue wallet instead. While that page is open the wallet is refused and the
// checkout says why; the guest closes it, pays from the wallet, and the old page no longer takes money.

const { host, latte, wallet } = PARTNER_PAY_VENUE;

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  },
});

/** A cash order of one coffee pot with the wallet owner's phone, placed through the venue API. */
async function createOrder(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const url = new URL("/backend/en/api/order/", baseURL ?? "http://127.0.0.1:3100");
  url.hostname = "127.0.0.1";
  const response = await request.post(url.href, {
    headers: { "Idempotency-Key": `open-card-${crypto.randomUUID()}`, "X-Forwarded-Host": `${host}:${url.port}` },
    data: {
      menu: PARTNER_PAY_VENUE.menuId,
      customer_name: "Aisha Rahman",
      phone: wallet.phone,
      order_type: "takeaway",
      payment_type: "cash",
      delivery_fees_currency: "AED",
      sub_total: 80.4,
      sub_total_currency: "AED",
      total: 84.42,
      total_currency: "AED",
      line_items: [{ product: latte.id, product_name: latte.name, product_price: 80.4, product_price_currency: "AED", quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

const row = (page: Page, label: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");
const card = (page: Page, name: string) => page.getByRole("region", { name });

test("a card page left open: the wallet waits, the guest closes the page, pays from the wallet, and the old page offers no Pay", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const uuid = await createOrder(request, baseURL);
  await page.goto(`/en/af-checkout/${uuid}/`);
  await expect(row(page, "Balance Due")).toHaveText("AED 84.42");
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
  await expect(row(page, "Balance Due")).toHaveText("AED 84.42");

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
