import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { HOURS_VENUE } from "./support/hours-venues";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { FORMS_VENUE_A, FORMS_VENUE_B, STALE_VENUE, staleVenue, staleVenueRun } from "./support/shell-venues";
import { onHost } from "./support/venue-host";

// Issue 11 items 10, 11 and 12: the header and drawer are as fresh as the screen under them, a screen
// hidden by hours is not found on its URL, and a form answers only on its own venue's host.

const NOT_FOUND = "Not found";
const banner = (page: Page) => page.getByRole("banner");
const brand = (page: Page, name: string | RegExp) => banner(page).getByRole("link", { name, exact: typeof name === "string" });

function started(app: PostgresApp | null): PostgresApp {
  if (!app) throw new Error("the PostgreSQL app did not start");
  return app;
}

/** The drawer's links, read with the drawer open, then closed again. */
async function drawerLinks(page: Page): Promise<string[]> {
  await banner(page).getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const links = await drawer.getByRole("navigation", { name: "Menu" }).getByRole("link").allInnerTexts();
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  return links.map((text) => text.trim());
}

test.describe("a shared link to a screen its hours hide (item 12)", () => {
  test.use({ baseURL: onHost(HOURS_VENUE.host) });
  const { categories, products } = HOURS_VENUE;

  test("answers 404 under the venue's header, names nothing hidden, and the drawer leads on", async ({ page }) => {
    // Shakshuka is listed only in Breakfast, which its hours hide now.
    const response = await page.goto(`/en/product/${products.shakshuka.id}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(page).not.toHaveTitle(new RegExp(`${products.shakshuka.name}|${categories.breakfast.name}`));
    await expect(brand(page, HOURS_VENUE.name)).toBeVisible();
    expect(await drawerLinks(page)).toEqual(["Home", categories.dinner.name, categories.allDay.name]);

    const category = await page.goto(`/en/category/${categories.breakfast.id}/`);
    expect(category?.status()).toBe(404);
    await expect(page).not.toHaveTitle(new RegExp(categories.breakfast.name));
    await expect(brand(page, HOURS_VENUE.name)).toBeVisible();
  });
});

test.describe("another venue's form id (item 11)", () => {
  test.use({ baseURL: onHost(FORMS_VENUE_A.host) });

  test("shows venue A's own form", async ({ page }) => {
    await page.goto(`/en/form/${FORMS_VENUE_A.form.id}/`);
    await expect(page.getByRole("heading", { level: 1, name: FORMS_VENUE_A.form.name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your comment" })).toBeVisible();
  });

  test("on venue A's host, venue B's form is not found: the shell, no form, nothing to submit", async ({ page }) => {
    const answer = page.waitForResponse(`**/api/feedback/${FORMS_VENUE_B.form.id}/`);
    await page.goto(`/en/form/${FORMS_VENUE_B.form.id}/`);
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(brand(page, FORMS_VENUE_A.name)).toBeVisible();
    await expect(page.getByText(FORMS_VENUE_B.form.name)).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
  });
});

test.describe("a menu changed while the app runs (item 10)", () => {
  // The app on its own PostgreSQL, so the venue CLI can import while it runs. 000 section 9 allows the
  // menu a minute before it is read again; an import drops the cached menu at once (NOTIFY venue_changed).
  test.describe.configure({ timeout: 180_000 });
  const run = Date.now().toString(36);
  const { host } = staleVenueRun(run);
  let app: PostgresApp | null = null;
  let dir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(path.join(tmpdir(), "carte-e2e-shell-"));
    app = await startPostgresApp([staleVenue(run, false)]);
  });

  test.afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("client navigations bring the new venue name and drawer categories, without a reload", async ({ page }) => {
    const running = started(app);
    const { categories: c, before, after } = STALE_VENUE;
    await page.goto(`http://${host}:${running.port}/en/home/`);
    await expect(brand(page, before.name)).toBeVisible();
    expect(await drawerLinks(page)).toEqual(["Home", c.mains.before, c.lunch.name]);
    // Set in this document only: a full reload would lose it.
    await page.evaluate(() => Reflect.set(window, "e2eDocument", "first"));

    const file = path.join(dir, "changed.json");
    writeFileSync(file, JSON.stringify(staleVenue(run, true)));
    const imported = await running.venue(["import", file]);
    expect(imported.code, imported.stderr).toBe(0);

    // Back and forth between home and a category, by links, until the screen shows the changed menu:
    // within seconds, not the minute.
    const main = page.getByRole("main");
    await expect(async () => {
      await main.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/en\/category\/\d+\/$/);
      await brand(page, /^Shell Kitchen/).click();
      await expect(page).toHaveURL(/\/en\/home\/$/);
      await expect(main.getByRole("link", { name: c.desserts.name })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000, intervals: [2_000] });

    // The screen is the changed menu's: so are the header and the drawer, with Lunch hidden by its hours now.
    await expect(main.getByRole("link")).toHaveText([c.mains.after, c.desserts.name]);
    await expect(brand(page, after.name)).toBeVisible();
    expect(await drawerLinks(page)).toEqual(["Home", c.mains.after, c.desserts.name]);
    expect(await page.evaluate(() => Reflect.get(window, "e2eDocument"))).toBe("first");
  });
});
