import type { Page } from "@playwright/test";

/** Resolves once the page's deferred scripts have all run (at once on pages without them, or not HTML). */
export async function scriptsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const queue = (window as { __carteScripts?: { loaded: number } }).__carteScripts;
    return document.readyState !== "loading" && (queue === undefined || queue.loaded === 1);
  });
}
