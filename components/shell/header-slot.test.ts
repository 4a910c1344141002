import { readdirSync } from "node:fs";
import path from "node:path";

/** Page paths under `dir`, relative to it, leaving out parallel-route slots (@name). */
function pages(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith("@") ? [] : pages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === "page.tsx" ? [`${prefix}page.tsx`] : [];
  });
}

const SHELL = path.join(process.cwd(), "app", "[licence]", "[origin]", "[lang]", "(shell)");

describe("the @header slot of the shell layout", () => {
  // On a client navigation a slot without a page for the new screen keeps its old content: the header
  // would stay as stale as when it lived in the layout (issue 11 item 10). The catch-all matches every
  // screen with a dynamic segment; one without keeps its own page, since under the catch-all it would be
  // rendered per request instead of cached (docs/decisions/0242-header-one-catch-all.md).
  it("has the catch-all and a page for each screen without a dynamic segment, and no other", () => {
    const fixed = pages(SHELL).filter((page) => !page.includes("["));
    expect(pages(path.join(SHELL, "@header")).sort()).toEqual(["[...rest]/page.tsx", ...fixed].sort());
  });
});
