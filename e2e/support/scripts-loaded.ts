import type { Page } from "@playwright/test";

/**
 * Resolves once the page's deferred scripts have all run and, on the app's pages (those with the tap
 * keeper, components/shell/held-taps.tsx), React has hydrated them (components/shell/hydration-mark.tsx).
 * At once on pages without scripts, or not HTML.
 */
export async function scriptsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const queue = (window as { __carteScripts?: { loaded: number } }).__carteScripts;
    const appPage = "__carteTaps" in window;
    return (
      document.readyState !== "loading" &&
      (queue === undefined || queue.loaded === 1) &&
      (!appPage || document.documentElement.hasAttribute("data-hydrated"))
    );
  });
}
