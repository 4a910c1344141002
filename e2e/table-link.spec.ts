import { expect, test, type APIRequestContext } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { freshTable, TABLE_LINK_VENUE } from "./support/table-link-venues";

// Issue 24 item 6: "Opening /t/{token} and going on within about a second (while it shows 'Loading')
// keeps 'Table 3' on every screen, but the order is sent as takeaway with no table and the name
// 'Guest'." The guest here leaves the link the moment its answer arrives, before any page script ran,
// goes to the category, orders, and the order the venue API stores is a dine-in order at that table.
// Fixture venue: e2e/support/table-link-venues.ts (no table tab; a table of its own per run).

const SALT = "carte-demo-salt";
const { host, category, tea } = TABLE_LINK_VENUE;

function origin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = host;
  return url.origin;
}

/** The order as the venue API answers its uuid, on the venue's host (as a proxy names it). */
async function storedOrder(request: APIRequestContext, baseURL: string | undefined, uuid: string) {
  const url = new URL(`/backend/en/api/order/${uuid}/`, baseURL ?? "http://127.0.0.1:3100");
  const answer = await request.get(url.href, { headers: { Host: `${host}:${url.port}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { order_type: string; origin_label: string; origin_type: string };
}

test("a table link left before its page loaded still orders for that table", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const table = freshTable(0);
  const context = await browser.newContext({ baseURL: origin(baseURL), viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();

  // The link's answer has arrived; the guest goes on before the page that follows it has run anything.
  await page.goto(`/t/${encodeLocationToken("t", table, SALT) ?? ""}/`, { waitUntil: "commit" });
  await page.goto(`/en/category/${category.id}/`);
  const chip = page.getByRole("banner").getByRole("note", { name: "Ordering from" });
  await expect(chip).toHaveText(`Table ${table}`);

  await page.goto(`/en/product/${tea.id}/`);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByText(`Table# ${table}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";

  expect(await storedOrder(request, baseURL, uuid)).toMatchObject({
    order_type: "dine_in",
    origin_label: String(table),
    origin_type: "table",
  });
  // The cart now holds the table: the link's cookie is gone, and the next screen still shows the table.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("carte_location");
  await page.goto(`/en/category/${category.id}/`);
  await expect(chip).toHaveText(`Table ${table}`);
  await context.close();
});

test("the link's answer is the guest's own: a 303 with the place in a cookie, never from the page cache", async ({ request, baseURL }) => {
  const table = freshTable(1);
  const url = new URL(`/t/${encodeLocationToken("t", table, SALT) ?? ""}/`, baseURL ?? "http://127.0.0.1:3100");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.get(url.href, { headers: { Host: `${host}:${url.port}` }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toMatch(/\/en\/home\/$/);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["set-cookie"]).toMatch(new RegExp(`^carte_location=t\\.\\w+\\.${table}; Path=/; Max-Age=3600; SameSite=Lax`));
  }
  // The home it leads to is the shared, guest-free page: no cookie set, no table in it.
  const home = await request.get(new URL("/en/home/", url).href, { headers: { Host: `${host}:${url.port}` } });
  expect(home.status()).toBe(200);
  expect(home.headers()["set-cookie"]).toBeUndefined();
  expect(await home.text()).not.toContain(`Table ${table}`);
});
