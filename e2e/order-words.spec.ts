import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { ORDER_WORDS_VENUE as VENUE } from "./support/order-words-venue";

// Issue 26 items 1, 2 and 10 on their fixture venue (e2e/support/order-words-venue.ts): what the guest
// ordered, in the screen's language and digits. AED with 2 decimals, Arabic-Indic digits in Arabic.

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = new Map<string, Catalogue>();

/** A message of messages/<lang>.json, its {arguments} filled in. */
function say(lang: string, key: string, values: Record<string, string> = {}): string {
  if (!catalogues.has(lang)) {
    catalogues.set(lang, JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Catalogue);
  }
  const found = key.split(".").reduce<string | Catalogue>((node, part) => (node as Catalogue)[part] ?? "", catalogues.get(lang) ?? {});
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), found as string);
}

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = VENUE.host;
    await provide(url.origin);
  },
});

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.setTimeout(60_000);
  // Coupon calls are rate limited per client: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.26.${testInfo.workerIndex}.${testInfo.line % 250}` });
});

async function addProduct(page: Page, lang: string, item: { id: number; name: Record<string, string> }, qty = 1, size?: string) {
  await page.goto(`/${lang}/product/${item.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: item.name[lang] })).toBeVisible();
  if (size) await page.getByRole("radio", { name: new RegExp(`^${size}`) }).check();
  for (let step = 1; step < qty; step += 1) await page.getByRole("button", { name: say(lang, "Product.increaseQuantity") }).click();
  await page.getByRole("button", { name: say(lang, "Product.addToCart") }).click();
  await expect(page.getByRole("button", { name: say(lang, "Product.alreadyAddedToCart") })).toBeVisible();
}

test("ar: the WhatsApp message lists each line with its choice, quantity and price in Arabic digits, before the total (item 1)", async ({
  page,
  context,
}) => {
  // wa.me is WhatsApp's, outside this network: the chat it would open is answered here.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }));
  await addProduct(page, "ar", VENUE.latte, 2, VENUE.large.ar);
  await addProduct(page, "ar", VENUE.sandwich);
  await page.goto("/ar/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: say("ar", "Checkout.title") })).toBeVisible();
  await page
    .getByRole("group", { name: say("ar", "OrderTypes.label") })
    .getByRole("button", { name: say("ar", "OrderTypes.takeaway") })
    .click();
  await page.getByRole("textbox", { name: new RegExp(`^${say("ar", "Checkout.name")}`) }).fill("ليلى حداد");
  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: say("ar", "Checkout.submitOrder") }).click();
  const url = new URL((await chat).url());
  expect(url.host + url.pathname).toBe("wa.me/971500000026");
  const lines = (url.searchParams.get("text") ?? "").split("\n");
  // 2 × (22 + 4) = 52 and 53; subtotal 105 less HELLO5 (coupon_auto_apply, 5.25), plus VAT 5 % (5.25) and the fee of 2.
  const latte = `٢ × ${VENUE.latte.name.ar} (${VENUE.large.ar}) — AED ٥٢٫٠٠`;
  const sandwich = `١ × ${VENUE.sandwich.name.ar} — AED ٥٣٫٠٠`;
  const total = lines.findIndex((line) => line.startsWith(say("ar", "WhatsAppMessage.total", { amount: "" })));
  expect(lines.slice(total - 2, total)).toEqual([latte, sandwich]);
  expect(lines[total]).toBe(say("ar", "WhatsAppMessage.total", { amount: "AED ١٠٧٫٠٠" }));
});

const summary = (page: Page, lang: string) => page.getByRole("region", { name: say(lang, "Cart.orderSummary") });
const summaryRow = (page: Page, lang: string, label: RegExp) => summary(page, lang).locator("dl > div").filter({ hasText: label });

test("ar: SAVE20 below its minimum of 120 stays chosen, says what is missing, and applies by itself at 128 (item 2)", async ({ page }) => {
  const lang = "ar";
  const couponBox = page.getByRole("textbox", { name: say(lang, "Coupon.label") });
  const discount = (code: string) => summaryRow(page, lang, new RegExp(`^${say(lang, "Receipt.discount")} \\(${code}\\)`));
  await addProduct(page, lang, VENUE.sandwich, 2);
  await page.goto(`/${lang}/cart/`);
  await page
    .getByRole("group", { name: say(lang, "Cart.orderType") })
    .getByRole("button", { name: say(lang, "OrderTypes.takeaway") })
    .click();
  // coupon_auto_apply HELLO5: 5 % of 106.
  await expect(page.getByRole("button", { name: say(lang, "Coupon.applied") })).toBeDisabled();
  await expect(discount("HELLO5")).toContainText("AED ٥٫٣٠");

  await couponBox.fill("SAVE20");
  await page.getByRole("button", { name: say(lang, "Coupon.apply") }).click();
  const missing = say(lang, "Coupon.minimum", { amount: "AED ١٢٠٫٠٠", missing: "AED ١٤٫٠٠" });
  await expect(page.getByText(missing)).toBeVisible();
  await expect(page.getByText(say(lang, "Coupon.stays", { code: "HELLO5" }))).toBeVisible();
  await expect(couponBox).toHaveValue("SAVE20");
  await expect(page.getByRole("button", { name: say(lang, "Coupon.delete") })).toBeEnabled();
  await expect(discount("HELLO5")).toContainText("AED ٥٫٣٠");

  // 106 + 22 = 128: SAVE20 without a second tap.
  await addProduct(page, lang, VENUE.latte, 1, VENUE.small.ar);
  await page.goto(`/${lang}/cart/`);
  await expect(discount("SAVE20")).toContainText("AED ٢٠٫٠٠");
  await expect(couponBox).toHaveValue("SAVE20");
  await expect(page.getByText(missing)).toHaveCount(0);
});

test("ar and de: lines added in English and taxes stored in English are shown in the screen's language (item 10)", async ({
  page,
  context,
}) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }));
  await addProduct(page, "en", VENUE.latte, 1, VENUE.large.en);
  await addProduct(page, "en", VENUE.sandwich);

  await page.goto("/ar/cart/");
  await expect(page.getByRole("heading", { level: 3, name: VENUE.latte.name.ar })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: VENUE.sandwich.name.ar })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: VENUE.latte.name.ar })).toContainText(`الحجم: ${VENUE.large.ar}`);
  await expect(page.getByText(VENUE.latte.name.en)).toHaveCount(0);

  // Ordered in English: the order stores English names; the German receipt names them from the German menu.
  await page.goto("/en/checkout/");
  await page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Layla Haddad");
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//);
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
  await page.goto(`/de/order/${uuid}/`);
  await expect(page.getByText(VENUE.vat.de, { exact: true })).toBeVisible();
  await expect(page.getByText(VENUE.vat.en, { exact: true })).toHaveCount(0);
  await expect(page.getByText(VENUE.sandwich.name.de, { exact: true })).toBeVisible();
  await expect(page.getByText(VENUE.sandwich.name.en, { exact: true })).toHaveCount(0);
});
