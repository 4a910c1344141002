import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { redisAnswers, TEST_REDIS_URL } from "../test/redis";

/**
 * The shared cache of several instances (cache-handler.mjs). Another instance wrote a menu read; this
 * instance's very first cache read, made the moment Next creates the handler, must find it. The Redis
 * handler refuses calls until its client is connected, so a started instance used to render its first
 * pages again (e2e/page-cache-redis.spec.ts failed that way on a loaded machine).
 */
const KEY = "menu-read";

/** A new instance, in its own process as in production: creates the handler and reads at once. */
const FIRST_READ = `
import CacheHandler from "./cache-handler.mjs";
const handler = new CacheHandler({ serverDistDir: process.env.SERVER_DIST_DIR, dev: false });
const found = await handler.get(${JSON.stringify(KEY)}, { kind: "FETCH", tags: ["menu:1"], softTags: [] });
process.stdout.write(JSON.stringify(found?.value ?? null));
process.exit(0);
`;
/**
 * Issue 25 item 4: a page one instance rendered and another read from Redis went out without
 * Cache-Control, and was taken for stale after a second: Next knows a page's lifetime from the
 * entry only when the handler returns it. One instance writes the page as Next does, another reads it.
 */
const PAGE_KEY = "/9580/origin/en/home";
const WRITE_PAGE = `
import CacheHandler from "./cache-handler.mjs";
const handler = new CacheHandler({ serverDistDir: process.env.SERVER_DIST_DIR, dev: false });
const page = { kind: "APP_PAGE", html: "<h1>Home</h1>", headers: { "x-next-cache-tags": "venue:9580" }, status: 200 };
await handler.set(${JSON.stringify(PAGE_KEY)}, page, { cacheControl: { revalidate: 30, expire: 60 }, isRoutePPREnabled: false, isFallback: false });
process.exit(0);
`;
const READ_PAGE = `
import CacheHandler from "./cache-handler.mjs";
const handler = new CacheHandler({ serverDistDir: process.env.SERVER_DIST_DIR, dev: false });
const found = await handler.get(${JSON.stringify(PAGE_KEY)}, { kind: "APP_PAGE", softTags: [] });
process.stdout.write(JSON.stringify({ html: found?.value?.html ?? null, cacheControl: found?.cacheControl ?? null }));
process.exit(0);
`;
let folder = "";
let buildId = "";

/** One instance: its own process, as in production, with the shared Redis. */
async function instance(script: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: path.join(__dirname, "../.."),
    env: { ...process.env, NODE_OPTIONS: "", REDIS_URL: TEST_REDIS_URL, SERVER_DIST_DIR: path.join(folder, "server") },
  });
  return stdout;
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "carte-cache-handler-"));
  buildId = `test-${randomUUID()}`;
  mkdirSync(path.join(folder, "server"));
  writeFileSync(path.join(folder, "BUILD_ID"), buildId);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("an instance's first cache read finds what another instance wrote", async () => {
  if (!(await redisAnswers())) {
    console.warn(`Skipping the shared-cache test: no Redis answers at ${TEST_REDIS_URL}.`);
    return;
  }
  const prefix = `carte:${buildId}:`;
  const writer = new Redis(TEST_REDIS_URL);
  const entry = {
    lastModified: Date.now(),
    lifespan: null,
    tags: ["menu:1"],
    value: { kind: "FETCH", data: { body: "menu" }, revalidate: 60 },
  };
  try {
    await writer.set(prefix + KEY, JSON.stringify(entry));
    await writer.hset(`${prefix}__sharedTags__`, KEY, JSON.stringify(entry.tags));

    expect(JSON.parse(await instance(FIRST_READ))).toEqual(entry.value);
  } finally {
    await writer.del(prefix + KEY, `${prefix}__sharedTags__`, `${prefix}__sharedTagsTtl__`);
    writer.disconnect();
  }
});

test("a page one instance wrote is read by another with the lifetime Next gave it", async () => {
  if (!(await redisAnswers())) {
    console.warn(`Skipping the shared-cache test: no Redis answers at ${TEST_REDIS_URL}.`);
    return;
  }
  const prefix = `carte:${buildId}:`;
  try {
    await instance(WRITE_PAGE);
    expect(JSON.parse(await instance(READ_PAGE))).toEqual({ html: "<h1>Home</h1>", cacheControl: { revalidate: 30, expire: 60 } });
  } finally {
    const redis = new Redis(TEST_REDIS_URL);
    await redis.del(prefix + PAGE_KEY, `${prefix}__sharedTags__`, `${prefix}__sharedTagsTtl__`);
    redis.disconnect();
  }
});
