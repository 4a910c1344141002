import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import { TOAST_VENUE } from "./support/toast-venues";
import en from "../messages/en.json";
import ar from "../messages/ar.json";

// Issue 28 item 8: toasts never cover the sticky bars or the control the guest needs next, and a
// navigation clears them. On a phone (390×844) and a desktop (1280×800), in English and Arabic:
// - the demo venue (addtocart_redirect 'back', ui_str_cart_item_added): a coffee added from its
//   category comes back there with the toast clear of the cart bar (phone) or panel (desktop); the next dish opened shows no toast,
//   so nothing covers its price or its Add;
// - the partner fixture venue "Toast Terrace" (e2e/support/toast-venues.ts): a second phone at a table
//   with an open order gets 'Active order on this table' clear of the header, then goes to the bill,
//   where the split's guest stepper is not covered.

const ESPRESSO = 211; // Hot coffee (category 21); no required choice
const FLAT_WHITE = 212;
const HOT_COFFEE = 21;
const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");
const ADDED = { en: "Added to your order", ar: "أُضيف إلى طلبك" } as const; // the demo's ui_str_cart_item_added
const MESSAGES = { en, ar } as const;
type Lang = keyof typeof MESSAGES;

/** The cart: the bar on a phone, the side column's panel on a desktop (issue 28 item 1). */
const cartBar = (page: Page, t: typeof en) => page.getByRole("link", { name: new RegExp(`^${t.Cart.viewCart}: `) });
const cartPanel = (page: Page, t: typeof en) => page.getByRole("region", { name: t.Cart.title, exact: true });

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, cart: cartBar },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, cart: cartPanel },
] as const;

