import { dietaryFilterCss } from "./dietary-filter-css";

describe("dietaryFilterCss", () => {
  it("takes hidden dishes and their list items out of the layout", () => {
    expect(dietaryFilterCss([11, 12], false)).toBe(
      '[data-dish-id="11"],[data-dish-id="12"],[data-dish-item="11"],[data-dish-item="12"]{display:none}',
    );
  });

  it("marks them instead once the guest shows them: an outline and the card's note", () => {
    const css = dietaryFilterCss([11], true);
    expect(css).toContain('[data-dish-id="11"]{outline:2px dashed currentColor');
    expect(css).toContain('[data-dish-id="11"] [data-dietary-note]{display:inline-flex}');
    expect(css).not.toContain("display:none");
  });

  it("is empty when nothing is hidden", () => {
    expect(dietaryFilterCss([], false)).toBe("");
    expect(dietaryFilterCss([], true)).toBe("");
  });
});
