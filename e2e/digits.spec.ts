import { encodeLocationToken } from "../lib/domain/location-token";
import { expect, test, type Page } from "./support/test";
import { DIGITS_VENUE } from "./support/digits-venue";

// One digit system per screen (issue 28 item 10), on the demo venue as a guest meets it (fixture
// e2e/support/digits-venue.ts: Arabic-Indic digits and the US$ second currency on). Every number a
// screen shows, in its text and its fields' placeholders, is written in the screen's digits: in Arabic
// no Western digit on home, product, cart, checkout, order and the forms; in English no Eastern one.
// Venue texts are shown as the venue wrote them (docs/decisions/0204-app-numbers-venue-texts.md); the demo writes its Arabic with
// Arabic-Indic digits, so here nothing is left out. What a guest types is not the screen's text.

const WESTERN = /[0-9]/;
const EASTERN = /[\u0660-\u0669\u06F0-\u06F9]/;
const SALT = "carte-demo-salt";

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = DIGITS_VENUE.host;
    await provide(url.origin);
  },
});

/** The lines of the visible text, and the placeholders of the visible fields, that hold a digit of `digits`. */
async function foreignDigits(page: Page, digits: RegExp): Promise<string[]> {
  const text = await page.locator("body").innerText();
  const placeholders = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[placeholder], textarea[placeholder]")]
      .filter((field) => field.checkVisibility())
      .map((field) => `placeholder: ${field.placeholder}`),
  );
  return [...text.split("\n"), ...placeholders].filter((line) => digits.test(line));
}

/** `own` null: a screen that shows no number at all (the landing's form) is only checked for the other system. */
async function expectOneDigitSystem(page: Page, screen: string, own: RegExp | null, foreign: RegExp) {
  if (own) await expect.poll(() => page.locator("body").innerText(), { message: `${screen}: digits of its own system` }).toMatch(own);
  expect(await foreignDigits(page, foreign), `${screen}: no digit of the other system`).toEqual([]);
}

/** At table 3, two avocado toasts in the cart (English, as any guest could have added them). */
async function fillCartAtTable(page: Page) {
  await page.goto(`/en/t/${encodeLocationToken("t", DIGITS_VENUE.table, SALT) ?? ""}/`);
  await expect(page).toHaveURL(/\/en\/home\/$/);
  await page.goto(`/en/product/${DIGITS_VENUE.toast.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: DIGITS_VENUE.toast.en })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
}

test("Arabic: home, product, cart, checkout, order and the forms show Arabic-Indic digits only", async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  await fillCartAtTable(page);

  await page.goto("/ar/home/");
  // Once the client has read the stored cart: two items (Arabic's dual).
  await expect(page.getByRole("banner").getByRole("link", { name: "السلة، منتجان" })).toBeVisible();
  await expect(page.getByRole("note", { name: "مكان الطلب" })).toHaveText("طاولة ٣");
  await expectOneDigitSystem(page, "home", EASTERN, WESTERN);

  await page.goto(`/ar/product/${DIGITS_VENUE.toast.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: DIGITS_VENUE.toast.ar })).toBeVisible();
  await expectOneDigitSystem(page, "product", EASTERN, WESTERN);

  await page.goto("/ar/cart/");
  await expect(page.getByRole("heading", { level: 3, name: DIGITS_VENUE.toast.ar })).toBeVisible();
  // The total and its second currency: each isolated, a space between them.
  const total = page.getByTestId("cart-total");
  await expect(total.locator("dd")).toHaveText(/^AED [٠-٩٬]+٫[٠-٩]{2} \(US\$[٠-٩٬]+٫[٠-٩]{2}\)$/);
  await expect(total.locator("dd bdi")).toHaveCount(2);
  await expect(page.getByText("ضريبة القيمة المضافة ٥٪")).toBeVisible();
  await expectOneDigitSystem(page, "cart", EASTERN, WESTERN);

  await page.goto("/ar/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "إتمام الطلب" })).toBeVisible();
  await expect(page.getByText("طاولة رقم ٣")).toBeVisible();
  await expectOneDigitSystem(page, "checkout", EASTERN, WESTERN);

  await page.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/order\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText(DIGITS_VENUE.toast.ar).first()).toBeVisible();
  await expectOneDigitSystem(page, "order", EASTERN, WESTERN);

  await page.goto(`/ar/form/${DIGITS_VENUE.forms.feedback}/`);
  const date = page.getByRole("textbox", { name: "تاريخ الزيارة" });
  await expect(page.getByRole("textbox", { name: "رقم الجوال" })).toHaveAttribute("placeholder", "٠٥٠ ١٢٣ ٤٥٦٧");
  await expect(page.getByRole("spinbutton", { name: "عدد الضيوف" })).toHaveAttribute("placeholder", "٢");
  await expect(date).toHaveAttribute("placeholder", "\u200eسنة\u200e-\u200eشهر\u200e-\u200eيوم\u200e");
  await expectOneDigitSystem(page, "form", EASTERN, WESTERN);
  // A date typed in the screen's digits is a date; one in another order says how to write it.
  await date.fill("١٤/٠٣/٢٠٢٥");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("أدخل التاريخ بالترتيب: السنة، الشهر، اليوم")).toBeVisible();
  await date.fill("٢٠٢٥-٠٣-١٤");
  await expect(date).not.toHaveAttribute("aria-invalid", "true");

  await page.goto("/ar/");
  await expect(page.getByRole("region", { name: "أهلاً بكم في الزعفران والرمل" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "اسمك الأول" })).toBeVisible();
  await expectOneDigitSystem(page, "landing form", null, WESTERN);
});

test("English: the same screens show Western digits only", async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  await fillCartAtTable(page);
  const screens: [string, string, () => Promise<void>][] = [
    ["home", "/en/home/", () => expect(page.getByRole("note", { name: "Ordering from" })).toHaveText("Table 3")],
    ["cart", "/en/cart/", () => expect(page.getByRole("heading", { level: 3, name: DIGITS_VENUE.toast.en })).toBeVisible()],
    ["checkout", "/en/checkout/", () => expect(page.getByText("Table# 3")).toBeVisible()],
    [
      "form",
      `/en/form/${DIGITS_VENUE.forms.feedback}/`,
      () => expect(page.getByRole("textbox", { name: "Date of visit" })).toHaveAttribute("placeholder", "YYYY-MM-DD"),
    ],
  ];
  for (const [name, path, ready] of screens) {
    await page.goto(path);
    await ready();
    await expectOneDigitSystem(page, name, WESTERN, EASTERN);
  }
});
