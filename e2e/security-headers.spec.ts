import { expect, test, type APIRequestContext, type APIResponse, type Page } from "./support/test";
import { orderLine, takeawayOrderBody } from "./support/order-body";
import { TRACKING_VENUE } from "./support/hours-venues";

/** The demo menu's Grilled hammour, as the venue API prices it. */
const HAMMOUR = { id: 405, name: "Grilled hammour", price: 84 };

// Issue 10 item 14: every response of the e2e server (scripts/e2e-server.ts runs the front server of
// `npm start`) carries the security headers; every script of a page carries the page's nonce, the
// page hydrates under its policy with no violation, and the sandbox payment page cannot be framed.
// Demo venue: server/seed/venues/demo.json.

const FLAT_WHITE = 212; // AED 22; Size required (Small -2)
const OPEN_MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["permissions-policy"], what).toContain("geolocation=(self)");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  // The e2e server speaks plain HTTP: no HSTS.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

function nonceOf(response: APIResponse): string {
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, "the page policy's nonce").toBeTruthy();
  return nonce ?? "";
}

/** POST an order paid by card: its payment_url is the sandbox gateway's page. */
async function sandboxPageUrl(request: APIRequestContext, baseURL: string): Promise<string> {
  const answer = await request.post("/backend/en/api/order/", {
    headers: { "Idempotency-Key": `e2e-headers-${Date.now()}-${Math.random()}`, Origin: baseURL },
    data: takeawayOrderBody(1, [orderLine(HAMMOUR)], "card"),
  });
  const body = (await answer.json()) as { payment_url?: string | null };
  expect(answer.status(), JSON.stringify(body)).toBe(201);
  expect(body.payment_url).toContain("/backend/sandbox/pay/");
  return body.payment_url ?? "";
}

/** Every Content-Security-Policy violation the page reports, as it happens. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

test("every response carries the security headers: pages, the API and static files", async ({ request }) => {
  for (const path of ["/en/", "/en/home/", `/en/product/${FLAT_WHITE}/`, "/en/cart/", "/home/"]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expectSecurityHeaders(page, path);
    expect(page.headers()["x-middleware-rewrite"], `${path}: the internal path stays inside`).toBeUndefined();
    const nonce = nonceOf(page);
    const html = await page.text();
    // Any case: a <SCRIPT that is not Next's own would come without the nonce and fail here.
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`<script nonce="${nonce}"`);
  }

  const health = await request.get("/backend/health/");
  expect(health.status()).toBe(200);
  expectSecurityHeaders(health, "/backend/health/");
  expect(health.headers()["content-security-policy"]).toContain("default-src 'none'");

  const landing = await (await request.get("/en/")).text();
  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(landing)?.[1];
  expect(chunk, "a script chunk of the landing page").toBeTruthy();
  for (const asset of [chunk ?? "", "/demo/cover.svg"]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expectSecurityHeaders(response, asset);
  }
});

test("the sandbox payment page cannot be framed", async ({ request, baseURL }) => {
  const url = await sandboxPageUrl(request, baseURL ?? "");
  const page = await request.get(url, { headers: { Accept: "text/html" } });
  expect(page.status()).toBe(200);
  expectSecurityHeaders(page, url);
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a page hydrates under its policy: every script has the nonce and nothing is refused", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  const response = await page.goto(`/en/product/${FLAT_WHITE}/`);
  const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.["content-security-policy"] ?? "")?.[1] ?? "";
  expect(nonce).not.toBe("");

  // A client interaction: the price follows the size, which only the hydrated page does.
  await page.getByRole("radio", { name: "Small (- AED 2.00)" }).check();
  await expect(page.getByTestId("product-price")).toContainText("AED 20.00");
  await expect(page.getByRole("button", { name: "Add To Cart" })).toBeEnabled();

  // Browsers hide a nonce attribute once read; the property keeps it. Scripts Next added later have none and need none.
  const nonces = await page
    .locator("script")
    .evaluateAll((scripts) =>
      scripts.filter((script) => script.getAttribute("nonce") !== null).map((script) => (script as HTMLScriptElement).nonce),
    );
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  expect(violations).toEqual([]);
});

test("the landing, home, cart, checkout and sandbox payment screens run without a policy violation", async ({ page, request, baseURL }) => {
  const violations = await recordViolations(page);
  await page.clock.setFixedTime(OPEN_MONDAY_NOON);
  for (const path of ["/en/", "/en/home/", "/en/cart/", "/en/checkout/"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // Next's client runtime has started (it sets window.next), so its chunks have loaded.
    await page.waitForFunction(() => "next" in window);
  }
  await page.goto(await sandboxPageUrl(request, baseURL ?? ""));
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a path that is not UTF-8 shows the not-found screen with 404", async ({ page }) => {
  for (const path of ["/%ff%fe/", "/en/product/%ff/"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  }
});

test("a venue's tag manager and analytics scripts, added after load, run under the policy", async ({ page, baseURL }) => {
  const violations = await recordViolations(page);
  // The closed network has no Google: the loaders answer here, and say that they ran.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__loaded = (window.__loaded || []).concat(${JSON.stringify(route.request().url())});`,
    }),
  );
  const url = new URL("/en/home/", baseURL);
  url.hostname = TRACKING_VENUE.host;
  await page.goto(url.href);
  // The inline snippets ran (they carry the nonce), and the loaders they add were allowed ('strict-dynamic').
  await expect.poll(() => page.evaluate(() => (Reflect.get(window, "dataLayer") as unknown[] | undefined)?.length ?? 0)).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (Reflect.get(window, "__loaded") as string[] | undefined) ?? []))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`gtm.js?id=${TRACKING_VENUE.gtmId}`),
        expect.stringContaining(`gtag/js?id=${TRACKING_VENUE.gaId}`),
      ]),
    );
  expect(violations).toEqual([]);
});
