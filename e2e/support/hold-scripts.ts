import type { Page, Route } from "@playwright/test";

const CHUNKS = /\/_next\/static\/.*\.js(\?.*)?$/;

/**
 * Holds every Next chunk request until the returned release is called, so a tap surely comes after the
 * server's paint and before hydration however fast the machine.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNKS, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    // A request of a page the browser has already left cannot go on; it needs nothing.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}
