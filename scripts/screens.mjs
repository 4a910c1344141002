#!/usr/bin/env node
/**
 * npm run screens: Playwright screenshots of every guest screen of the demo venue, at 390x844 in
 * English and Arabic and at 1280x800 in English, into docs/screens/ (issue 14). A few key ones are
 * committed (see .gitignore); the rest are for looking at, not for tests.
 *
 * Needs a production build (`npx next build`); the app runs as `npm start` serves it, on its own port
 * and PGlite folder. Options: --port 3400, --out docs/screens. CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { waitFor } from "./bench-app.mjs";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option("port", "3400"));
const out = path.resolve(option("out", "docs/screens"));
const baseUrl = `http://127.0.0.1:${port}`;

/** The screens, by name and path; `cart` and `checkout` come after a dish was added. */
const SCREENS = [
  ["landing", "/"],
  ["home", "/home/"],
  ["category", "/category/1/"],
  ["product", "/product/212/"],
  ["search", "/search/?q=tea"],
  ["promotions", "/promotions/"],
  ["info-page", "/page/2/"],
  ["form", "/form/1/"],
  ["not-found", "/no-such-screen/"],
];
const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, languages: ["en", "ar"] },
  { name: "desktop", viewport: { width: 1280, height: 800 }, languages: ["en"] },
];

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
  for (const { name, viewport, languages } of VIEWPORTS) {
    for (const language of languages) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      const page = await context.newPage();
      const shoot = async (screen) => {
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: path.join(out, `${name}-${language}-${screen}.png`), fullPage: true });
        taken += 1;
      };
      for (const [screen, pathname] of SCREENS) {
        await page.goto(`/${language}${pathname}`);
        await shoot(screen);
      }
      // A dish in the cart (Avocado toast has no choices), then the cart and checkout screens.
      await page.goto(`/${language}/product/103/`);
      // Outside the dish's hours there is no add button (the screen says when): the cart is then shot empty.
      const add = page.locator("form button[type=submit]");
      await add
        .waitFor({ state: "visible", timeout: 5_000 })
        .then(() => add.click())
        .catch(() => console.warn(`${language}: Avocado toast cannot be ordered now; the cart screens are empty.`));
      await page.goto(`/${language}/category/1/`);
      await shoot("category-with-cart");
      await page.goto(`/${language}/cart/`);
      await shoot("cart");
      await page.goto(`/${language}/checkout/`);
      await shoot("checkout");
      await context.close();
    }
  }
  console.log(`${taken} screenshots in ${path.relative(process.cwd(), out)}/`);
} finally {
  await browser.close();
  app.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
