import { rtlRuns } from "./bidi-runs";

describe("rtlRuns (right-to-left text for a renderer without bidi)", () => {
  it("makes each Arabic or Hebrew word its own run, in reading order", () => {
    expect(rtlRuns("شكشوكة بالبيض")).toEqual(["شكشوكة", "بالبيض"]);
    expect(rtlRuns("שקשוקה עם ביצים")).toEqual(["שקשוקה", "עם", "ביצים"]);
    expect(rtlRuns("کباب کوبیده")).toEqual(["کباب", "کوبیده"]);
  });

  it("keeps consecutive left-to-right words together, left to right", () => {
    expect(rtlRuns("برجر Big Mac مع بطاطس")).toEqual(["برجر", "Big Mac", "مع", "بطاطس"]);
    expect(rtlRuns("قهوة ١٢٫٥٠ AED")).toEqual(["قهوة", "١٢٫٥٠ AED"]);
  });

  it("collapses spaces and ignores an empty text", () => {
    expect(rtlRuns("  شاي   أخضر ")).toEqual(["شاي", "أخضر"]);
    expect(rtlRuns("   ")).toEqual([]);
  });
});
