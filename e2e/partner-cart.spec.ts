import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Response } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { PARTNER_CART_VENUE as VENUE } from "./support/partner-cart-venues";

// Issue 12 items 1 and 2 on a partner venue (al_futtaim_enabled, e2e/support/partner-cart-venues.ts):
// a table's QR link -> dishes -> the cart's loyalty row -> the employee discount (a wrong id flagged,
// then the right one: Remove Discount, the employee's promotion, the phone locked) -> the checkout
// without a name field -> online payment: the sandbox gateway asks exactly the cart's total.
// Amounts by hand (001 section 9): two cappuccinos (18) and a club sandwich (48) make 84; the coffee
// promotion takes 3.60 and, for the employee, 20 % takes 16.80 more; VAT 5 % on what is left, then
// the fixed service fee of 2.

const SALT = "carte-demo-salt";

function tableLink(table: number): string {
  const token = encodeLocationToken("t", table, SALT);
  if (token === null) throw new Error(`cannot encode table ${table}`);
  return `/t/${token}/`;
}

/** The same server under the fixture's host name: the custom-domain call maps it to its licence. */
test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = VENUE.host;
    await provide(url.origin);
  },
});

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  // The employee check allows 10 calls a minute per client: each test (and retry) is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.95.${testInfo.retry}.${testInfo.line % 250}` });
});

const summary = (page: Page) => page.getByRole("region", { name: "Order summary" });
const loyaltyRows = (page: Page) => summary(page).getByTestId("loyalty-discount");
const total = (page: Page) => summary(page).getByTestId("cart-total");
const employeeId = (page: Page) => page.getByRole("textbox", { name: "Employee ID" });
const employeePhone = (page: Page) => page.getByRole("textbox", { name: "Employee phone number" });
const settled = (page: Page) => expect(summary(page)).toHaveAttribute("aria-busy", "false");

/** A guest at a table, with two cappuccinos and a club sandwich in the cart (addtocart_redirect: cart). */
async function tableCart(page: Page, table: number) {
  await page.goto(tableLink(table));
  await expect(page).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await page.goto(`/en/product/${VENUE.coffee.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: VENUE.coffee.name })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.goto(`/en/product/${VENUE.sandwich.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: VENUE.sandwich.name })).toBeVisible();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** An amount as the cart shows it ("AED 68.78") or the gateway ("68.78 AED"), as a number. */
function amountOf(text: string | null): number {
  const match = /\d+(?:[.,]\d+)?/.exec(text ?? "");
  return match ? Number(match[0].replace(",", ".")) : Number.NaN;
}

test("table QR -> loyalty row -> employee id wrong, then right -> checkout without a name -> the gateway asks the cart's total", async ({
  page,
}, testInfo) => {
  // A table per attempt: an order left by a failed attempt makes the table busy.
  await tableCart(page, 1 + testInfo.retry * 2);

  // Everyone's promotion: 84 − 3.60 = 80.40, VAT 4.02, service fee 2.
  await expect(loyaltyRows(page)).toHaveText([`${VENUE.promotions.coffee}-AED 3.60`]);
  await expect(summary(page).getByRole("group", { name: "Loyalty Discounts" })).toBeVisible();
  await settled(page);
  await expect(total(page)).toHaveText("TotalAED 86.42");

  // The box comes after the order comments; the cart has no phone yet, so the box asks it.
  const comments = page.getByRole("textbox", { name: "Order Comments" });
  await expect(comments).toBeVisible();
  expect(
    await comments.evaluate(
      (node, box) => Boolean(node.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING),
      await employeeId(page).elementHandle(),
    ),
  ).toBe(true);
  const apply = page.getByRole("button", { name: "Apply Discount" });
  await expect(apply).toBeDisabled();
  await employeePhone(page).fill(VENUE.employee.typed);

  // A wrong id: flagged, and the flag goes as soon as the field is edited.
  await employeeId(page).fill("EMP-000");
  await apply.click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid employee ID" })).toBeVisible();
  await expect(employeeId(page)).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await employeeId(page).fill("EMP-56");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid employee ID" })).toHaveCount(0);
  await expect(employeeId(page)).toHaveAttribute("aria-invalid", "false");

  // The right one: Remove Discount, and the employee's promotion joins the row.
  await employeeId(page).fill(VENUE.employee.id);
  await apply.click();
  await expect(page.getByRole("button", { name: "Remove Discount" })).toBeVisible();
  await expect(employeePhone(page)).toHaveCount(0);
  await expect(loyaltyRows(page)).toHaveText([`${VENUE.promotions.coffee}-AED 3.60`, `${VENUE.promotions.employee}-AED 16.80`]);
  await settled(page);
  // 84 − 20.40 = 63.60, VAT 3.18, service fee 2.
  await expect(total(page)).toHaveText("TotalAED 68.78");
  const cartTotal = amountOf(await total(page).textContent());
  expect(await seriousViolations(page)).toEqual([]);

  // Online payment; on the partner venue the checkout reads SUBMIT ORDER (guests do not see PAY NOW).
  await page.getByRole("radio", { name: "Online Payments" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`Table# ${1 + testInfo.retry * 2}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveCount(0);
  const phone = page.getByRole("textbox", { name: /^Phone/ });
  await expect(phone).toBeDisabled();
  await expect(phone).toHaveValue(VENUE.employee.phone);
  await expect(loyaltyRows(page)).toHaveText([`${VENUE.promotions.coffee}-AED 3.60`, `${VENUE.promotions.employee}-AED 16.80`]);
  await expect(total(page)).toHaveText("TotalAED 68.78");
  await expect(page.getByRole("button", { name: /^PAY NOW/ })).toHaveCount(0);

  const submit = page.getByRole("button", { name: "SUBMIT ORDER" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/backend\/sandbox\/pay\/\w+\/$/, { timeout: 20_000 });
  const charged = page.locator("dt", { hasText: "Amount" }).locator("xpath=following-sibling::dd[1]");
  await expect(charged).toHaveText("68.78 AED");
  expect(amountOf(await charged.textContent())).toBe(cartTotal);
});

test("the employee box takes hostile ids without a server error: oversized, slashes, dots, other scripts", async ({ page }, testInfo) => {
  const failures: string[] = [];
  page.on("response", (response: Response) => {
    if (response.url().includes("/iiko/") && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  await tableCart(page, 2 + testInfo.retry * 2);
  await settled(page);
  await employeePhone(page).fill(VENUE.employee.typed);

  // Oversized: the field keeps the venue API's limit of 64 characters.
  await employeeId(page).fill("E".repeat(200));
  await expect(employeeId(page)).toHaveValue("E".repeat(64));

  // A path step is no id: nothing is asked.
  await employeeId(page).fill("..");
  await expect(page.getByRole("button", { name: "Apply Discount" })).toBeDisabled();

  for (const id of ["../../admin", "EMP-561/../EMP-561", "%2e%2e%2f", "موظف١٠٠١ 👩‍🍳", "EMP-561?phone=+971503330561"]) {
    await employeeId(page).fill(id);
    await page.getByRole("button", { name: "Apply Discount" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid employee ID" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Discount" })).toHaveCount(0);
  }
  // The right id with someone else's phone proves nothing either.
  await page.reload();
  await employeePhone(page).fill("050 999 9999");
  await employeeId(page).fill(VENUE.employee.id);
  await page.getByRole("button", { name: "Apply Discount" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid employee ID" })).toBeVisible();
  await expect(loyaltyRows(page)).toHaveText([`${VENUE.promotions.coffee}-AED 3.60`]);
  expect(failures).toEqual([]);
});
