import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's headless shell (chromium-headless-shell, Playwright's own default kind of build) spends far
// less of the machine than the full browser's headless mode, whose window renderers run for every page
// (the whole suite: 13.4 against 17.6 minutes, load 8 against 11); /usr/bin/chromium where it is not
// installed. The full browser still runs what the shell lacks: a refused location permission remembered
// across a reload, and the Push API.
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const SHELL = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const NEEDS_FULL_BROWSER = ["**/location-gate.spec.ts", "**/order-push.spec.ts"];
// Without these, Chromium keeps calling Google services that this closed network refuses, and stalls.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-default-apps",
  "--disable-sync",
];
const phone = { ...devices["Pixel 7"], browserName: "chromium" as const };
// CI shares its machine: the same steps took 3.3 times as long there as on an idle machine (17.6 against
// 57.8 minutes). Waits end as soon as what they wait for is there, so longer ones cost a passing test nothing.
const ci = !!process.env.CI;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: ci ? 15_000 : 5_000 },
  workers: 2,
  reporter: ci ? "line" : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...phone, launchOptions: { executablePath: SHELL, args } }, testIgnore: NEEDS_FULL_BROWSER },
    { name: "chromium-browser", use: { ...phone, launchOptions: { executablePath: FULL_BROWSER, args } }, testMatch: NEEDS_FULL_BROWSER },
  ],
  webServer: {
    // `next start` after importing the fixture venues of e2e/hours.spec.ts (hours relative to now).
    command: "node --import tsx scripts/e2e-server.ts",
    url: `${baseURL}/backend/health/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // A dummy Maps key for the maps venue of e2e/delivery-location.spec.ts: never sent anywhere, as the
    // browser's Maps JavaScript API there is a test double (e2e/support/maps-venue.ts).
    env: { PORT: String(port), GOOGLE_MAPS_API_KEY: "e2e-dummy-maps-key" },
  },
});
