import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";
import en from "../messages/en.json";
import ar from "../messages/ar.json";

// Issue 28 items 11 and 12: the demo venues as a newcomer meets them on a phone, in English and Arabic
// (server/seed/venues/demo.json and partner.json). The demo's root shows its on-load advert in the
// screen's language (per-language artwork, /demo/promotions/{lang}/), then Open Menu leads to the menu
// with no form on the way; its cards offer quick add, its table links join the table's tab, and My
// orders lists what this phone ordered. The partner demo opens around the clock.

// axe and two phones take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const SALT = "carte-demo-salt";
// The demo geofence: a 300 m circle round the venue (dine-in ordering checks the guest is inside).
const INSIDE = { latitude: 25.1972, longitude: 55.2744 };
const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

const SCREENS = [
  {
    lang: "en",
    root: "/",
    messages: en,
    advert: "Breakfast until noon",
    kunafa: "Kunafa",
    added: "Added to your order",
    own: LATIN,
    foreign: ARABIC,
  },
  {
    lang: "ar",
    root: "/ar/",
    messages: ar,
    advert: "الفطور حتى الظهر",
    kunafa: "كنافة",
    added: "أُضيف إلى طلبك",
    own: ARABIC,
    foreign: LATIN,
  },
] as const;

/** The words an SVG draws (its <text> elements). */
const drawnWords = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]+)</g)].map((match) => match[1] ?? "");

for (const screen of SCREENS) {
  const { lang, messages } = screen;

  test(`${lang}: the root shows the advert in the screen's language, then Open Menu leads to the menu with no form on the way`, async ({
    page,
  }) => {
    await page.goto(screen.root);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const popup = page.getByRole("dialog", { name: screen.advert });
    await expect(popup).toBeVisible();
    const image = popup.getByRole("img", { name: screen.advert });
    await expect(image).toHaveAttribute("src", `/demo/promotions/${lang}/breakfast.svg`);
    await expect(image).toHaveAttribute(
      "srcset",
      `/demo/promotions/${lang}/breakfast.svg 1x, /demo/promotions/${lang}/breakfast@2x.svg 2x`,
    );
    // Every word the artwork draws is in the screen's script, none in another.
    const words = drawnWords(await (await page.request.get(`/demo/promotions/${lang}/breakfast.svg`)).text());
    expect(words.length).toBeGreaterThanOrEqual(2);
    for (const word of words) {
      expect(word).toMatch(screen.own);
      expect(word).not.toMatch(screen.foreign);
    }
    await popup.getByRole("button", { name: messages.Landing.closePromotion }).click();
    await expect(popup).toBeHidden();

    // No form stands where Open Menu is: one tap reaches the menu.
    await expect(page.getByRole("main").locator("form")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await page.getByRole("link", { name: messages.Landing.openMenu }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home/$`), { timeout: 15_000 });
    await expect(page.getByRole("link", { name: new RegExp(lang === "en" ? "^Desserts" : "^الحلويات") }).first()).toBeVisible();
  });

  test(`${lang}: a card of the demo offers quick add`, async ({ page }) => {
    await page.goto(`/${lang}/category/6/`);
    const add = page.getByRole("button", { name: `${messages.Category.addToCart}: ${screen.kunafa}` });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByRole("paragraph").filter({ hasText: screen.added })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/category/6/$`));
  });

  test(`${lang}: the partner demo's home is open, whatever the visitor's hour`, async ({ page, baseURL, request }) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = "partner.localhost";
    await page.goto(`${url.origin}/${lang}/home/`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText(messages.Home.closedBanner)).toHaveCount(0);
    // Open at every hour of every day, so no visitor's time zone finds it closed.
    const answer = await request.get(`${url.origin.replace("partner.localhost", "127.0.0.1")}/backend/${lang}/api/menu/partner/`, {
      headers: { Host: url.host },
    });
    expect(answer.status()).toBe(200);
    const menu = (await answer.json()) as { opening_hours: { weekday: number; from_hour: string; to_hour: string }[] };
    expect(menu.opening_hours).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "00:00:00", to_hour: "00:00:00" })));
  });
}

async function phoneAt(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    geolocation: INSIDE,
    permissions: ["geolocation"],
  });
  return context.newPage();
}

test("en: a demo table link joins the table's tab, and My orders lists what this phone ordered", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // Main hall (no minimum of its own); a table per attempt, as a failed attempt's tab stays open.
  const table = 7 + testInfo.retry;
  const token = encodeLocationToken("t", table, SALT) ?? "";
  const first = await phoneAt(browser, baseURL);
  const second = await phoneAt(browser, baseURL);

  await first.goto(`/t/${token}/`);
  await expect(first).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await first.goto("/en/category/6/");
  await first.getByRole("button", { name: "Add To Cart: Kunafa" }).click();
  await expect(first.getByRole("banner").getByRole("link", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  await first.goto("/en/cart/");
  await first.getByRole("textbox", { name: "Your name on the table's tab" }).fill("Sara Haddad");
  await first.getByRole("radio", { name: "Cash" }).check();
  await first.getByRole("link", { name: "Checkout" }).click();
  await expect(first).toHaveURL(/\/en\/checkout\/$/, { timeout: 20_000 });
  await expect(first.getByText(`Table# ${table}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The demo's terms of ordering (checkout_terms) are accepted before the order goes.
  await first.getByRole("checkbox", { name: "I've read and accept the terms and conditions" }).check();
  await first.getByRole("button", { name: "SUBMIT ORDER" }).click();
  await expect(first).toHaveURL(/\/en\/order\/[0-9a-f-]{36}\//, { timeout: 15_000 });
  const uuid = /\/order\/([0-9a-f-]{36})\//.exec(first.url())?.[1] ?? "";

  // My orders: the drawer offers it, and it lists the order this phone placed.
  await first.getByRole("button", { name: "Open menu" }).click();
  await first.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My orders" }).click();
  await expect(first.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  await expect(first.getByRole("link", { name: /^View order / })).toHaveAttribute("href", `/en/order/${uuid}/`);

  // A second phone on the same link finds the table's order and adds its round to it.
  await second.goto(`/t/${token}/`);
  await expect(second).toHaveURL(/\/en\/home\/$/, { timeout: 15_000 });
  await expect(second.getByText("Active order on this table")).toBeVisible();
  await second.goto("/en/product/602/");
  await second.getByRole("button", { name: "Add to Order" }).click();
  const ask = second.getByRole("dialog", { name: "Your name for the table" });
  await ask.getByRole("textbox", { name: "Your name on the table's tab" }).fill("Omar");
  await ask.getByRole("button", { name: "Add to Order" }).click();
  // The round is on the table's order once the order screen shows both guests' lines.
  await expect(async () => {
    await second.goto(`/en/order/${uuid}/`);
    await expect(second.getByTestId("added-by")).toHaveText(["Added by Sara", "Added by Omar"]);
  }).toPass({ timeout: 30_000 });

  await first.context().close();
  await second.context().close();
});