/** The toast showing `message`: the box around its text and its close button, in the shell's live region. */
const toast = (page: Page, message: string): Locator =>
  page.locator('[role="status"][aria-live="polite"]').getByText(message, { exact: true }).locator("..");

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails when a shown toast's box meets the box of one of `controls`. */
async function expectUncovered(page: Page, toasts: Locator, controls: Locator[]) {
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    if (!box) throw new Error(`no box for ${control}`);
    for (const shown of await toasts.all()) {
      const over = await shown.boundingBox();
      expect(over && overlap(over, box), `a toast covers ${control}`).toBeFalsy();
    }
    // And what a tap at its centre reaches is the control itself.
    const hit = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && element.contains(top);
    });
    expect(hit, `${control} is under something`).toBe(true);
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const size of SIZES) {
  for (const lang of ["en", "ar"] as const) {
    test(`${size.name}, ${lang}: 'Added' stands above the cart bar and is gone on the next dish, clear of its price and Add`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });
      const page = await context.newPage();
      const t = MESSAGES[lang];
      // A running clock from Monday noon: with a clock that stands still, Next's router never lets a
      // rejected prefetch go (its back-off waits on Date.now), and the product sheet never opens.
      await page.clock.install({ time: OPEN_MONDAY_NOON });
      await page.goto(`/${lang}/category/${HOT_COFFEE}/`);
      await page.locator(`main a[href$="/product/${ESPRESSO}/"]`).first().click();
      // The first screens of a freshly started server can take longer than 5 s on a loaded machine.
      await expect(page).toHaveURL(new RegExp(`/${lang}/product/${ESPRESSO}/$`), { timeout: 15_000 });
      await page.getByRole("button", { name: t.Product.addToCart }).click();

      // Back on the category: the toast, above the cart bar and below the header.
      await expect(page).toHaveURL(new RegExp(`/${lang}/category/${HOT_COFFEE}/$`));
      const added = toast(page, ADDED[lang]);
      await expect(added).toBeVisible();
      await expectUncovered(page, added, [size.cart(page, t), page.getByRole("banner")]);

      // The next dish: the toast went with the screen it was on.
      await page.locator(`main a[href$="/product/${FLAT_WHITE}/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/product/${FLAT_WHITE}/$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // eslint-disable-next-line playwright/prefer-to-have-count -- read once, as the new screen shows: waiting would let the toast's own 5 s end it
      expect(await added.count(), "a toast of the screen before").toBe(0);
      const addButton = page.getByRole("button", { name: t.Product.addToCart });
      await addButton.scrollIntoViewIfNeeded();
      await expectUncovered(page, added, [page.getByTestId("product-price"), addButton]);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

// Each case its own table (and the retry the next one): an order keeps its table busy.
const SALT = "carte-demo-salt";
const tableLink = (table: number) => `/t/${encodeLocationToken("t", table, SALT) ?? ""}/`;

function venueOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = TOAST_VENUE.host;
  return url.origin;
}

async function guest(browser: Browser, baseURL: string | undefined, size: (typeof SIZES)[number], lang: Lang): Promise<Page> {
  const origin = venueOrigin(baseURL);
  const context = await browser.newContext({ baseURL: origin, viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });
  // The language the guest chose earlier, kept by the site (NEXT_LOCALE), as a table link has none.
  await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: origin }]);
  return context.newPage();
}

const CASES = [
  { size: SIZES[0], lang: "en", table: 1 },
  { size: SIZES[1], lang: "ar", table: 3 },
] as const;

for (const { size, lang, table: firstTable } of CASES) {
  test(`${size.name}, ${lang}: 'Active order on this table' covers no bar, and the split's guest stepper is free`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const table = firstTable + testInfo.retry;
    const t = MESSAGES[lang];

    // The first phone at the table orders a coffee pot with cash; on the cart, the toast of the add
    // (the demo's ui_str_cart_item_added, which fixture venues share; addtocart_redirect 'cart') stands above
    // the Checkout bar.
    const first = await guest(browser, baseURL, size, lang);
    await first.goto(tableLink(table));
    await expect(first).toHaveURL(new RegExp(`/${lang}/home/$`), { timeout: 15_000 });
    await first.goto(`/${lang}/product/${TOAST_VENUE.coffee.id}/`);
    await first.getByRole("button", { name: t.Product.addToCart }).click();
    await expect(first).toHaveURL(new RegExp(`/${lang}/cart/$`));
    const added = toast(first, ADDED[lang]);
    await expect(added).toBeVisible();
    const checkout = first.getByRole("link", { name: t.Cart.checkout, exact: true });
    await expectUncovered(first, added, [checkout, first.getByRole("banner")]);
    // With a toast showing (axe takes its time, so after the checks that race the toast's 5 s).
    expect(await seriousViolations(first)).toEqual([]);
    await first.getByRole("radio", { name: t.PaymentTypes.cash, exact: true }).check();
    await checkout.click();
    await first.getByRole("button", { name: t.Checkout.submitOrder }).click();
    await expect(first).toHaveURL(new RegExp(`/${lang}/order/[0-9a-f-]{36}/$`), { timeout: 15_000 });

    // The second phone scans the same table: the warning, clear of the header.
    const second = await guest(browser, baseURL, size, lang);
    await second.goto(tableLink(table));
    await expect(second).toHaveURL(new RegExp(`/${lang}/home/$`), { timeout: 15_000 });
    const warning = toast(second, t.Toasts.activeOrderOnTable);
    await expect(warning).toBeVisible();
    const activeOrder = second.getByRole("link", { name: t.Header.activeOrder });
    await expectUncovered(second, warning, [activeOrder]);

    // To the bill, and split it: the warning stayed on home, and nothing covers the guest stepper.
    await activeOrder.click();
    await expect(second).toHaveURL(new RegExp(`/${lang}/order/[0-9a-f-]{36}/$`), { timeout: 15_000 });
    await expect(second.getByRole("link", { name: t.PartnerCheckout.payNow })).toBeVisible();
    // eslint-disable-next-line playwright/prefer-to-have-count -- read once, as the new screen shows: waiting would let the toast's own 5 s end it
    expect(await warning.count(), "a toast of the screen before").toBe(0);
    await second.getByRole("link", { name: t.PartnerCheckout.payNow }).click();
    await expect(second).toHaveURL(new RegExp(`/${lang}/af-checkout/[0-9a-f-]{36}/$`), { timeout: 15_000 });
    const options = second.getByRole("region", { name: t.PartnerCheckout.paymentOptions });
    await options.getByRole("button", { name: t.PartnerCheckout.splitBill }).click();
    const addGuest = options.getByRole("button", { name: t.SplitPayment.increaseGuests });
    await expect(addGuest).toBeVisible();
    await addGuest.scrollIntoViewIfNeeded();
    await expectUncovered(second, warning, [addGuest, options.getByRole("button", { name: t.SplitPayment.decreaseGuests })]);
    expect(await seriousViolations(second)).toEqual([]);
    await first.context().close();
    await second.context().close();
  });
}
