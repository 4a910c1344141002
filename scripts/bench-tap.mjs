#!/usr/bin/env node
/**
 * npm run bench:tap — the first tap on the product page's Add button as a guest on a slow phone lives it
 * (issue 27 item 6), through `npm start` (the front server, with its script deferral) beside plain
 * `next start`, both serving the production build here at the same time, each on its own PGlite folder.
 *
 * Each run opens the demo's product page in a fresh browser context (empty cache: a first visit) on a
 * phone (390x844, touch) throttled through the DevTools protocol: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4x slower. A script put in the page before its own (addInitScript) reads every
 * animation frame: when the Add button is first on screen (painted), when React has attached its props
 * to it (its own handler exists) and when the header's cart shows the item (added). The bench taps the
 * button as soon as it is painted, once, and records whether that tap was honoured (the item added
 * without a second tap), whether the page reloaded under it, and the cart's count at the end (never 2).
 * Times are ms from the navigation's start; the median of the runs per server goes to docs/benchmarks.md
 * between the bench:tap markers, with the share of client .tsx files (scripts/client-share.mjs).
 * A benchmark, never an assertion.
 *
 *   node scripts/bench-tap.mjs [--runs 5] [--product 103] [--ports 3600,3601] [--docs docs/benchmarks.md] [--json out.json]
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { loadAverage, machine, vapidEnv, waitFor, writeBetweenMarkers } from "./bench-app.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { clientShare } from "./client-share.mjs";

const START = "<!-- bench:tap start -->";
const END = "<!-- bench:tap end -->";
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// How long after the button's own handler exists a tap not yet honoured counts as lost.
const SETTLE_MS = 3000;

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const runs = Math.max(1, Number(option("runs", "5")));
const product = option("product", "103");
const [frontPort, nextPort] = option("ports", "3600,3601").split(",").map(Number);
const docsPath = path.resolve(option("docs", "docs/benchmarks.md"));
const jsonPath = option("json", null);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const productPath = `/en/product/${product}/`;

/**
 * Runs in the page before any of its scripts. The Add button is the product form's submit button; the
 * cart's count is the header cart link's label ("Cart, 1 item"). A full load after the first (a form
 * submitted without its handler reloads the page) is counted in sessionStorage.
 */
