import { arrowStep } from "./carousel-keys";

describe("arrowStep", () => {
  it("moves forward with the arrow of the reading direction", () => {
    expect(arrowStep("ArrowRight", false)).toBe(1);
    expect(arrowStep("ArrowLeft", false)).toBe(-1);
    expect(arrowStep("ArrowLeft", true)).toBe(1);
    expect(arrowStep("ArrowRight", true)).toBe(-1);
  });

  it("leaves every other key alone", () => {
    expect(arrowStep("ArrowUp", false)).toBe(0);
    expect(arrowStep("Enter", true)).toBe(0);
  });
});
