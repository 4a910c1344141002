import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Response } from "./support/test";
import { encodeLocationToken } from "../lib/domain/location-token";

/** The salt the demo venue's QR codes are made with (LOCATION_TOKEN_SALT's default). */
const SALT = "carte-demo-salt";

function token(kind: "t" | "r" | "a", value: string | number): string {
  const encoded = encodeLocationToken(kind, value, SALT);
  if (encoded === null) throw new Error(`cannot encode ${kind} ${value}`);
  return encoded;
}

/**
 * The cart store keeps the location in memory only (it persists customer fields alone), so the
 * redirect to home must be a client-side navigation: the document is still the one the link loaded.
 */
/**
 * The link was answered by the server (issue 24 item 6): the home document came from a 303 of the
 * link itself, not from a page's script after it loaded.
 */
function expectServerRedirect(response: Response | null, linkPath: string) {
  const link = response?.request().redirectedFrom();
  expect(link && new URL(link.url()).pathname).toBe(linkPath);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("search (000 sections 2 and 5)", () => {
  test("finds a product by a term whatever its case, and keeps the term in the URL", async ({ page }) => {
    await page.goto("/en/search/");
    await expect(page).toHaveTitle(/^Search \| /);
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("KARAK");
    await expect(page).toHaveURL(/\/en\/search\/\?q=KARAK$/);
    const results = page.getByRole("main").getByRole("article");
    await expect(results.getByText("Karak chai", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "1 result" })).toBeVisible();
    await expect(results).toHaveCount(1);
  });

  test("finds products having a checked property", async ({ page }) => {
    await page.goto("/en/search/");
    await page.getByRole("checkbox", { name: "Contains nuts" }).check();
    await expect(page).toHaveURL(/\/en\/search\/\?p=5$/);
    const results = page.getByRole("main").getByRole("article");
    // Muhammara [1, 3, 5] and Lamb ouzi [4, 5] carry nuts; Hummus [1] does not.
    await expect(results.getByText("Muhammara", { exact: true })).toBeVisible();
    await expect(results.getByText("Lamb ouzi", { exact: true })).toBeVisible();
    await expect(results.getByText("Hummus", { exact: true })).toHaveCount(0);
  });

  test("shows no results while both the term and the properties are empty", async ({ page }) => {
    await page.goto("/en/search/?q=hummus");
    const results = page.getByRole("main").getByRole("article");
    await expect(results).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("");
    await expect(page).toHaveURL(/\/en\/search\/$/);
    await expect(results).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("");
  });

  test("renders a shared search on the server and links results to the product carousel", async ({ page }) => {
    await page.goto("/en/search/?q=tea&p=4");
    await expect(page.getByRole("searchbox", { name: "Search the menu" })).toHaveValue("tea");
    await expect(page.getByRole("checkbox", { name: "Gluten free" })).toBeChecked();
    const link = page.getByRole("link", { name: /Moroccan mint tea/ });
    await expect(link).toHaveAttribute("href", "/en/product/222/?from=search&q=tea&p=4");
    await link.click();
    await expect(page).toHaveURL(/\/en\/product\/222\/\?from=search&q=tea&p=4$/);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/en/search/?q=a&p=1");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("promotions (000 'Promotions')", () => {
  test("shows the enabled promotions, moves with the next button and leaves the disabled one out", async ({ page }) => {
    await page.goto("/en/promotions/");
    await expect(page).toHaveTitle(/^Promotions \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const first = page.getByRole("heading", { name: "Breakfast until noon" });
    const second = page.getByRole("heading", { name: "Karak nights, 9 pm to midnight" });
    await expect(first).toBeInViewport();
    await expect(second).not.toBeInViewport();
    await expect(page.getByRole("heading", { name: "Family mezze every weekend" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Iftar at sunset" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Previous promotion" })).toBeDisabled();

    await page.getByRole("button", { name: "Next promotion" }).click();
    await expect(second).toBeInViewport();
    await expect(first).not.toBeInViewport();
    // The second promotion is a video: poster shown, nothing loaded until played.
    const video = page.getByLabel("Karak nights, 9 pm to midnight");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", "/demo/promotions/en/karak-nights.svg");
  });

  test("right to left, the next button still moves to the next promotion", async ({ page }) => {
    await page.goto("/ar/promotions/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const second = page.getByRole("heading", { name: "ليالي الكرك من التاسعة مساءً حتى منتصف الليل" });
    await expect(second).not.toBeInViewport();
    await page.getByRole("button", { name: "العرض التالي" }).click();
    await expect(second).toBeInViewport();
  });

  test("the arrow keys move the focused carousel", async ({ page }) => {
    await page.goto("/en/promotions/");
    const second = page.getByRole("heading", { name: "Karak nights, 9 pm to midnight" });
    await page.getByRole("region", { name: "Promotions" }).getByRole("list").focus();
    await page.keyboard.press("ArrowRight");
    await expect(second).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("heading", { name: "Breakfast until noon" })).toBeInViewport();
  });

  test("the retina image is offered at 2x", async ({ page }) => {
    await page.goto("/en/promotions/");
    const image = page.locator('img[src="/demo/promotions/en/breakfast.svg"]');
    await expect(image).toHaveAttribute("srcset", "/demo/promotions/en/breakfast.svg 1x, /demo/promotions/en/breakfast@2x.svg 2x");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/en/promotions/");
    await expect(page.getByRole("heading", { name: "Breakfast until noon" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("info pages", () => {
  test("shows the page title and its content", async ({ page }) => {
    await page.goto("/en/page/1/");
    await expect(page).toHaveTitle(/^About us \| /);
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Saffron & Sand" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Open every day, 7 am to midnight" })).toBeVisible();
  });

  test("answers an unknown page id with 404", async ({ page }) => {
    const response = await page.goto("/en/page/999/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "About us" })).toHaveCount(0);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/en/page/2/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("table, room and area deep links (000 section 2)", () => {
  test("a table link lands on home", async ({ page }) => {
    const path = `/t/${token("t", 5)}/`;
    expectServerRedirect(await page.goto(path), path);
    await expect(page).toHaveURL(/\/en\/home\/$/);
  });

  test("a room link in Arabic lands on the Arabic home", async ({ page }) => {
    const path = `/ar/r/${token("r", 101)}/`;
    expectServerRedirect(await page.goto(path), path);
    await expect(page).toHaveURL(/\/ar\/home\/$/);
  });

  test("an area link (hex-encoded name) lands on home", async ({ page }) => {
    const hex = token("a", "Pool bar");
    expect(hex).toBe("506f6f6c20626172");
    expectServerRedirect(await page.goto(`/a/${hex}/`), `/a/${hex}/`);
    await expect(page).toHaveURL(/\/en\/home\/$/);
  });

  test("a link behind a custom-domain prefix lands on home", async ({ page }) => {
    const path = `/en/lobby/t/${token("t", 5)}/`;
    expectServerRedirect(await page.goto(path), path);
    await expect(page).toHaveURL(/\/en\/home\/$/);
  });

  test("a token this app did not issue is not found", async ({ page }) => {
    for (const path of ["/t/notatoken/", `/en/r/${encodeLocationToken("r", 101, "another-salt") ?? ""}/`, "/a/zz/", "/en/lobby/t/bad/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
