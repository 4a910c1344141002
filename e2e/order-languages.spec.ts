import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

// Issue 11 item 5: the order screen in Arabic, German and French showed the title translated and every
// built-in text of the screen, header and drawer in English. Every text node of the page that equals one
// of our English messages (messages/en.json) which the language translates differently is a leak.
// Demo venue (server/seed/venues/demo.json): English, Arabic, German and French; Grilled hammour AED 84.

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const messages = (lang: string) => flatten(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Catalogue);

/** English texts the language says otherwise: seeing one of them on its screen is a leak. */
function englishOnlyTexts(lang: string): Set<string> {
  const english = messages("en");
  const translated = messages(lang);
  const texts = new Set<string>();
  for (const [key, text] of english) {
    // Messages with arguments never show as written; one-letter texts are not words.
    if (text.includes("{") || text.trim().length < 3) continue;
    if (translated.get(key) !== text) texts.add(text.trim());
  }
  return texts;
}

let uuid = "";

test.beforeAll(async ({ request }) => {
  const answer = await request.post("/backend/en/api/order/", {
    headers: { "Idempotency-Key": `e2e-order-languages-${Date.now()}` },
    data: {
      menu: 1, customer_name: "Layla Haddad", order_type: "takeaway", payment_type: "cash", delivery_fees_currency: "AED",
      sub_total: 84, sub_total_currency: "AED", total: 90.2, total_currency: "AED",
      line_items: [{ product: 405, product_name: "Grilled hammour", product_price: 84, product_price_currency: "AED", quantity: 1, variations: [] }],
    },
  });
  expect(answer.status()).toBe(201);
  uuid = ((await answer.json()) as { uuid: string }).uuid;
});

for (const lang of ["ar", "de", "fr"]) {
  test(`the order screen in ${lang}: no built-in text in English, in the screen, the header or the drawer`, async ({ page }) => {
    await page.goto(`/${lang}/order/${uuid}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await page.getByRole("button", { name: messages(lang).get("Header.openMenu") ?? "" }).click();
    const shown = await page.locator("body *").evaluateAll((elements) =>
      elements.flatMap((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => (node.textContent ?? "").trim())
          .filter((text) => text !== ""),
      ),
    );
    const english = englishOnlyTexts(lang);
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter((text) => english.has(text))).toEqual([]);
  });
}
