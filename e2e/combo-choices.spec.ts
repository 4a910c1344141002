import { expect, test, type Locator, type Page } from "./support/test";
import en from "../messages/en.json";
import ar from "../messages/ar.json";

// Issue 28 item 5: a combo's choices are the variations' own controls (components/ui/choice): rows of
// at least 44 px with the 20 px control, on the demo's Shawarma meal (two groups, one product each).
// No quantity stepper: 000 section 2, "Combo products have no quantity selector", and a group takes one
// product, so the specification allows quantities nowhere in a combo (docs/decisions/0200-combo-choices.md).

const FLAT_WHITE = 212; // Size: a required variation, shown as radios
const SHAWARMA_MEAL = 501;
const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");
const MESSAGES = { en, ar } as const;
const SIDE = { en: "Choose your side", ar: "اختر الطبق الجانبي" } as const;
const SIZE = { en: "Size", ar: "الحجم" } as const;

/** What makes a choice look the way it does: its row's box and border, and the control's size and colour. */
async function looks(radio: Locator) {
  return radio.evaluate((input) => {
    const row = input.closest("label") as HTMLElement;
    const rowStyle = getComputedStyle(row);
    const inputStyle = getComputedStyle(input);
    return {
      rowHeight: row.getBoundingClientRect().height,
      control: { width: input.getBoundingClientRect().width, height: input.getBoundingClientRect().height, accent: inputStyle.accentColor },
      row: { border: rowStyle.borderTopWidth, radius: rowStyle.borderTopLeftRadius, paddingInline: rowStyle.paddingInlineStart },
    };
  });
}

async function openProduct(page: Page, lang: keyof typeof MESSAGES, id: number) {
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  await page.goto(`/${lang}/product/${id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: combo choices are 44 px rows with the variations' control, and a combo has no quantity`, async ({ page }) => {
    const t = MESSAGES[lang];
    await openProduct(page, lang, FLAT_WHITE);
    const variation = await looks(
      page
        .getByRole("group", { name: new RegExp(`^${SIZE[lang]}`) })
        .getByRole("radio")
        .first(),
    );

    await openProduct(page, lang, SHAWARMA_MEAL);
    const sides = page.getByRole("group", { name: new RegExp(`^${SIDE[lang]}`) }).getByRole("radio");
    await expect(sides).toHaveCount(3);
    for (const radio of await sides.all()) {
      const combo = await looks(radio);
      expect(combo.rowHeight).toBeGreaterThanOrEqual(44);
      expect(combo.control).toEqual(variation.control);
      expect(combo.row).toEqual(variation.row);
    }
    // A tap anywhere on the row chooses, as on a variation's row.
    const first = sides.first();
    await first.evaluate((input) => (input.closest("label") as HTMLElement).click());
    await expect(first).toBeChecked();

    // 000 section 2: no quantity selector on a combo product, where a dish has one.
    await expect(page.getByRole("group", { name: t.Product.quantity, exact: true })).toHaveCount(0);
    await openProduct(page, lang, FLAT_WHITE);
    await expect(page.getByRole("group", { name: t.Product.quantity, exact: true })).toBeVisible();
  });
}
