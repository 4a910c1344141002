#!/usr/bin/env node
/**
 * npm run bench:web — Lighthouse (mobile preset, Debian chromium) on the catalogue screens of the
 * demo venue in English and Arabic, first-load JS per route beside the smallest route's (the framework baseline), and
 * the same Lighthouse run on a static copy of each page (its server HTML without scripts, with its
 * CSS and images): the LCP ratio page / copy says how close the page is to "no framework" (goal 1.1).
 * The generated large venue (2,000 products in 15 languages, scripts/generate-large-venue.ts; issue 13)
 * adds its home and a category, served at large.localhost, with each page's HTML size.
 * Results go to docs/benchmarks.md between the bench:web markers. A benchmark, never an assertion.
 *
 * Needs a production build (`next build`) in the working directory (the app then runs as `npm start`
 * serves it, on its own PGlite folder holding the large venue; scripts/bench-app.mjs), or a running app
 * (where the large venue's rows are recorded missing unless it was imported):
 *   node scripts/bench-web.mjs [--base-url http://127.0.0.1:3000] [--port 3300] [--runs 3]
 *                              [--docs docs/benchmarks.md] [--category 1] [--product 103] [--json out.json]
 *                              [--languages en,ar]
 * Five runs per page by default: on a shared machine single runs vary by a second of LCP, so the
 * section also gives each page's LCP range over its runs and the load average during the run.
 * Environment: BENCH_BASE_URL, BENCH_PORT, BENCH_RUNS, CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { LARGE_HOST, getPage, startBenchApp, waitFor, writeBetweenMarkers } from "./bench-app.mjs";

const START = "<!-- bench:web start -->";
const END = "<!-- bench:web end -->";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1 && process.argv[index + 1]) return process.argv[index + 1];
  return fallback;
}

const root = process.cwd();
const port = Number(option("port", process.env.BENCH_PORT ?? "3300"));
const runs = Math.max(1, Number(option("runs", process.env.BENCH_RUNS ?? "5")));
const docsPath = path.resolve(root, option("docs", "docs/benchmarks.md"));
const jsonPath = option("json", null);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let baseUrl = option("base-url", process.env.BENCH_BASE_URL ?? null);

/**
 * Demo venue screens: Breakfast (category 1) and Avocado toast with za'atar (product 103, no product
 * hours), in each of `--languages` (default en and ar: left to right and right to left), then the
 * large venue's home and category in English.
 */
const LANGUAGES = option("languages", "en,ar")
  .split(",")
  .map((code) => code.trim())
  .filter(Boolean);
const PAGES = [
  ...LANGUAGES.flatMap((lang) => {
    const suffix = lang === "en" ? "" : ` (${lang})`;
    return [
      { name: `Landing${suffix}`, path: `/${lang}/` },
      { name: `Home${suffix}`, path: `/${lang}/home/` },
      { name: `Category${suffix}`, path: `/${lang}/category/${option("category", "1")}/` },
      { name: `Product${suffix}`, path: `/${lang}/product/${option("product", "103")}/` },
    ];
  }),
  { name: "Large venue home", path: "/en/home/", host: LARGE_HOST },
  { name: "Large venue category", path: "/en/category/1/", host: LARGE_HOST },
];
/**
 * No screen has this path. The not-found screen's HTML references the framework's runtime only: the
 * runtime fetches the [lang] layout's chunks itself, so they are not in the baseline.
 */
const BASELINE = { name: "Not found (baseline)", path: "/en/__bench-no-such-screen__/" };

/** Starts the app as `npm start` serves it (front server, gzip, CSP) on the build here; returns a stop function. */
async function startApp() {
  const app = await startBenchApp(port);
  baseUrl = app.baseUrl;
  return app.stop;
}

/** The page's URL as the browser asks for it: the large venue by its host (Chromium resolves *.localhost). */
function pageUrl(page) {
  if (!page.host) return `${baseUrl}${page.path}`;
  const url = new URL(baseUrl);
  url.hostname = page.host;
  return `${url.origin}${page.path}`;
}

function fetchPage(page) {
  return getPage(baseUrl, page.path, page.host ?? null);
}

/** Script files the browser loads with the page (module scripts; noModule polyfills are skipped). */
function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src && /\/_next\/static\/.+\.js(\?|$)/.test(src)) sources.push(src.replace(/&amp;/g, "&"));
  }
  // Under `npm start` the front server queues Next's chunks in its loader (server/http/script-deferral.mjs).
  for (const match of html.matchAll(/self\.__carteScripts\.load\("([^"]+)"\)/g)) sources.push(match[1]);
  return [...new Set(sources)];
}

