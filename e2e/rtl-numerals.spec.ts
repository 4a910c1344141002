import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { ARABIC_DIGITS_VENUE, WESTERN_DIGITS_VENUE } from "./support/rtl-venues";
import { onHost } from "./support/venue-host";

// Right to left and numerals (issue 14 item 3) on two fixture venues (e2e/support/rtl-venues.ts) that
// differ only in enable_arabic_numerals. One digit system per screen (000 section 5): with the flag on,
// Arabic shows Arabic-Indic digits only; with it off, Western digits only. Checked on the visible text
// of the page (header, main content, bars): what the guest types into inputs is not text of the page,
// so a phone number being typed is left as typed. Amounts are isolated (<bdi> or dir=ltr) so that a
// right-to-left paragraph cannot reorder their currency, sign and digits.

const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
/** First strong isolate ... pop directional isolate: the text-level <bdi>. */
const ISOLATED = /\u2068[^\u2069]*AED[^\u2069]*\u2069/;

type Venue = typeof ARABIC_DIGITS_VENUE | typeof WESTERN_DIGITS_VENUE;

async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

function linesWith(text: string, digits: RegExp): string[] {
  return text.split("\n").filter((line) => digits.test(line));
}

/** Text pieces of the page naming an amount (AED) that sit neither in <bdi>/dir=ltr nor between isolates. */
async function unisolatedAmounts(page: Page): Promise<string[]> {
  const isolated = ISOLATED.source;
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!text.includes("AED") || !parent || parent.closest("script, style, [hidden]")) continue;
      if (parent.closest("bdi, [dir=ltr]") || pattern.test(text)) continue;
      found.push(text.trim());
    }
    return found;
  }, isolated);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Three lattes from the product's link (English), then a takeaway order placed with only a name. */
async function fillCart(page: Page, venue: Venue) {
  await page.goto(`/en/product/${venue.latte.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: venue.latte.name })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("button", { name: "Already Added To Cart" })).toBeVisible();
}

async function placeOrder(page: Page): Promise<string> {
  await page.goto("/en/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const takeaway = page.getByRole("group", { name: "Order Type" }).getByRole("button", { name: "Takeaway" });
  await takeaway.click();
  await expect(takeaway).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("textbox", { name: /^Name/ }).fill("Layla Haddad");
  await page.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(page).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\/$/);
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  if (!uuid) throw new Error(`no order id in ${page.url()}`);
  return uuid;
}

/** The Arabic screens of a journey, each once the client has read the stored cart (the badge's count of 3). */
async function arabicScreens(page: Page, venue: Venue, three: string) {
  const cartLink = page.getByRole("banner").getByRole("link", { name: new RegExp(`^السلة، ${three} `) });
  const screens: { name: string; open: () => Promise<void> }[] = [
    {
      name: "home",
      open: async () => {
        await page.goto("/ar/home/");
        await expect(page.getByRole("link", { name: new RegExp(`^${venue.cake.name} `) })).toBeVisible();
        await expect(cartLink).toBeVisible();
      },
    },
    {
      name: "product",
      open: async () => {
        await page.goto(`/ar/product/${venue.cake.id}/`);
        await expect(page.getByRole("heading", { level: 1, name: venue.cake.name })).toBeVisible();
        await expect(cartLink).toBeVisible();
      },
    },
    {
      name: "cart",
      open: async () => {
        await page.goto("/ar/cart/");
        await expect(page.getByRole("heading", { level: 3, name: venue.latte.name })).toBeVisible();
        await expect(cartLink).toBeVisible();
      },
    },
  ];
  return screens;
}

for (const venue of [ARABIC_DIGITS_VENUE, WESTERN_DIGITS_VENUE]) {
  const arab = venue.arabicNumerals;
  const three = arab ? "٣" : "3";
  const foreign = arab ? WESTERN : ARABIC_INDIC;
  const own = arab ? ARABIC_INDIC : WESTERN;

  test.describe(`Arabic with enable_arabic_numerals ${arab ? "on" : "off"}`, () => {
    test.use({ baseURL: onHost(venue.host) });

    test(`home, product, cart and order show ${arab ? "Arabic-Indic" : "Western"} digits only, amounts isolated, no serious axe issue`, async ({
      page,
    }, testInfo) => {
      testInfo.setTimeout(90_000);
      await fillCart(page, venue);
      for (const screen of await arabicScreens(page, venue, three)) {
        await screen.open();
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const text = await visibleText(page);
        expect(text, `${screen.name}: digits of its own system`).toMatch(own);
        expect(linesWith(text, foreign), `${screen.name}: no digit of the other system`).toEqual([]);
        expect(await unisolatedAmounts(page), `${screen.name}: amounts isolated`).toEqual([]);
        expect(await seriousViolations(page), `${screen.name}: axe`).toEqual([]);
      }

      // The line of three lattes: 3 × 22 = 66.
      const lineAmount = page.locator("bdi, [dir=ltr]").filter({ hasText: arab ? "AED ٦٦٫٠٠" : "AED 66.00" });
      await expect(lineAmount.first()).toBeVisible();

      const uuid = await placeOrder(page);
      await page.goto(`/ar/order/${uuid}/`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(venue.latte.name).first()).toBeVisible();
      const text = await visibleText(page);
      expect(text, "order: digits of its own system").toMatch(own);
      expect(linesWith(text, foreign), "order: no digit of the other system").toEqual([]);
      expect(await unisolatedAmounts(page), "order: amounts isolated").toEqual([]);
      expect(await seriousViolations(page), "order: axe").toEqual([]);
    });
  });
}

test.describe("the not-found screen in Arabic", () => {
  test.use({ baseURL: onHost(ARABIC_DIGITS_VENUE.host) });

  test("keeps the header and leads back to the menu", async ({ page }) => {
    const response = await page.goto("/ar/no-such-screen/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText(ARABIC_DIGITS_VENUE.name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "العودة إلى القائمة" }).click();
    await expect(page).toHaveURL(/\/ar\/home\/$/);
    await expect(page.getByRole("link", { name: new RegExp(`^${ARABIC_DIGITS_VENUE.cake.name} `) })).toBeVisible();
  });
});
