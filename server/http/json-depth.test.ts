import fc from "fast-check";
import { jsonDepthExceeds } from "./json-depth";

/** Nesting depth of a parsed JSON value: scalars 0, each array or object one more than its deepest child. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === "object") return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe("jsonDepthExceeds", () => {
  it("agrees with the parsed value's depth for any JSON, brackets inside strings included", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, limit) => {
        expect(jsonDepthExceeds(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
    );
  });

  it("finds 10,000 levels (the issue's body) past a limit of 32, and not 32 levels", () => {
    expect(jsonDepthExceeds(`${"[".repeat(10_000)}${"]".repeat(10_000)}`, 32)).toBe(true);
    expect(jsonDepthExceeds(`${'{"a":'.repeat(32)}1${"}".repeat(32)}`, 32)).toBe(false);
    expect(jsonDepthExceeds(`${'{"a":'.repeat(33)}1${"}".repeat(33)}`, 32)).toBe(true);
  });

  it("does not count brackets in strings, escaped quotes included", () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: `\\"${"[".repeat(100)}` }), 2)).toBe(false);
  });
});
