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

// The header is the shell layout's @header slot, one catch-all page (docs/decisions/0242-header-one-catch-all.md):
// a client navigation's payload carries it again with every screen, so it is never older than the screen,
// and screens without a dynamic segment stay cached.
test("a client navigation brings the header again with the screen, and the home stays cached", async ({ page, request }) => {
  const payloads: Record<string, string> = {};
  await page.route("**/en/**", async (route) => {
    if (route.request().headers()["rsc"] !== "1") return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    payloads[new URL(route.request().url()).pathname] = body;
    await route.fulfill({ response, body });
  });
  await page.goto("/en/category/1/");
  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/en\/cart\/$/);
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/search\/$/);
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Mains", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mains" })).toBeVisible();
  const mains = Object.keys(payloads).find((path) => /^\/en\/category\/\d+\/$/.test(path));
  for (const path of ["/en/cart/", "/en/search/", mains ?? "a category"])
    expect(payloads[path], `${path}'s payload`).toContain("Open menu");

  await request.get("/en/home/");
  const again = await request.get("/en/home/");
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
});
