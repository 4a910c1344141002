import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import en from "../messages/en.json";
import ar from "../messages/ar.json";

// Issue 28 items 11 and 12: the demo venues as a newcomer meets them on a phone, in English and Arabic
// (server/seed/venues/demo.json and partner.json). The demo's root shows its on-load advert in the
// screen's language (per-language artwork, /demo/promotions/{lang}/), then Open Menu leads to the menu
// with no form on the way; its cards offer quick add, its table links join the table's tab, and My
// orders lists what this phone ordered. The partner demo opens around the clock.

// axe and two phones take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
