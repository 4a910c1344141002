import fc from "fast-check";
import { clipText, ELLIPSIS } from "./limits";

describe("clipText", () => {
  it("leaves a text within its cap alone", () => {
    expect(clipText("Ring twice", 10)).toBe("Ring twice");
    expect(clipText("", 0)).toBe("");
  });

  it("cuts at the cap in code points, never inside a surrogate pair, and ends in an ellipsis", () => {
    expect(clipText("abcdef", 3)).toBe(`abc${ELLIPSIS}`);
    expect(clipText("😀😀😀😀", 2)).toBe(`😀😀${ELLIPSIS}`);
    expect(clipText("ab   cd", 4)).toBe(`ab${ELLIPSIS}`);
  });

  it("reads a 10 MB text only up to its cap", () => {
    expect(clipText("x".repeat(10_000_000), 2000)).toBe(`${"x".repeat(2000)}${ELLIPSIS}`);
  });

  it("keeps at most cap code points plus the ellipsis, and a prefix of the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), fc.nat(40), (text, cap) => {
        const clipped = clipText(text, cap);
        const kept = clipped.endsWith(ELLIPSIS) && clipped !== text ? clipped.slice(0, -ELLIPSIS.length) : clipped;
        expect(Array.from(kept).length).toBeLessThanOrEqual(Math.max(cap, Array.from(text).length <= cap ? Array.from(text).length : cap));
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });
});
