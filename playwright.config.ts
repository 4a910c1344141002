import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these, Chromium keeps calling Google services that this closed network refuses, and stalls.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Pixel 7"], browserName: "chromium" } }],
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
