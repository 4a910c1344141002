#!/usr/bin/env node
/**
 * npm run screens: screenshots of every guest screen of the demo venue at phone (390x844), tablet
 * (820x1180) and desktop (1280x800) size, in English and Arabic, into docs/screens/ as
 * {size}-{language}-{screen}.jpg (issue 28). They are committed: each shows what a guest sees on arrival
 * (the viewport, not the whole page). The tour is e2e/support/guest-screens.ts, the one
 * e2e/screens-axe.spec.ts checks with axe.
 *
 * Needs a production build (`npm run build`); the app runs as `npm start` serves it, on its own port
 * and PGlite folder. Options: --port 3400, --out docs/screens. CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { GUEST_TOURS, SCREEN_LANGUAGES, SCREEN_SIZES } from "../e2e/support/guest-screens";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return (index !== -1 && process.argv[index + 1]) || fallback;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const port = Number(option("port", "3400"));
const out = path.resolve(option("out", "docs/screens"));
const baseUrl = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.error("No production build here: run `npx next build` first.");
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "carte-screens-"));
const app = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], {
  env: {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: dataDir,
    DATABASE_URL: "",
    LOCATION_TOKEN_SALT: process.env.LOCATION_TOKEN_SALT || randomBytes(32).toString("base64"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
let taken = 0;
try {
  await waitFor(`${baseUrl}/backend/health/`, 120_000);
  // A fresh set: a screen that is gone leaves no stale picture behind.
  for (const file of readdirSync(out)) if (/\.(png|jpg)$/.test(file)) rmSync(path.join(out, file));
  for (const { name, viewport } of SCREEN_SIZES) {
    for (const language of SCREEN_LANGUAGES) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const tour of Object.values(GUEST_TOURS)) {
        await tour(page, baseUrl, language, async (screen) => {
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: path.join(out, `${name}-${language}-${screen}.jpg`), type: "jpeg", quality: 70 });
          taken += 1;
        });
      }
      await context.close();
    }
  }
  console.log(`${taken} screenshots in ${path.relative(process.cwd(), out)}/`);
} finally {
  await browser.close();
  app.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
