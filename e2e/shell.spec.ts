import { expect, test } from "./support/test";

test.describe("language prefix and direction", () => {
  // The demo's landing shows Open Menu: no form stands in its place (issue 28 item 11).
  test("serves the landing screen without a prefix in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("link", { name: "Open Menu" })).toHaveAttribute("href", "/en/home/");
  });

  test("serves Arabic right to left with translated texts", async ({ page }) => {
    await page.goto("/ar/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const openMenu = page.getByRole("link", { name: /.+/ }).first();
    await expect(openMenu).toHaveAttribute("href", "/ar/home/");
    await expect(openMenu).not.toHaveText("Open Menu");
  });

  test("serves an unprefixed path in the stored language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveURL(/\/$/);
  });

  test("answers unknown paths with the translated not-found screen, under the header, with a way back", async ({ page }) => {
    const response = await page.goto("/fr/no-such-screen/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Retour à la carte" }).click();
    await expect(page).toHaveURL(/\/fr\/home\/$/);
  });

  test("a table link whose token does not read says so, in Arabic too, and leads back to the menu", async ({ page }) => {
    const response = await page.goto("/ar/t/not-a-token/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "غير موجود" })).toBeVisible();
    await page.getByRole("link", { name: "العودة إلى القائمة" }).click();
    await expect(page).toHaveURL(/\/ar\/home\/$/);
  });
});

test("the venue API answers under /backend", async ({ request }) => {
  const response = await request.get("/backend/health/");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

test("adds the trailing slash to page paths with one redirect", async ({ request }) => {
  const response = await request.get("/en/no-such-screen", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/en\/no-such-screen\/$/);
});

test("keeps the venue API's paths as requested, dots included", async ({ request }) => {
  const response = await request.get("/backend/en/menus/custom-domain/demo.localhost/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ license: "demo" });
});
