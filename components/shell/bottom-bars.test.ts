import { bottomBarsInset } from "./bottom-bars";

const bar = (top: number, height: number) => ({ top, bottom: top + height, height });

describe("bottomBarsInset: how far up the bars at the bottom of an 844 px screen reach", () => {
  it("is the height of a bar fixed at the bottom edge", () => {
    expect(bottomBarsInset([bar(776, 68)], 844)).toBe(68);
  });

  it("is measured to the highest bar when two show (the product's Add above the cart bar)", () => {
    expect(bottomBarsInset([bar(776, 68), bar(700, 90.5)], 844)).toBe(144);
  });

  it("leaves out bars off the screen or not rendered", () => {
    expect(bottomBarsInset([bar(900, 70), bar(-100, 60), bar(500, 0)], 844)).toBe(0);
  });
});
