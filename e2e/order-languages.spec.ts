import { expect, test, type Page } from "./support/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { orderLine, takeawayOrderBody } from "./support/order-body";

// Issue 11 item 5: the order screen in Arabic, German and French showed the title translated and every
// built-in text of the screen, header and drawer in English. What the page shows (text, accessible names,
// placeholders, the document title) is compared with our English messages (messages/en.json) that the
// language says otherwise, arguments included ("Cart, 1 item" is Header.cartWithCount).
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

const messages = (lang: string) =>
  flatten(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Catalogue);

/** A message as a whole-text pattern: each argument ({name}, or a plural's whole block) stands for any text. */
function pattern(message: string): RegExp {
  let source = "";
  let depth = 0;
  for (const character of message.trim()) {
    if (character === "{") {
      if (depth === 0) source += "(.+)";
      depth += 1;
    } else if (character === "}") {
      depth -= 1;
    } else if (depth === 0) {
      source += character.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`, "s");
}

/** Letters outside the arguments: a message that is all arguments ("{percent}%") says nothing English. */
const literalLetters = (message: string) => message.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "").replace(/[^\p{L}]/gu, "").length;

interface Detector {
  /** The texts shown that are English built-in text, with the message key each is. */
  leaks(shown: readonly string[]): string[];
}

/** English messages the language says otherwise; a shown text that is one (and none of the language's own) is a leak. */
function englishDetector(lang: string): Detector {
  const english = messages("en");
  const translated = messages(lang);
  const own = [...translated.values()].filter((text) => literalLetters(text) >= 3).map(pattern);
  const suspects = [...english].flatMap(([key, text]) =>
    literalLetters(text) >= 3 && translated.get(key) !== text ? [{ key, english: pattern(text) }] : [],
  );
  return {
    leaks: (shown) =>
      shown.flatMap((text) => {
        const found = suspects.find((suspect) => suspect.english.test(text));
        return found && !own.some((mine) => mine.test(text)) ? [`${found.key}: ${text}`] : [];
      }),
  };
}

/** Every text the guest can meet on the page: text nodes, accessible names, placeholders, the title's parts. */
async function shownTexts(page: Page): Promise<string[]> {
  const texts = await page.locator("body *").evaluateAll((elements) =>
    elements.flatMap((element) => [
      ...Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? ""),
      ...["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    ]),
  );
  const title = await page.title();
  return [...texts, ...title.split(" | ")].map((text) => text.trim()).filter((text) => text !== "");
}

async function openOrderScreen(page: Page, lang: string) {
  await page.goto(`/${lang}/order/${uuid}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  // The drawer's entries are part of the check: open it.
  const menu = page.getByRole("button", { name: messages(lang).get("Header.openMenu") ?? "" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
}

let uuid = "";

test.beforeAll(async ({ request }) => {
  const answer = await request.post("/backend/en/api/order/", {
    headers: { "Idempotency-Key": `e2e-order-languages-${Date.now()}` },
    data: takeawayOrderBody(1, [orderLine({ id: 405, name: "Grilled hammour", price: 84 })], "cash", { customer_name: "Layla Haddad" }),
  });
  expect(answer.status()).toBe(201);
  uuid = ((await answer.json()) as { uuid: string }).uuid;
});

for (const lang of ["ar", "de", "fr"]) {
  test(`the order screen in ${lang}: no built-in text in English, in the screen, the header or the drawer`, async ({ page }) => {
    await openOrderScreen(page, lang);
    const shown = await shownTexts(page);
    expect(shown.length).toBeGreaterThan(20);
    expect(englishDetector(lang).leaks(shown)).toEqual([]);
  });
}

test("the check can fail: the same screen in English is full of what the German check calls English", async ({ page }) => {
  await openOrderScreen(page, "en");
  const leaks = englishDetector("de").leaks(await shownTexts(page));
  // The header's menu button, the drawer's entries and the order screen's own texts, arguments included.
  expect(leaks.length).toBeGreaterThan(10);
  expect(leaks).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Header\.openMenu: /), expect.stringMatching(/^Header\.cartWithCount: Cart, /)]),
  );
});
