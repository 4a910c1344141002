// `npm start`: refuses settings it cannot run with (server/http/production-checks.ts), builds once
// when no production build exists (Next's, then the service worker's), then serves Next through the front server
// (server/http/front-server.ts): the security headers, a nonce in every page's scripts, the client
// address through TRUSTED_PROXY_COUNT proxies, and Next's cached pages kept for two seconds
// (server/http/page-cache.ts). `--check` runs the checks only; `--no-build` serves an
// existing build or fails (the e2e server). TypeScript run by tsx's loader in this process
// (`node --import tsx`, docs/decisions/0193-front-server-typescript.md); an .mts module for its top-level await.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { parseTrustedProxyCount } from "../server/http/client-address";
import { drainOnSignals, drainTimeoutMs, pairKeepAlive } from "../server/http/drain";
import { createFrontListener } from "../server/http/front-server";
import { createPageCache } from "../server/http/page-cache";
import { refuseToStartOnProblems } from "../server/http/production-checks";
import { pageSourcesFromEnv } from "../server/http/security-headers";
import { ensureInternalKey } from "../server/http/internal-key";
import { startLinks } from "../server/http/start-links";
import { apiUrl, compressOn, listenPort, pageCacheOn, publicUrl } from "@/lib/config/settings";

// The server listens on every interface, as `next start` did: the guest app calls its own API on
// 127.0.0.1 (API_URL's default), so a listen address taken from HOSTNAME (Docker sets it to the
// container's name) could cut it off.
refuseToStartOnProblems(process.env, { listenHost: null, program: "npm start" });
if (process.argv.includes("--check")) {
  console.log("npm start: the settings pass the start checks.");
  process.exit(0);
}

const nextBin = "node_modules/next/dist/bin/next";
// The service worker is built after Next's build (serwist.config.mjs), as `npm run build` does.
const serwistBin = "node_modules/@serwist/cli/cli.js";
const builds = [
  { done: ".next/BUILD_ID", args: [nextBin, "build"] },
  { done: "public/sw.js", args: [serwistBin, "build", "serwist.config.mjs"] },
];
let built = false;
for (const { done, args } of builds) {
  // A new Next build gets a new worker too.
  if (existsSync(done) && !built) continue;
  if (process.argv.includes("--no-build")) {
    console.error(`npm start: no production build (${done}); run \`npm run build\` first.`);
    process.exit(1);
  }
  const build = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  built = true;
}

// As `next start` does: the production build runs with React's production code.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || "production" });
// Before Next loads: the pages' server code of this process reads it to name its guests (lib/venue/api.ts).
const internalKey = ensureInternalKey(process.env);
const port = Number(listenPort(process.env));
const drainTimeout = drainTimeoutMs(process.env);
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();

const listener = createFrontListener(app.getRequestHandler(), {
  trustedProxyCount: parseTrustedProxyCount(process.env.TRUSTED_PROXY_COUNT),
  sources: pageSourcesFromEnv(process.env),
  compress: compressOn(process.env),
  pages: pageCacheOn(process.env) ? createPageCache() : null,
  internalKey,
  publicUrl: publicUrl(process.env),
});
const server = http.createServer(listener);
// SIGTERM and SIGINT: readiness goes false, requests in flight finish, event streams end (server/http/drain.ts).
pairKeepAlive(server);
drainOnSignals(server, { timeoutMs: drainTimeout, program: "npm start" });
server.on("error", (error) => {
  console.error(`npm start: cannot listen on port ${port}:`, error.message);
  process.exit(1);
});
server.listen(port, async () => {
  const ownApi = apiUrl(process.env) === null;
  // The venue API opens its database on first use: open it now, so that a database this process may
  // not use (a PGlite folder another process holds, issue 10) stops `npm start` with the reason,
  // logged just above by /backend, instead of answering guests 503.
  if (ownApi) {
    const health = await fetch(`http://127.0.0.1:${port}/backend/health`).catch(() => null);
    if (health?.status === 503) {
      console.error("npm start: the venue API cannot open its database; see the reason above.");
      process.exit(1);
    }
  }
  for (const line of startLinks(process.env, String(port), { ownApi })) console.log(line);
});
