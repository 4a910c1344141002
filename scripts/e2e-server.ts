// Playwright's web server: imports the e2e fixture venues (e2e/support/hours-venues.ts), whose hours are
// written around the current time, then serves the production build like `npm start` (no build here).
// The import runs first because PGlite serves one process at a time.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.PORT ?? "3000";

const imported = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "e2e/support/import-fixture-venues.ts"], {
  stdio: "inherit",
});
if (imported.status !== 0) process.exit(imported.status ?? 1);

// Menus are read through Next's data cache, which serves a stale copy once before refreshing it: a copy
// kept from an earlier run would carry that run's hours.
rmSync(".next/cache/fetch-cache", { recursive: true, force: true });

// The payment specs pay through the sandbox gateway (off by default outside the embedded database).
const env = { ...process.env, PAYMENT_SANDBOX: "on" };
// Through the front server of `npm start` (security headers, nonces, client address), without its build step.
const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], {
  stdio: "inherit",
  env: { ...env, PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
