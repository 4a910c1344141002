/**
 * What bench:web and bench:pages share: the app as `npm start` serves it (front server of a production
 * build) on its own port and PGlite folder, with the generated large venue imported, and pages fetched
 * by host (the large venue answers at large.localhost; the demo at 127.0.0.1).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";

/** A VAPID pair of the run's own: npm start refuses production without one (issue 29). */
export function vapidEnv() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:ops@example.com" };
}

export const LARGE_HOST = "large.localhost";
const LARGE_FILE = ".data/bench/large-venue.json";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

/** Generates the large venue (deterministic: seed 13) unless the file exists, and imports it into dataDir. */
export function importLargeVenue(dataDir) {
  if (!existsSync(LARGE_FILE))
    run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/generate-large-venue.ts", "--out", LARGE_FILE], {});
  run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/cli/main.ts", "import", LARGE_FILE], {
    PGLITE_DIR: dataDir,
    DATABASE_URL: "",
  });
  return { bytes: readFileSync(LARGE_FILE).length };
}

/**
 * `node --import tsx scripts/start.mts --no-build` on port with a fresh PGlite folder holding the large venue (the
 * demo venues are imported by the first start). Returns the base URL, the venue file's size and stop().
 */
export async function startBenchApp(port) {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    throw new Error("No production build here: run `npx next build` first.");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carte-bench-"));
  const large = importLargeVenue(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      DEFAULT_LICENSE: "",
      // npm start refuses the public demo salt in production; the bench prints no QR codes.
      LOCATION_TOKEN_SALT: process.env.LOCATION_TOKEN_SALT || randomBytes(32).toString("base64"),
      // npm start refuses production without a VAPID pair of its own (issue 29).
      ...vapidEnv(),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  // An app that stopped (a refused setting, a taken port) must not leave the bench measuring whatever
  // else answers on the port.
  const exited = stopped.then((code) => {
    throw new Error(`npm start exited (${code}) before answering`);
  });
  await Promise.race([waitFor(`${baseUrl}/backend/health/`, 180_000), exited]);
  exited.catch(() => {});
  return {
    baseUrl,
    dataDir,
    largeBytes: large.bytes,
    stop: () => {
      child.kill("SIGTERM");
      return stopped;
    },
  };
}

/** GET with a Host header (Node's fetch does not let a request name another host than it connects to). */
export function getPage(baseUrl, pathname, host) {
  const target = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname: target.hostname, port: target.port, path: pathname, headers: host ? { host: `${host}:${target.port}` } : {} },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
  });
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} cores (${(cpus[0]?.model ?? "unknown CPU").trim()}), Node ${process.version}`;
}

/** Replaces the text between the markers in the docs file, or appends a section with a heading. */
export function writeBetweenMarkers(docsPath, start, end, section, heading) {
  const text = existsSync(docsPath) ? readFileSync(docsPath, "utf8") : "# Benchmarks\n";
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from !== -1 && to > from
    ? text.slice(0, from) + section + text.slice(to + end.length)
    : `${text.trimEnd()}\n\n${heading}\n\n${section}\n`;
}