const sizeCache = new Map();
/** Raw and gzip (level 9) bytes of a script: from .next/static when the build is here, else over HTTP. */
async function scriptSize(src) {
  const pathname = new URL(src, baseUrl).pathname;
  if (sizeCache.has(pathname)) return sizeCache.get(pathname);
  const local = path.join(root, ".next", "static", decodeURIComponent(pathname.replace(/^\/_next\/static\//, "")));
  const bytes = existsSync(local) ? readFileSync(local) : Buffer.from(await (await fetch(new URL(pathname, baseUrl))).arrayBuffer());
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  sizeCache.set(pathname, size);
  return size;
}

async function firstLoadJs(html) {
  const sources = scriptSources(html).map((src) => new URL(src, baseUrl).pathname);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const size = await scriptSize(source);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: sources, raw, gzip };
}

/**
 * React's inline streaming instructions ($RC and its helpers) move content that streamed after a
 * loading boundary's fallback into place. They are how the HTML arrives, not framework code: without
 * them the copy would show the fallback (a skeleton) where the page shows its content.
 */
function isStreamingInstruction(attributes, body) {
  return !/\bsrc=/i.test(attributes) && /\$R[A-Z]{1,2}\b/.test(body) && !/__next_f|TURBOPACK/.test(body);
}

/**
 * The static copy: server HTML with every script (and script preload) removed but React's streaming
 * instructions; CSS and images kept.
 */
function staticCopy(html) {
  return html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (script, attributes, body) =>
      isStreamingInstruction(attributes, body) ? script : "",
    )
    .replace(/<link\b[^>]*>/gi, (link) => (/\bas="script"|\brel="modulepreload"/i.test(link) ? "" : link));
}

/**
 * Serves the static copies under /__bench/{slug}/ and passes every other request (CSS, images,
 * fonts) through to the app, so the copy loads the same resources from a server of the same kind.
 */
function startStaticServer(copies) {
  const target = new URL(baseUrl);
  const server = http.createServer((request, response) => {
    const copy = copies.get((request.url ?? "").split("?")[0] ?? "");
    if (copy !== undefined) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(copy);
      return;
    }
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** Weighted audits below a full score, per category: what keeps a score under 100. */
function failingAudits(lhr) {
  const failing = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const ids = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (ids.length > 0) failing[id] = ids;
  }
  return failing;
}

async function audit(url, chromePort) {
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (result?.lhr) lhrs.push(result.lhr);
  }
  if (lhrs.length === 0) return null;
  const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
  const lcps = lhrs.map((run) => run.audits["largest-contentful-paint"]?.numericValue).filter((value) => value != null);
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    failing: failingAudits(lhr),
    lcpRange: lcps.length > 0 ? [Math.min(...lcps), Math.max(...lcps)] : null,
    // Every run, for the JSON file: the LCP Lighthouse simulates depends on the scripts the browser
    // had run when it painted, so a run whose first paint came late counts them all.
    runs: lhrs.map((run) => ({
      performance: run.categories.performance?.score ?? null,
      lcp: run.audits["largest-contentful-paint"]?.numericValue ?? null,
      tbt: run.audits["total-blocking-time"]?.numericValue ?? null,
      observedLcp: run.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
    })),
    // For the JSON file: what the LCP element was and how its time splits, and the console errors.
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details ?? null,
    consoleErrors: lhr.audits["errors-in-console"]?.details?.items ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? "",
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value == null ? "–" : String(Math.round(value)));
const num = (value) => (value == null ? "–" : String(value));

function chromiumVersion() {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return chromePath;
  }
}

