import { iconSize, shortName } from "./assets";
import { initialOf, opaqueColour } from "./tile";

describe("apple-touch-icon file names", () => {
  it("reads the size from the name, 180x180 without one", () => {
    expect(iconSize("apple-touch-icon.png")).toEqual({ width: 180, height: 180 });
    expect(iconSize("apple-touch-icon-152x152.png")).toEqual({ width: 152, height: 152 });
    expect(iconSize("apple-touch-icon-120x120-precomposed.png")).toEqual({ width: 120, height: 120 });
    expect(iconSize("apple-touch-icon-precomposed.png")).toEqual({ width: 180, height: 180 });
  });

  it("refuses other names and sizes outside 16-1024", () => {
    expect(iconSize("favicon.ico")).toBeNull();
    expect(iconSize("apple-touch-icon-8x8.png")).toBeNull();
    expect(iconSize("apple-touch-icon-2048x2048.png")).toBeNull();
    expect(iconSize("apple-touch-icon-180x180.png.exe")).toBeNull();
  });
});

describe("manifest and tile helpers", () => {
  it("shortens names to whole words within 12 characters", () => {
    expect(shortName("Test Venue")).toBe("Test Venue");
    expect(shortName("The Grand Seafood Kitchen")).toBe("The Grand");
    expect(shortName("Supercalifragilistic Bar")).toBe("Supercalifra");
  });

  it("takes the first letter or digit the font has, accents removed", () => {
    expect(initialOf("éclair")).toBe("E");
    expect(initialOf(" 7 Seas")).toBe("7");
    expect(initialOf("بحر")).toBeNull();
  });

  it("flattens theme colours onto white and falls back to #0b9f93", () => {
    expect(opaqueColour("#0b9f93")).toEqual([11, 159, 147]);
    expect(opaqueColour("rgba(0, 0, 0, 0.5)")).toEqual([128, 128, 128]);
    expect(opaqueColour("not a colour")).toEqual([11, 159, 147]);
    expect(opaqueColour(null)).toEqual([11, 159, 147]);
  });
});
