import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { orderLine, takeawayOrderBody } from "./support/order-body";

/** The demo menu's Grilled hammour, as the venue API prices it. */
const HAMMOUR = { id: 405, name: "Grilled hammour", price: 84 };

// The payment-return screens (001 sections 2, 4, 7 and 8) on the demo venue, open around the clock,
// whose online payments go to the venue API's sandbox gateway as provider stripe: the sandbox's
// hosted page offers Pay and Decline and returns to /{lang}/payment/stripe?ref=...&session=...

// The demo's ui_strings replace Payment.thankYou (ui_str_order_thank_you); 001 section 2's default is
// 'Thank you for placing the order. Our team will get back to you shortly!'.
const THANK_YOU = "Shukran! Your order is with our kitchen and we will keep you updated here.";

let keys = 0;

/** POST /backend/en/api/order/ for a card payment; the API re-prices from the menu (Grilled hammour 84). */
async function createCardOrder(request: APIRequestContext, baseURL: string) {
  const answer = await request.post("/backend/en/api/order/", {
    headers: { "Idempotency-Key": `e2e-payment-${Date.now()}-${(keys += 1)}`, Origin: baseURL },
    data: takeawayOrderBody(1, [orderLine(HAMMOUR)], "card"),
  });
  const body = (await answer.json()) as { uuid: string; padded_order_id: string; payment_url: string | null };
  expect(answer.status(), JSON.stringify(body)).toBe(201);
  expect(body.payment_url).toContain("/backend/sandbox/pay/");
  return body;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("Pay on the sandbox returns to the stripe screen: PAID, the thank-you text, the live order and Order Details", async ({
  page,
  request,
  baseURL,
}) => {
  const order = await createCardOrder(request, baseURL ?? "");
  await page.goto(order.payment_url ?? "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/en\/payment\/stripe\/\?.*ref=.+/);
  const url = new URL(page.url());
  expect(url.searchParams.get("session")).toMatch(/^cs_sandbox_/);
  await expect(page.getByRole("heading", { level: 1, name: `Order ID - ${order.padded_order_id}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order ID - ${order.padded_order_id} | Saffron & Sand | Carte`);
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PAID");
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  // Issue 28 item 7: the gateway's reference in a details line, and the live order on the same screen.
  await expect(page.getByTestId("payment-reference")).toHaveText(`Payment reference: ${url.searchParams.get("ref") ?? "-"}`);
  await expect(page.getByTestId("payment-paid-animation")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order #${order.padded_order_id}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Order progress" }).getByRole("listitem")).toHaveCount(4);
  await expectNoSeriousViolations(page);

  const details = page.getByRole("link", { name: "Order Details" });
  await expect(details).toHaveAttribute("href", `/en/order/${order.uuid}/`);
  await details.click();
  await expect(page).toHaveURL(new RegExp(`/en/order/${order.uuid}/$`));
  await expect(page.getByRole("heading", { name: `Order #${order.padded_order_id}` })).toBeVisible();
});

test("Decline on the sandbox: a status other than PAID, without the thank-you text", async ({ page, request, baseURL }) => {
  const order = await createCardOrder(request, baseURL ?? "");
  await page.goto(order.payment_url ?? "");
  await page.getByRole("button", { name: "Decline" }).click();

  await expect(page).toHaveURL(/\/en\/payment\/stripe\/\?/);
  const status = page.getByRole("status").filter({ hasText: "Order Status:" });
  await expect(status).toHaveText(/^Order Status: (?!PAID$|PENDING$).+/);
  await expect(page.getByRole("heading", { level: 1, name: `Order ID - ${order.padded_order_id}` })).toBeVisible();
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  await expect(page.getByTestId("payment-not-paid-animation")).toBeVisible();
  await expect(page.getByRole("link", { name: "Order Details" })).toHaveAttribute("href", `/en/order/${order.uuid}/`);
  await expectNoSeriousViolations(page);
});

test("unprefixed return path, missing parameters and an unknown provider", async ({ page }) => {
  // No ref/session: no status call is made and the screen stays PENDING, without an animation.
  const pending = await page.goto("/payment/stripe/?ref=only-a-reference");
  expect(pending?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Order Payment" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PENDING");
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  await expect(page.getByTestId("payment-paid-animation")).toHaveCount(0);
  await expect(page.getByTestId("payment-not-paid-animation")).toHaveCount(0);

  // An unknown reference: the status call fails (404), which is only logged; still PENDING.
  await page.goto("/en/payment/ngenius/?ref=no-such-payment");
  await expect(page.getByRole("status").filter({ hasText: "Order Status:" })).toHaveText("Order Status: PENDING");

  const unknown = await page.goto("/en/payment/bitcoin/?reference=x");
  expect(unknown?.status()).toBe(404);
});