function renderSection(results, baseline, meta) {
  const lines = [
    START,
    `Measured ${meta.date} on ${meta.cores} cores (${meta.cpu}), Node ${process.version}, Lighthouse ${meta.lighthouse}`,
    `(mobile preset: simulated slow 4G and 4x CPU slowdown), ${meta.chromium}, median of ${runs} run(s) per page,`,
    `app and browser on the same machine, load average ${meta.loadBefore} before and ${meta.loadAfter} after the runs`,
    `(1, 5 and 15 min); the demo venue in ${LANGUAGES.join(" and ")}, the large venue (${LARGE_HOST}) in English. HTML KB: the page uncompressed. First-load JS: the /_next/static scripts the server HTML references`,
    `(noModule left out), gzip level 9. Baseline: the scripts the not-found screen's HTML references, which are the`,
    `framework's runtime alone (the [lang] layout's chunks that screen also needs are fetched by the runtime`,
    `afterwards); "beyond baseline" is the app's share, the layout's providers included.`,
    "",
    "| Page | Path | HTML KB | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | First-load JS gzip KB (files) | Beyond baseline KB | Static copy LCP ms | LCP ratio |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const result of results) {
    if (result.status !== 200) {
      lines.push(`| ${result.name} | ${result.path} | | missing (HTTP ${result.status}) | | | | | | | | | | |`);
      continue;
    }
    const page = result.lighthouse;
    const copy = result.staticLighthouse;
    const ratio = page?.lcp && copy?.lcp ? (page.lcp / copy.lcp).toFixed(2) : "–";
    lines.push(
      `| ${result.name} | ${result.path} | ${kb(result.htmlBytes)} | ${num(page?.performance)} | ${num(page?.accessibility)} | ${num(page?.bestPractices)} | ` +
        `${num(page?.seo)} | ${ms(page?.lcp)} | ${ms(page?.tbt)} | ${page?.cls == null ? "–" : page.cls.toFixed(3)} | ` +
        `${kb(result.js.gzip)} (${result.js.files.length}) | ${kb(result.beyondBaseline)} | ${ms(copy?.lcp)} | ${ratio} |`,
    );
  }
  lines.push(
    `| ${baseline.name} | ${baseline.path} | | | | | | | | | ${kb(baseline.js.gzip)} (${baseline.js.files.length}) | 0.0 | | |`,
    "",
    "Audits below a full score (weighted ones; performance audits are the metrics and opportunities):",
    "",
  );
  for (const result of results) {
    const failing = result.lighthouse?.failing ?? {};
    const text = Object.entries(failing)
      .map(([category, ids]) => `${category}: ${ids.join(", ")}`)
      .join("; ");
    if (result.status === 200) lines.push(`- ${result.name}: ${text || "none"}`);
  }
  lines.push("", "LCP over the runs, lowest to highest (ms): page; static copy:", "");
  for (const result of results) {
    const range = (audit) => (audit?.lcpRange ? `${ms(audit.lcpRange[0])}–${ms(audit.lcpRange[1])}` : "–");
    if (result.status === 200) lines.push(`- ${result.name}: ${range(result.lighthouse)}; ${range(result.staticLighthouse)}`);
  }
  lines.push(
    "",
    "Targets (issue 4): performance and SEO 100, accessibility and best practices at least 95, first-load JS as",
    "small as the framework allows, LCP ratio (page / static copy) 1.1. Issue 13: the demo's pages at performance 100",
    "(median of 5) with TBT under 60 ms and an LCP ratio at most 1.25, in en and ar; the large venue's home under 150 KB",
    "of HTML, its home and category at performance 95 or more.",
    END,
  );
  return lines.join("\n");
}

function writeDocs(section) {
  writeFileSync(docsPath, writeBetweenMarkers(docsPath, START, END, section, "## Guest web app (npm run bench:web)"));
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

async function main() {
  const loadBefore = loadAverage();
  const stopApp = baseUrl ? null : await startApp();
  let chrome = null;
  let staticServer = null;
  try {
    await waitFor(`${baseUrl}/backend/health/`, 30_000);
    const baselinePage = await fetchPage(BASELINE);
    const baselineJs = await firstLoadJs(baselinePage.html);
    const baselineFiles = new Set(baselineJs.files);

    const results = [];
    const copies = new Map();
    for (const page of PAGES) {
      const { status, html } = await fetchPage(page);
      const result = { ...page, status, htmlBytes: Buffer.byteLength(html), js: { files: [], raw: 0, gzip: 0 }, beyondBaseline: 0 };
      if (status === 200) {
        result.js = await firstLoadJs(html);
        for (const file of result.js.files) if (!baselineFiles.has(file)) result.beyondBaseline += (await scriptSize(file)).gzip;
        result.copyPath = `/__bench/${page.name.toLowerCase().replace(/\W+/g, "-")}/`;
        copies.set(result.copyPath, staticCopy(html));
      }
      results.push(result);
    }

    staticServer = await startStaticServer(copies);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    let lighthouseVersion = "";
    for (const result of results) {
      if (result.status !== 200) continue;
      process.stderr.write(`lighthouse ${result.path}\n`);
      result.lighthouse = await audit(pageUrl(result), chrome.port);
      process.stderr.write(`lighthouse static copy of ${result.path}\n`);
      result.staticLighthouse = await audit(`${staticServer.origin}${result.copyPath}`, chrome.port);
      lighthouseVersion ||= result.lighthouse?.lighthouseVersion ?? "";
    }

    const cpus = os.cpus();
    const meta = {
      date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
      cores: cpus.length,
      cpu: (cpus[0]?.model ?? "unknown CPU").trim(),
      chromium: chromiumVersion(),
      lighthouse: lighthouseVersion || "unknown",
      loadBefore,
      loadAfter: loadAverage(),
    };
    const baseline = { ...BASELINE, status: baselinePage.status, js: baselineJs };
    const section = renderSection(results, baseline, meta);
    writeDocs(section);
    if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ meta, baseline, results }, null, 2));
    process.stdout.write(`${section}\n\nwritten to ${docsPath}\n`);
  } finally {
    if (chrome) await chrome.kill();
    if (staticServer) await staticServer.close();
    if (stopApp) stopApp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
