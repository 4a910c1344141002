import { expect, test } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { freshTable, TABLE_LINK_VENUE } from "./support/table-link-venues";
import ar from "../messages/ar.json";

// Issue 26 item 7: "No default contact e-mail and phone (001 section 9). Table and room orders store
// empty strings." A guest reading Arabic orders at a table, where the checkout asks no e-mail or phone;
// the order the venue API keeps (read back with this device's member key, as only its creator may)
// carries the default contact e-mail and phone.
// Fixture venue: e2e/support/table-link-venues.ts (the name is all its checkout asks).

const SALT = "carte-demo-salt";
const { host, tea } = TABLE_LINK_VENUE;

test("a table order placed in Arabic without e-mail or phone is stored with the default contact", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const table = freshTable(5);
  const origin = new URL(baseURL ?? "http://127.0.0.1:3100");
  origin.hostname = host;
  const context = await browser.newContext({ baseURL: origin.origin, viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ar", url: origin.origin }]);
  const page = await context.newPage();

  await page.goto(`/t/${encodeLocationToken("t", table, SALT) ?? ""}/`);
  await expect(page).toHaveURL(/\/ar\/home\/$/, { timeout: 15_000 });
  await page.goto(`/ar/product/${tea.id}/`);
  await page.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(page).toHaveURL(/\/ar\/cart\/$/);
  await page.getByRole("radio", { name: ar.PaymentTypes.cash }).check();
  await page.getByRole("link", { name: ar.Cart.checkout }).click();
  const created = page.waitForResponse((response) => response.request().method() === "POST" && /\/api\/order\/$/.test(response.url()));
  await page.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  const answer = (await (await created).json()) as { uuid: string; member_key: string };
  await expect(page).toHaveURL(new RegExp(`/ar/order/${answer.uuid}/$`), { timeout: 15_000 });

  const url = new URL(`/backend/ar/api/order/${answer.uuid}/`, baseURL ?? "http://127.0.0.1:3100");
  const stored = await request.get(url.href, { headers: { Host: `${host}:${url.port}`, "X-Order-Key": answer.member_key } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ origin_label: String(table), email: "guest@carte.invalid", phone: "+971500000000" });
  await context.close();
});
