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
  // would stay as stale as when it lived in the layout (issue 11 item 10). One catch-all page matches
  // every path below the slot's root (docs/decisions/0240-header-one-catch-all.md).
  it("has one catch-all page, which matches every shell screen", () => {
    expect(pages(path.join(SHELL, "@header"))).toEqual(["[...rest]/page.tsx"]);
    // A catch-all needs at least one segment: a screen at the shell's root would get no header page.
    expect(pages(SHELL).filter((page) => !page.includes("/"))).toEqual([]);
  });
});
