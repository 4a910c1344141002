import AxeBuilder from "@axe-core/playwright";
import { holdScripts } from "./support/hold-scripts";
import { expect, scriptsLoaded, test, type BrowserContext, type Page } from "./support/test";

// The location gate (000 sections 2, 4, 8 and 9) on the demo venue's geofenced form 3, "Table service
// request": its fields (Table number 1..12, What can we bring you?) show only once the venue API has
// allowed the guest's position. The demo geofence is a 300 m circle round 25.1972, 55.2744.

const FORM = "/en/form/3/";
const INSIDE = { latitude: 25.1972, longitude: 55.2744 };
const OUTSIDE = { latitude: 25.3, longitude: 55.5 };

const TEXT = {
  idle: "Please enable your location to continue.",
  locating: "Locating you…",
  checking: "Checking your location…",
  denied: "Location permission is denied. Please enable location in your browser settings.",
  unavailable: "Location is unavailable on this device or browser.",
  error: "We couldn’t determine your location. Please try again.",
  outside: "You’re currently outside the allowed area.",
  unableToGetLocation: "Unable to get your location.",
};

function panel(page: Page) {
  return page.getByRole("status").filter({ hasText: /location|locating/i });
}

function tableNumber(page: Page) {
  return page.getByRole("spinbutton", { name: "Table number" });
}