function probe() {
  const docs = Number(sessionStorage.getItem("bench-tap-docs") ?? "0") + 1;
  sessionStorage.setItem("bench-tap-docs", String(docs));
  const state = { docs, paintAt: null, at: null, handlerAt: null, tapAt: null, addedAt: null, cart: null };
  window.__benchTap = state;
  // The first document's times, should a reload replace it.
  if (docs === 1) addEventListener("pagehide", () => sessionStorage.setItem("bench-tap-first", JSON.stringify(state)));
  addEventListener("touchstart", () => (state.tapAt ??= performance.now()), { capture: true, passive: true });
  const frame = () => {
    const button = document.querySelector("main form button[type=submit], form button[type=submit]");
    if (button) {
      const box = button.getBoundingClientRect();
      if (state.paintAt === null && box.height > 0 && box.top < innerHeight && box.bottom > 0) {
        state.paintAt = performance.now();
        state.at = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      if (state.handlerAt === null && Object.keys(button).some((key) => key.startsWith("__reactProps$")))
        state.handlerAt = performance.now();
    }
    const cart = document.querySelector('[aria-label^="Cart, "]')?.getAttribute("aria-label") ?? null;
    if (cart !== null) state.cart = cart;
    if (state.addedAt === null && cart !== null && /^Cart, [1-9]/.test(cart)) state.addedAt = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function startServer(name, args, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carte-bench-tap-"));
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      DEFAULT_LICENSE: "",
      REDIS_URL: "",
      INTERNAL_KEY: randomBytes(32).toString("base64url"),
      LOCATION_TOKEN_SALT: randomBytes(32).toString("base64"),
      // npm start refuses production without a VAPID pair of its own (issue 29).
      ...vapidEnv(),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    stopped,
    stop: async () => {
      child.kill("SIGTERM");
      await stopped;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** As main before issue 27 ran it: the tap keeper (components/shell/held-tap-script.ts) finds itself already there and stays out. */
function withoutHeldTaps() {
  window.__carteTaps = { held: {}, live: {} };
}

async function measure(browser, server, held) {
  const context = await browser.newContext(PHONE);
  if (!held) await context.addInitScript(withoutHeldTaps);
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${server.baseUrl}${productPath}`, { waitUntil: "commit" });
    const at = await page.waitForFunction(() => window.__benchTap?.at, null, { polling: "raf", timeout: 60_000 });
    const { x, y } = await at.jsonValue();
    await page.touchscreen.tap(x, y);
    // Honoured, or lost: the button's own handler has existed for SETTLE_MS without the item arriving
    // (in this document or the one a reload brought). An item added before hydration (lib/domain/early-add.ts)
    // still waits for the handler: a second add would come then.
    await page.waitForFunction(
      (settle) => {
        const state = window.__benchTap;
        return state && state.handlerAt !== null && (state.addedAt !== null || performance.now() > state.handlerAt + settle);
      },
      SETTLE_MS,
      { polling: 100, timeout: 60_000 },
    );
    // A second add, if any, would come at once: a few frames more before the count is read.
    await page.waitForTimeout(1500);
    const state = await page.evaluate(() => window.__benchTap);
    if (state.docs === 1) return { ...state, reloaded: false, honoured: state.addedAt !== null };
    // Reloaded under the tap: the times are the first document's, and nothing was added there.
    const first = JSON.parse(await page.evaluate(() => sessionStorage.getItem("bench-tap-first") ?? "{}"));
    return { ...first, cart: state.cart, reloaded: true, honoured: false };
  } finally {
    await context.close();
  }
}

const between = (from, to) => (typeof from === "number" && typeof to === "number" ? to - from : null);
const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null ? "–" : `${Math.round(value)}`);

function summary(results) {
  const honoured = results.filter((result) => result.honoured);
  return {
    paint: median(results.map((result) => result.paintAt)),
    tapAfterPaint: median(results.map((result) => between(result.paintAt, result.tapAt))),
    handler: median(results.map((result) => result.handlerAt)),
    added: median(honoured.map((result) => result.addedAt)),
    addedAfterPaint: median(honoured.map((result) => between(result.paintAt, result.addedAt))),
    addedAfterTap: median(honoured.map((result) => between(result.tapAt, result.addedAt))),
    honoured: honoured.length,
    twice: results.filter((result) => result.cart !== null && !/^Cart, (1 item|no items)$/.test(result.cart)).length,
    reloaded: results.filter((result) => result.reloaded).length,
    runs: results.length,
  };
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) throw new Error("No production build here: run `npm run build` first.");
  const servers = [
    startServer("npm start", ["--import", "tsx", "scripts/start.mts", "--no-build"], frontPort),
    startServer("next start", ["node_modules/next/dist/bin/next", "start", "-p", String(nextPort)], nextPort),
  ];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS, headless: true });
  // Each server with the tap keeper, and without it as main ran before (the tap at paint then lost).
  const variants = servers.flatMap((server) => [
    { name: server.name, server, held: true },
    { name: `${server.name}, taps not held (as before)`, server, held: false },
  ]);
  const results = new Map(variants.map((variant) => [variant.name, []]));
  const loads = [];
  try {
    for (const server of servers) {
      const exited = server.stopped.then((code) => {
        throw new Error(`${server.name} exited (${code}) before answering`);
      });
      await Promise.race([waitFor(`${server.baseUrl}/backend/health/`, 180_000), exited]);
      exited.catch(() => {});
      // The page rendered and cached on the server: the runs measure the browser, not the first render.
      for (let warm = 0; warm < 3; warm += 1) await fetch(`${server.baseUrl}${productPath}`).then((response) => response.text());
    }
    // Alternating, and each run starting one variant further, so a busy moment of the shared machine
    // (or what the run before leaves behind) falls on every variant alike.
    for (let run = 1; run <= runs; run += 1) {
      const order = variants.map((_, index) => variants[(index + run - 1) % variants.length]);
      for (const variant of order) {
        const result = await measure(browser, variant.server, variant.held);
        results.get(variant.name).push(result);
        loads.push(os.loadavg()[0]);
        console.log(
          `${variant.name} run ${run}: painted ${ms(result.paintAt)} ms, tapped ${ms(result.tapAt)}, handler ${ms(result.handlerAt)}, ` +
            `added ${ms(result.addedAt)}${result.reloaded ? " (page reloaded)" : ""}, cart "${result.cart}"`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }

  const share = clientShare();
  const rows = variants.map((variant) => {
    const s = summary(results.get(variant.name));
    return `| ${variant.name} | ${ms(s.paint)} | ${ms(s.tapAfterPaint)} | ${ms(s.handler)} | ${ms(s.added)} | ${ms(s.addedAfterPaint)} | ${ms(s.addedAfterTap)} | ${s.honoured} of ${s.runs} | ${s.twice} | ${s.reloaded} |`;
  });
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const section = [
    START,
    `Run ${date} UTC on ${machine()}, Chromium ${browser.version()}; load average ${loadAverage()} at the end ` +
      `(1-minute median during the runs ${median(loads)?.toFixed(1)}). Product \`${productPath}\` of the demo venue, ` +
      `median of ${runs} runs each, both servers on the same build at the same time. Times in ms from the navigation's start.`,
    "",
    "| Server | Add painted | Tap sent after paint | Add's own handler from | Item added (tap at paint) | Added after paint | Added after the tap | Tap at paint honoured | Added twice | Page reloaded by the tap |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `Client components: ${share.client} of ${share.total} .tsx files under components/ and app/ (${(share.share * 100).toFixed(1)}%; \`npm run bench:client-share\`).`,
    END,
  ].join("\n");
  writeFileSync(docsPath, writeBetweenMarkers(docsPath, START, END, section, "## The first tap (npm run bench:tap)"));
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify(Object.fromEntries(results), null, 2));
  console.log(section);
}

await main();
