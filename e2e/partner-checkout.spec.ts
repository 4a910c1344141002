import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { walletOtp } from "../server/services/partner/wallet-otp";
import { OTHER_PAY_VENUE, PARTNER_PAY_VENUE, payWalletOf } from "./support/partner-pay-venues";

// Checkout of the active partner order, /{lang}/af-checkout/{id} (issue 12 item 4; 001 sections 2, 4,
// 7 and 8), on the fixture venue "Blue Terrace" (e2e/support/partner-pay-venues.ts): AED with 2
// decimals, VAT 5 %, one product at AED 80.40, so an order of one is 80.40 + 4.02 = AED 84.42. The guest
// arrives by a table's QR link, orders with cash, and pays from the partner checkout: a 10 % tip
// (8.44, total 92.86), AED 20 from the Blue wallet (balance due 72.86), a split between 3 guests, and
// one share (AED 30) through the sandbox gateway.

const SALT = "carte-demo-salt";
const { host, latte } = PARTNER_PAY_VENUE;

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  },
});

function tableLink(table: number): string {
  const token = encodeLocationToken("t", table, SALT);
  if (token === null) throw new Error(`cannot encode table ${table}`);
  return `/t/${token}/`;
}

/** The venue API as Node reaches it: 127.0.0.1, with the venue's Host as a browser there sends it. */
async function createOrder(
  request: APIRequestContext,
  baseURL: string | undefined,
  venue: typeof PARTNER_PAY_VENUE | typeof OTHER_PAY_VENUE,
) {
  const url = new URL("/backend/en/api/order/", baseURL ?? "http://127.0.0.1:3100");
  url.hostname = "127.0.0.1";
  const response = await request.post(url.href, {
    headers: { "Idempotency-Key": `partner-pay-${crypto.randomUUID()}`, Host: `${venue.host}:${url.port}` },
    data: {
      menu: venue.menuId,
      customer_name: "Layla Haddad",
      phone: "+971501234567",
      order_type: "takeaway",
      payment_type: "cash",
      delivery_fees_currency: "AED",
      sub_total: 80.4,
      sub_total_currency: "AED",
      total: 84.42,
      total_currency: "AED",
      line_items: [
        { product: venue.latte.id, product_name: venue.latte.name, product_price: 80.4, product_price_currency: "AED", quantity: 1 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** A receipt row's amount (Subtotal, Tips, Total, a payment type, Balance Due). */
const row = (page: Page, label: string): Locator =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");

const card = (page: Page, name: string) => page.getByRole("region", { name });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** A table guest: QR link -> cart -> cash -> checkout -> the order screen; answers the order's uuid. */
async function placeCashOrderAtTable(page: Page, table: number, phone: string): Promise<string> {
  await page.goto(tableLink(table));
  await expect(page).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await page.goto(`/en/product/${latte.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  // Helper A's partner rules drop the name field on this venue; until then it is asked.
  const name = page.getByRole("textbox", { name: /^Name/ });
  if ((await name.count()) > 0) await name.fill("Aisha Rahman");
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
  return /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
}

test("the active partner order: 10 % tip, wallet with a wrong then the right OTP, split between 3, one share paid", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // A table per attempt: the order of a failed attempt keeps its table busy.
  const wallet = payWalletOf("checkout", testInfo.retry);
  const uuid = await placeCashOrderAtTable(page, 2 + testInfo.retry, wallet.phone);
  await expect(row(page, "Total")).toHaveText("AED 84.42");

  // The order screen's way in.
  await page.getByRole("link", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/af-checkout/${uuid}/$`));
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page).toHaveTitle(/^Checkout \| Blue Terrace \| /);
  await expect(card(page, "Blue Wallet")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Tips: 10 % of the total without tips, saved; the receipt's tips row and total change.
  const tips = card(page, "Tips");
  await expect(tips.getByRole("radio")).toHaveCount(5);
  await tips.getByRole("radio", { name: "10%" }).check();
  await expect(tips.getByRole("status")).toHaveText("Tip: AED 8.44");
  await tips.getByRole("button", { name: "Add Tip" }).click();
  await expect(row(page, "Tips")).toHaveText("AED 8.44");
  await expect(row(page, "Total")).toHaveText("AED 92.86");
  await expect(tips).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove Tip" })).toBeVisible();

  // Wallet: a wrong OTP, then the one the owner's Blue App shows (the next 30 s step, so a retry's is fresh).
  const blue = card(page, "Blue Wallet");
  const otp = blue.getByRole("textbox", { name: "OTP" });
  const redeem = blue.getByRole("button", { name: "Redeem" });
  await expect(blue.getByText("Get from Blue App")).toBeVisible();
  await expect(blue.getByRole("textbox", { name: "Amount" })).toHaveValue("92.86");
  await blue.getByRole("textbox", { name: "Amount" }).fill("20");
  await otp.fill("00000");
  await expect(redeem).toBeDisabled();
  await otp.fill("000000");
  await redeem.click();
  await expect(blue.getByRole("alert")).toHaveText("Incorrect OTP");
  await expect(otp).toHaveValue("");
  await otp.fill(walletOtp(wallet.otp_secret, new Date(Date.now() + 30_000)));
  await redeem.click();
  await expect(row(page, "Blue Wallet")).toHaveText("AED 20.00");
  await expect(row(page, "Balance Due")).toHaveText("AED 72.86");
  // A payment exists: the tip can no longer be reset.
  await expect(page.getByRole("button", { name: "Remove Tip" })).toHaveCount(0);

  // Split between 3 guests: an invalid total, then a valid one.
  const options = card(page, "Payment Options");
  await options.getByRole("button", { name: "Split Bill" }).click();
  await expect(options.getByRole("textbox", { name: "Guest 1" })).toHaveValue("36.43");
  await expect(options.getByRole("textbox", { name: "Guest 2" })).toHaveValue("36.43");
  await options.getByRole("button", { name: "Add a guest" }).click();
  await expect(options.getByText("Max upto 6 guests")).toBeVisible();
  for (const [n, value] of [
    [1, "24.28"],
    [2, "24.28"],
    [3, "24.30"],
  ] as const) {
    await expect(options.getByRole("textbox", { name: `Guest ${n}` })).toHaveValue(value);
  }
  await options.getByRole("textbox", { name: "Guest 1" }).fill("30");
  await expect(options.getByRole("button", { name: "Invalid Split Total" })).toBeDisabled();
  await expect(options.getByTestId("split-total")).toHaveAttribute("data-valid", "false");
  await expect(options.getByTestId("split-total")).toContainText("AED 78.58");
  expect(await seriousViolations(page)).toEqual([]);
  await options.getByRole("textbox", { name: "Guest 3" }).fill("18.58");
  await expect(options.getByTestId("split-total")).toHaveAttribute("data-valid", "true");
  await options.getByRole("button", { name: "Confirm Split" }).click();
  const shares = options.getByTestId("split-payment");
  await expect(shares).toHaveText(["Guest 1AED 30.00Pay", "Guest 2AED 24.28Pay", "Guest 3AED 18.58Pay"]);
  // Split, with a wallet payment among the payments: no wallet card any more.
  await expect(blue).toHaveCount(0);

  // One share through the sandbox gateway, back on the payment-return screen, then the order screen.
  await shares.first().getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/payment\/stripe\/\?/);
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID");
  await page.getByRole("link", { name: "Order Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${uuid}/$`));
  await expect(row(page, "Blue Wallet")).toHaveText("AED 20.00");
  await expect(row(page, "Online Payments")).toHaveText("AED 30.00");
  await expect(row(page, "Balance Due")).toHaveText("AED 42.86");

  // Back on the partner checkout, the paid share reads Paid.
  await page.getByRole("link", { name: "Pay Now" }).click();
  await expect(card(page, "Payment Options").getByTestId("split-payment")).toHaveText([
    "Guest 1AED 30.00Paid",
    "Guest 2AED 24.28Pay",
    "Guest 3AED 18.58Pay",
  ]);
});

test("an order that is not the cart's active one shows only its receipt; another venue's order is 404", async ({
  page,
  request,
  baseURL,
}) => {
  const uuid = await createOrder(request, baseURL, PARTNER_PAY_VENUE);
  await page.goto(`/en/af-checkout/${uuid}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(row(page, "Total")).toHaveText("AED 84.42");
  for (const name of ["Tips", "Blue Wallet", "Payment Options"]) await expect(card(page, name)).toHaveCount(0);

  const other = await createOrder(request, baseURL, OTHER_PAY_VENUE);
  const response = await page.goto(`/en/af-checkout/${other}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
});
