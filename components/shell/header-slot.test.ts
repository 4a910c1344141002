import { readdirSync, readFileSync } from "node:fs";
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
  // would stay as stale as when it lived in the layout (issue 11 item 10). One catch-all matches every
  // screen; its empty generateStaticParams keeps the screens without a dynamic segment cached
  // (docs/decisions/0242-header-one-catch-all.md). e2e/shell.spec.ts checks a navigation's payload.
  it("holds the catch-all and no other page", () => {
    expect(pages(path.join(SHELL, "@header"))).toEqual(["[...rest]/page.tsx"]);
    expect(pages(SHELL).length).toBeGreaterThan(10);
  });

  it("lists no path of its own, so that the screens under it stay cached", () => {
    const catchAll = readFileSync(path.join(SHELL, "@header", "[...rest]", "page.tsx"), "utf8");
    expect(catchAll).toMatch(/export function generateStaticParams\(\) \{\s*return \[\];\s*\}/);
  });
});