async function expectFormShown(page: Page) {
  await expect(tableNumber(page)).toBeVisible();
  await expect(page.getByRole("radio", { name: "The bill" })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
}

async function expectFormGated(page: Page) {
  await expect(page.getByRole("heading", { name: "Table service request" })).toBeVisible();
  await expect(tableNumber(page)).toBeHidden();
  await expect(page.getByRole("radio", { name: "The bill" })).toBeHidden();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function grantAt(context: BrowserContext, position: { latitude: number; longitude: number }) {
  await context.setGeolocation(position);
  await context.grantPermissions(["geolocation"]);
}

/**
 * A device whose position requests fail with a GeolocationPositionError of `code` for the first
 * `failures` requests, then answer as the real one does (a test double of the device).
 */
async function deviceFailing(page: Page, code: number, message: string, failures: number) {
  await page.addInitScript(
    ({ code, message, failures }) => {
      const geolocation = navigator.geolocation;
      const real = geolocation.getCurrentPosition.bind(geolocation);
      let failed = 0;
      geolocation.getCurrentPosition = (success, error, options) => {
        if (failed >= failures) return real(success, error, options);
        failed += 1;
        setTimeout(() => error?.({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }), 50);
      };
    },
    { code, message, failures },
  );
}

test.describe("location gate on a geofenced form (000 section 4)", () => {
  test("idle: with the permission still to ask, the guest is asked to enable location", async ({ page }) => {
    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.idle);
    await expect(panel(page).getByRole("button", { name: "Enable Location" })).toBeVisible();
    await expectFormGated(page);
    await expectNoSeriousViolations(page);
  });

  test("idle -> Enable Location -> the browser refuses: denied with the browser's message", async ({ page }) => {
    await page.goto(FORM);
    await panel(page).getByRole("button", { name: "Enable Location" }).click();
    await expect(panel(page)).toContainText(TEXT.denied);
    await expect(panel(page).getByRole("button", { name: "Enable Location" })).toBeVisible();
    // The browser's own words, not the default 'Unable to get your location.'
    await expect(panel(page).getByText("User denied Geolocation")).toBeVisible();
    await expect(panel(page).getByText(TEXT.unableToGetLocation)).toHaveCount(0);
    await expectFormGated(page);
  });

  test("before the page has hydrated it says 'Locating you…' with no button that could not work yet", async ({ page }) => {
    test.slow();
    const release = await holdScripts(page);
    await page.goto(FORM, { waitUntil: "commit" });
    await expect(panel(page)).toContainText(TEXT.locating);
    await expect(panel(page).getByRole("button")).toHaveCount(0);
    await expectFormGated(page);
    await release();
    await scriptsLoaded(page);
    await expect(panel(page)).toContainText(TEXT.idle, { timeout: 20_000 });
    await expect(panel(page).getByRole("button", { name: "Enable Location" })).toBeVisible();
  });

  test("denied: a permission refused earlier shows the denied text and Enable Location on the next visit", async ({ page }) => {
    await page.goto(FORM);
    // Chromium refuses the prompt of an automated browser; the refusal is remembered for the origin.
    await panel(page).getByRole("button", { name: "Enable Location" }).click();
    await expect(panel(page)).toContainText(TEXT.denied);
    await page.reload();
    await expect(panel(page)).toContainText(TEXT.denied);
    await expect(panel(page).getByRole("button", { name: "Enable Location" })).toBeVisible();
    // Denied from the permission itself: no position was asked for, so there is no browser message.
    await expect(panel(page).locator("p")).toHaveCount(1);
    await expectFormGated(page);
    await expectNoSeriousViolations(page);
  });

  test("requesting then checking: 'Locating you…', 'Checking your location…', then the form", async ({ page, context }) => {
    test.slow();
    await grantAt(context, INSIDE);
    // The device holds its answer, and the venue API's, until the test has seen each state.
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const real = geolocation.getCurrentPosition.bind(geolocation);
      const held: (() => void)[] = [];
      geolocation.getCurrentPosition = (success, error, options) => {
        held.push(() => real(success, error, options));
      };
      Reflect.set(window, "positionsAsked", () => held.length);
      Reflect.set(window, "releasePosition", () => held.splice(0).forEach((answer) => answer()));
    });
    let releaseCheck: () => void = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route("**/menus/geofence/1/", async (route) => {
      await checkHeld;
      await route.continue();
    });

    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.locating);
    await expect(panel(page).getByRole("button")).toHaveCount(0);
    await expectFormGated(page);
    await expectNoSeriousViolations(page);

    // 'Locating you…' shows while the permission is still being read, before the position is asked for.
    // After hydration, which a loaded machine can hold back for seconds.
    await expect.poll(() => page.evaluate(() => (Reflect.get(window, "positionsAsked") as () => number)()), { timeout: 20_000 }).toBe(1);
    await page.evaluate(() => (Reflect.get(window, "releasePosition") as () => void)());
    await expect(panel(page)).toContainText(TEXT.checking);
    await expect(panel(page).getByRole("button")).toHaveCount(0);
    await expectFormGated(page);

    releaseCheck();
    await expect(tableNumber(page)).toBeVisible({ timeout: 15_000 });
    await expectFormShown(page);
  });

  test("ready inside the area: the panel goes and the fields show", async ({ page, context }) => {
    await grantAt(context, INSIDE);
    const check = page.waitForRequest((request) => request.url().endsWith("/backend/en/menus/geofence/1/") && request.method() === "POST");
    await page.goto(FORM);
    expect((await check).postDataJSON()).toEqual({ lat: 25.1972, lng: 55.2744 });
    await expectFormShown(page);
    await expectNoSeriousViolations(page);
  });

  test("ready outside the area: Refresh Location after moving inside shows the fields", async ({ page, context }) => {
    await grantAt(context, OUTSIDE);
    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.outside);
    const refresh = panel(page).getByRole("button", { name: "Refresh Location" });
    await expect(refresh).toBeVisible();
    await expectFormGated(page);
    await expectNoSeriousViolations(page);

    await context.setGeolocation(INSIDE);
    await refresh.click();
    await expectFormShown(page);
  });

  test("unavailable (position error code 2): the browser's message and Retry, which tries again", async ({ page, context }) => {
    await grantAt(context, INSIDE);
    await deviceFailing(page, 2, "Position update is unavailable", 1);
    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.unavailable);
    await expect(panel(page).getByText("Position update is unavailable")).toBeVisible();
    await expectFormGated(page);
    await expectNoSeriousViolations(page);

    await panel(page).getByRole("button", { name: "Retry" }).click();
    await expectFormShown(page);
  });

  test("error (position error code 3, no message): 'Unable to get your location.' and Retry", async ({ page, context }) => {
    await grantAt(context, INSIDE);
    await deviceFailing(page, 3, "", 2);
    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.error);
    await expect(panel(page).getByText(TEXT.unableToGetLocation)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Still failing: the same state again.
    await panel(page).getByRole("button", { name: "Retry" }).click();
    await expect(panel(page)).toContainText(TEXT.error);
    await expectFormGated(page);
    await panel(page).getByRole("button", { name: "Retry" }).click();
    await expectFormShown(page);
  });

  test("a permission granted later is followed: the position is requested without a click", async ({ page, context }) => {
    await page.goto(FORM);
    await expect(panel(page)).toContainText(TEXT.idle);
    await grantAt(context, INSIDE);
    await expectFormShown(page);
  });
});

test.describe("the venue API's geofence call (000 section 7)", () => {
  // Metres north of the demo centre, in degrees of latitude (mean Earth radius 6371008.8 m).
  const north = (metres: number) => ({ lat: 25.1972 + metres / 111_195.08, lng: 55.2744 });

  test("POST /{lang}/menus/geofence/{menuId}/ with lat and lng answers allowed for the demo's 300 m circle", async ({ request }) => {
    const check = async (lang: string, position: { lat: number; lng: number }) => {
      const response = await request.post(`/backend/${lang}/menus/geofence/1/`, { data: position });
      expect(response.status()).toBe(200);
      return response.json() as Promise<unknown>;
    };
    expect(await check("en", { lat: 25.1972, lng: 55.2744 })).toEqual({ allowed: true });
    expect(await check("en", north(290))).toEqual({ allowed: true });
    expect(await check("ar", north(310))).toEqual({ allowed: false });
    expect(await check("en", { lat: 25.3, lng: 55.5 })).toEqual({ allowed: false });
  });

  test("refuses coordinates that are not numbers with 400", async ({ request }) => {
    const response = await request.post("/backend/en/menus/geofence/1/", { data: { lat: "25.1972", lng: 55.2744 } });
    expect(response.status()).toBe(400);
  });
});
