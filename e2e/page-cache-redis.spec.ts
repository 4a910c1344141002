import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { Redis } from "ioredis";
import { TEST_REDIS_URL } from "@/server/test/redis";
import { CACHE_VENUES, cacheVenue, cacheVenues, SHARED_IDS } from "./support/cache-venues";
import { freePort, startPostgresApp, waitForHealth, type PostgresApp } from "./support/postgres-app";

// Issue 13 item 1, several instances: with REDIS_URL both share Next's cache (cache-handler.mjs). The
// second instance reads the venue API of the first (API_URL) and hears no NOTIFY itself: the import
// tells it through its revalidate route (--app, with the INTERNAL_KEY both share), and the menu's
// tags dropped by the first reach it through Redis. PUBLIC_URL gives both the same origin, as behind one address.

test.describe.configure({ mode: "serial" });

const PUBLIC_URL = "http://127.0.0.1";
let first: PostgresApp;
let second: ChildProcess;
let secondPort = 0;
let folder: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(tmpdir(), "carte-page-cache-redis-"));
  const shared = { REDIS_URL: TEST_REDIS_URL, PUBLIC_URL, INTERNAL_KEY: "page-cache-redis-spec-internal-key-0123456789" };
  first = await startPostgresApp(cacheVenues(), { env: shared });
  secondPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...shared,
    PORT: String(secondPort),
    API_URL: `${first.origin}/backend`,
    DATABASE_URL: first.databaseUrl,
  };
  delete env.NODE_OPTIONS;
  second = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], { env, stdio: "ignore" });
  await waitForHealth(`http://127.0.0.1:${secondPort}`, second, 60_000);
});

test.afterAll(async () => {
  second?.kill("SIGTERM");
  await first?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const [AMBER, BLUE] = CACHE_VENUES;
const SCREEN = `/en/category/${SHARED_IDS.category}/`;

async function open(page: Page, port: number): Promise<string | undefined> {
  const response = await page.goto(`http://${BLUE.host}:${port}${SCREEN}`);
  expect(response?.status()).toBe(200);
  return response?.headers()["x-nextjs-cache"];
}

/**
 * The screen's entries in the shared cache. Next writes a rendered page to Redis after answering, so the
 * test waits for this run's entry (older runs' entries of the same build are removed first).
 */
async function sharedEntries(redis: Redis, screen = SCREEN): Promise<string[]> {
  return redis.keys(`carte:*${screen.replace(/\/$/, "")}`);
}

// Issue 25 items 3 and 4: pages went out with Next's `s-maxage` and a nonce made for that response (a
// CDN would hand one nonce to every guest), and a page the second instance read from Redis without any
// Cache-Control. Every answer now says the same, for the browser alone, whichever instance and path.
test("every answer of a page carries one Cache-Control for the browser alone, rendered, kept or read from Redis by the other instance", async ({
  page,
}) => {
  const screen = `/en/product/${SHARED_IDS.product}/`;
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const answers: { path: string; cache: string | undefined; control: string | undefined; nonce: string | undefined }[] = [];
  const answer = async (path: string, port: number) => {
    const response = await page.goto(`http://${AMBER.host}:${port}${screen}`);
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    answers.push({ path, cache: headers["x-nextjs-cache"], control: headers["cache-control"], nonce });
  };
  try {
    await Promise.all((await sharedEntries(redis, screen)).map((key) => redis.del(key)));
    await answer("rendered", first.port);
    // Within the front server's two seconds: the page it kept (server/http/page-cache.mjs).
    await answer("kept", first.port);
    await expect.poll(async () => (await sharedEntries(redis, screen)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
  await answer("read from Redis by the other instance", secondPort);
  await answer("again from the other instance", secondPort);
  await expect(page.getByRole("heading", { level: 1, name: AMBER.productName })).toBeVisible();

  expect(answers[0]?.cache).toBe("MISS");
  expect(["HIT", "STALE"]).toContain(answers[2]?.cache);
  expect(answers.map(({ path, control }) => ({ path, control }))).toEqual(
    answers.map(({ path }) => ({ path, control: "private, no-cache" })),
  );
  expect(new Set(answers.map(({ nonce }) => nonce)).size).toBe(answers.length);
});

test("a page rendered by one instance is served from the cache by the other, and an import drops it for both", async ({ page }) => {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await Promise.all((await sharedEntries(redis)).map((key) => redis.del(key)));
    await open(page, first.port);
    await expect.poll(async () => (await sharedEntries(redis)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
  // Never rendered by the second instance: its first answer comes from the shared cache (a MISS would
  // be its own render). STALE is a cached answer too: the import that made the venue marked its tag.
  expect(["HIT", "STALE"]).toContain(await open(page, secondPort));
  await expect(page.getByRole("heading", { level: 1, name: BLUE.categoryName })).toBeVisible();

  const file = path.join(folder, "blue.json");
  writeFileSync(file, JSON.stringify(cacheVenue(BLUE, "Blue tisanes")));
  const imported = await first.venue(["import", file, "--app", `http://127.0.0.1:${secondPort}`]);
  expect(imported.code, imported.stderr).toBe(0);
  expect(imported.stderr).toBe("");
  // The first instance hears the NOTIFY and drops the tags in Redis; the second was told by the import.
  await expect(async () => {
    await open(page, secondPort);
    await expect(page.getByRole("heading", { level: 1, name: "Blue tisanes" })).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
