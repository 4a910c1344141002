import { expect, test, type Page, type Request } from "./support/test";
import { venueWallClock } from "../lib/cart/order-payload-time";
import { ZONES_NO_MAP_VENUE } from "./support/checkout-venues";

// Issue 24 item 8: a checkout left open goes stale. The guest fills the takeaway checkout of a venue that
// asks the date-time (e2e/support/checkout-venues.ts), then leaves the phone for two minutes: the
// clock moves on (page.clock) while the page's timers do not catch up, as on a phone in a pocket.
// "As soon as possible", the default, still submits; a time the guest picked that has since passed is
// refused with the message.

const { host, latte, menuId, timezone } = ZONES_NO_MAP_VENUE;
// messages/en.json CheckoutValidation.datePast.
const DATE_PAST = "Please select a date and time from now on";
const TWO_MINUTES = 2 * 60_000;

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  },
});

const submit = (page: Page) => page.getByRole("button", { name: "SUBMIT ORDER" });

function orderRequest(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === "POST" && /\/backend\/en\/api\/order\/$/.test(request.url()));
}

/** The takeaway checkout with the name filled in, its clock fixed at `opened`. */
async function openTakeawayCheckout(page: Page, opened: number) {
  await page.clock.setFixedTime(opened);
  await page.goto(`/en/product/${latte.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
  await page.goto("/en/home/");
  const takeaway = page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" });
  await takeaway.click();
  await expect(takeaway).toHaveAttribute("aria-pressed", "true");
  await page.goto("/en/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Layla Haddad");
}

test("left open two minutes, 'As soon as possible' still submits", async ({ page }) => {
  const opened = Date.now();
  await openTakeawayCheckout(page, opened);
  await expect(page.getByRole("group", { name: /^Takeaway Date\/Time/ }).getByRole("radio", { name: "As soon as possible" })).toBeChecked();
  await expect(submit(page)).toBeEnabled();

  await page.clock.setFixedTime(opened + TWO_MINUTES);
  // The guest comes back and corrects their name: the form is judged again at the new time.
  await page.getByRole("textbox", { name: /^Name/ }).fill("Layla H.");
  await expect(page.getByText(DATE_PAST)).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  const sent = orderRequest(page);
  await submit(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ menu: menuId, order_type: "takeaway", delivery_datetime: null });
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
});

test("a picked time that has passed while the checkout was open is refused with the message", async ({ page }) => {
  const opened = Date.now();
  await openTakeawayCheckout(page, opened);
  await page.getByRole("radio", { name: "At a chosen time" }).check();
  await page.getByLabel(/^Takeaway Date\/Time/).fill(venueWallClock(opened + 60_000, timezone));
  await expect(submit(page)).toBeEnabled();

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/backend\/en\/api\/order\/$/.test(request.url())) posted = true;
  });
  await page.clock.setFixedTime(opened + TWO_MINUTES + 60_000);
  await submit(page).click();
  await expect(page.getByText(DATE_PAST)).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await expect(page).toHaveURL(/\/en\/checkout\/$/);
  expect(posted).toBe(false);

  // Back to "As soon as possible": the order goes.
  await page.getByRole("radio", { name: "As soon as possible" }).check();
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
});
