// Playwright's test, with navigations that wait for the page's scripts. Pages load Next's chunks only
// after their first paint (server/http/script-loader.mjs), so the window's load event, where goto,
// reload and the history moves stop, comes before the page is interactive; a click there would reach
// a server-rendered button with no handler yet. A guest's first tap starts the scripts at once
// (covered by e2e/script-loading.spec.ts); the tests wait for `__carteScripts.loaded` instead.
import { test as base, type Page } from "@playwright/test";
import { scriptsLoaded } from "./scripts-loaded";

export * from "@playwright/test";
export { scriptsLoaded };

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;
const PATCHED = Symbol.for("carte.e2e.waits-for-scripts");

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>;

function patch(page: Page) {
  const prototype = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name] as Navigation;
    prototype[name] = async function navigateThenWait(this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      // A navigation that stayed put (no response) has nothing to wait for; `waitUntil: "commit"` asks
      // for the page before its scripts (e2e/script-loading.spec.ts).
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      if (response && options?.waitUntil !== "commit") await scriptsLoaded(this);
      return response;
    };
  }
}

// Every page of the worker, also those of contexts a test opens itself (the page class is shared).
export const test = base.extend<{ waitForScripts: void }>({
  waitForScripts: [
    async ({ page }, use) => {
      patch(page);
      await use();
    },
    { auto: true },
  ],
});
