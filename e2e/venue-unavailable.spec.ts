import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer, type Server } from "node:net";
import { expect, test } from "./support/test";
import { BADGE_VENUE } from "./support/catalogue-venues";
import { freePort } from "./support/postgres-app";

// Issue 26 item 5 (000 section 4): a venue API that is down is the error state with a retry, answered
// 503 and no-store so that no cache keeps it; a host the API does not know (404) is unlicensed. The app
// here asks its venue API on a port where nothing listens, until the test relays that port to the
// shared e2e server's real API: the API is back, and the guest's retry shows the menu.

test.describe.configure({ mode: "serial" });

let app: ChildProcess | null = null;
let appPort: number;
let apiPort: number;
let relay: Server | null = null;

/** `npm start`'s server of the existing build, its venue API elsewhere (API_URL): it answers at once. */
async function startApp(): Promise<void> {
  appPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(appPort), API_URL: `http://127.0.0.1:${apiPort}/backend` };
  delete env.NODE_OPTIONS;
  app = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], { env, stdio: "ignore" });
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${appPort}/robots.txt`).catch(() => null);
    if (answer) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  apiPort = await freePort();
  await startApp();
});

test.afterAll(() => {
  relay?.close();
  app?.kill("SIGTERM");
});

/** The venue API comes back: apiPort carries every connection to the shared server, API included. */
function bringApiBack(target: number): Promise<void> {
  relay = createServer((socket) => {
    const upstream = connect(target, "127.0.0.1");
    socket.pipe(upstream).pipe(socket);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve) => relay?.listen(apiPort, "127.0.0.1", resolve));
}

test("an API that is down shows the error state in Arabic, uncached, and the retry loads the menu", async ({ page, baseURL }) => {
  const response = await page.goto(`http://${BADGE_VENUE.host}:${appPort}/ar/`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "حدث خطأ ما" })).toBeVisible();
  await expect(page.getByText("تعذّر تحميل القائمة الآن")).toBeVisible();
  await expect(page.getByText("القائمة غير متاحة")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await bringApiBack(Number(new URL(baseURL ?? "http://127.0.0.1:3100").port));
  await page.getByRole("link", { name: "حاول مرة أخرى" }).click();
  await expect(page.getByRole("heading", { level: 1, name: BADGE_VENUE.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ar/$`));
});

test("a host the API does not know stays unlicensed", async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  url.hostname = "nobody-at-all.localhost";
  const response = await page.goto(`${url.origin}/ar/`);
  expect(response?.status()).not.toBe(503);
  await expect(page.getByRole("heading", { name: "القائمة غير متاحة" })).toBeVisible();
});
