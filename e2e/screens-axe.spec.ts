import AxeBuilder from "@axe-core/playwright";
import { GUEST_TOURS, SCREEN_LANGUAGES, SCREEN_SIZES } from "./support/guest-screens";
import { expect, test } from "./support/test";

// Issue 28's "Done when": axe reports no serious or critical issue on any guest screen of the demo, at
// phone, tablet and desktop size, in English and Arabic: the same tour `npm run screens` shoots.

// axe takes seconds a screen on a busy machine: each tour is a test of its own.
test.describe.configure({ timeout: 300_000 });

for (const size of SCREEN_SIZES) {
  for (const language of SCREEN_LANGUAGES) {
    for (const [tourName, tour] of Object.entries(GUEST_TOURS)) {
      test(`${size.name} ${language}, ${tourName} screens: no serious accessibility issue`, async ({ page, baseURL }) => {
        await page.setViewportSize(size.viewport);
        const found: string[] = [];
        const visited: string[] = [];
        await tour(page, baseURL ?? "", language, async (screen) => {
          visited.push(screen);
          const results = await new AxeBuilder({ page }).analyze();
          for (const violation of results.violations) {
            if (violation.impact !== "serious" && violation.impact !== "critical") continue;
            found.push(`${screen}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
          }
        });
        expect(visited.length).toBeGreaterThanOrEqual(6);
        expect(found).toEqual([]);
      });
    }
  }
}
