#!/usr/bin/env node
/**
 * npm run bench:pages — page throughput (issue 13): autocannon at 20 connections for 10 s on the home,
 * a category and a product page of the demo venue and of the generated large venue (2,000 products, 15
 * languages; scripts/generate-large-venue.ts), beside a static file of the same server in the same run.
 * The app is `npm start`'s front server on a production build (`npx next build` first), on its own port
 * and PGlite folder. Results go to docs/benchmarks.md between the bench:pages markers. A benchmark,
 * never an assertion.
 *
 *   node scripts/bench-pages.mjs [--port 3310] [--seconds 10] [--connections 20] [--docs docs/benchmarks.md]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { LARGE_HOST, getPage, loadAverage, machine, startBenchApp, writeBetweenMarkers } from "./bench-app.mjs";

const START = "<!-- bench:pages start -->";
const END = "<!-- bench:pages end -->";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option("port", process.env.BENCH_PORT ?? "3310"));
const seconds = Number(option("seconds", "10"));
const connections = Number(option("connections", "20"));
const docsPath = path.resolve(option("docs", "docs/benchmarks.md"));

/** Demo: Breakfast and its avocado toast (no product hours); large venue: its first category and product. */
const TARGETS = [
  { venue: "Static file", page: "public/demo/logo.svg", path: "/demo/logo.svg", host: null },
  { venue: "Demo", page: "Home", path: "/en/home/", host: null },
  { venue: "Demo", page: "Category", path: "/en/category/1/", host: null },
  { venue: "Demo", page: "Product", path: "/en/product/103/", host: null },
  { venue: "Large", page: "Home", path: "/en/home/", host: LARGE_HOST },
  { venue: "Large", page: "Category", path: "/en/category/1/", host: LARGE_HOST },
  { venue: "Large", page: "Product", path: "/en/product/1001/", host: LARGE_HOST },
];

function load(url, host) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    // A page slower than autocannon's 10 s default would count as an error and hide how slow it is.
    timeout: 60,
    headers: host ? { host: `${host}:${port}`, "accept-encoding": "gzip" } : { "accept-encoding": "gzip" },
  });
}

/**
 * The server goes on rendering the requests a row left in flight after autocannon stops: the next row
 * starts when the static file answers promptly again (the event loop is free), or after two minutes.
 */
async function settle(baseUrl) {
  const deadline = Date.now() + 120_000;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const began = performance.now();
    await getPage(baseUrl, TARGETS[0].path, null);
    prompt = performance.now() - began < 100 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const loadBefore = loadAverage();
  const app = await startBenchApp(port);
  const rows = [];
  try {
    for (const target of TARGETS) {
      await settle(app.baseUrl);
      // One request first: it must answer 200, and the first render (or cache fill) is not the rate.
      const began = performance.now();
      const first = await getPage(app.baseUrl, target.path, target.host);
      const firstMs = Math.round(performance.now() - began);
      if (first.status !== 200) throw new Error(`${target.venue} ${target.path}: HTTP ${first.status}`);
      process.stderr.write(`autocannon ${target.venue} ${target.path}\n`);
      const result = await load(`${app.baseUrl}${target.path}`, target.host);
      rows.push({
        ...target,
        bytes: Buffer.byteLength(first.html),
        firstMs,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        load: loadAverage().split(" / ")[0],
      });
    }
  } finally {
    await app.stop();
  }
  const section = [
    START,
    `Measured ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC on ${machine()}; autocannon (same machine) at`,
    `${connections} connections for ${seconds} s per row, gzip accepted, after one warm-up request, each row once the previous one's requests are answered; \`npm start\`'s front server`,
    `(scripts/start.mts --no-build) on a production build with a fresh PGlite folder. Large venue: ${(app.largeBytes / 1e6).toFixed(2)} MB`,
    `venue file, 2,000 products in 15 languages, at ${LARGE_HOST}. Load average ${loadBefore} before the run (1, 5, 15 min);`,
    `the last column is the 1-minute load average after each row. HTML KB: the page uncompressed; first request: the`,
    `warm-up request alone (no other load from the bench); requests still unanswered when a row's time is up are not counted.`,
    "",
    "| Venue | Page | Path | HTML KB | First request ms | Requests/s | p50 ms | p99 ms | Requests | Errors | Load after |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.venue} | ${row.page} | ${row.path} | ${(row.bytes / 1024).toFixed(1)} | ${row.firstMs} | ${row.rps} | ${row.p50} | ${row.p99} | ` +
        `${row.requests} | ${row.errors} | ${row.load} |`,
    ),
    "",
    "Targets (issue 13): cached home, category and product pages at least 1,000 requests/s with p99 at most 50 ms at 20",
    "connections, for the demo and for the large venue.",
    END,
  ].join("\n");
  writeFileSync(docsPath, writeBetweenMarkers(docsPath, START, END, section, "## Page throughput (npm run bench:pages)"));
  process.stdout.write(`${section}\n\nwritten to ${docsPath}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
