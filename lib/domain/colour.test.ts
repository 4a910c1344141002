import fc from "fast-check";
import { contrastRatio, formatRgba, parseColour, readableTextColour, relativeLuminance, withAlpha } from "./colour";

describe("parseColour", () => {
  it("reads 3 and 6 digit hex, with or without #, in either case", () => {
    expect(parseColour("#abc")).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColour("#0B9F93")).toEqual({ r: 11, g: 159, b: 147, a: 1 });
    expect(parseColour("efefef")).toEqual({ r: 239, g: 239, b: 239, a: 1 });
    expect(parseColour(" #00AA00 ")).toEqual({ r: 0, g: 170, b: 0, a: 1 });
  });

  it("reads rgba and rgb strings", () => {
    expect(parseColour("rgba(1,2,3,0.5)")).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColour("rgb(1,2,3)")).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour("RGBA( 255 , 0 , 10 , .25 )")).toEqual({ r: 255, g: 0, b: 10, a: 0.25 });
    expect(parseColour("rgba(0, 0, 0, 40%)")).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(parseColour("rgb(10 20 30 / 0.5)")).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });

  it("returns null for anything else", () => {
    for (const bad of [
      "",
      "#",
      "#ab",
      "#abcd",
      "#aabbccdd",
      "#ggg",
      "red",
      "rgba(1,2)",
      "rgba(1,2,3,0.5,1)",
      "rgb(256,0,0)",
      "rgb(-1,0,0)",
      "rgba(0,0,0,1.5)",
      "rgba(0,0,0,150%)",
      "rgb(1,2,3",
      "hsl(0,0%,0%)",
    ]) {
      expect(parseColour(bad)).toBeNull();
    }
    expect(parseColour({ r: 300, g: 0, b: 0, a: 1 })).toBeNull();
  });

  it("round-trips every 6 digit hex colour through formatRgba", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, "0")}`;
        const parsed = parseColour(hex);
        expect(parsed).not.toBeNull();
        expect(parsed === null ? null : parseColour(formatRgba(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe("withAlpha", () => {
  it("gives an rgba string at the requested opacity", () => {
    expect(withAlpha("#0b9f93", 0.5)).toBe("rgba(11, 159, 147, 0.5)");
    expect(withAlpha("rgba(1,2,3,0.9)", 0.1 + 0.2)).toBe("rgba(1, 2, 3, 0.3)");
    expect(withAlpha("#fff", 2)).toBe("rgba(255, 255, 255, 1)");
    expect(withAlpha("#fff", -1)).toBe("rgba(255, 255, 255, 0)");
  });

  it("returns null for an unreadable colour or alpha", () => {
    expect(withAlpha("nope", 0.5)).toBeNull();
    expect(withAlpha("#fff", Number.NaN)).toBeNull();
  });
});

describe("WCAG 2 luminance and contrast", () => {
  it("gives luminance 0 for black and 1 for white", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
  });

  it("matches published contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    // #767676 is the lightest grey that passes AA (4.5:1) on white; #777777 just fails.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4.0, 2);
    expect(contrastRatio("#0000ff", "#ffffff")).toBeCloseTo(8.59, 2);
    expect(contrastRatio("#abc", "rgb(170,187,204)")).toBe(1);
  });

  it("is symmetric and between 1 and 21", () => {
    const channel = fc.integer({ min: 0, max: 255 });
    const colour = fc.tuple(channel, channel, channel).map(([r, g, b]) => `rgb(${r},${g},${b})`);
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b) ?? Number.NaN;
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 12);
      }),
    );
  });

  it("measures a translucent colour as painted over white", () => {
    expect(relativeLuminance("rgba(0,0,0,0)")).toBeCloseTo(1, 10);
    expect(contrastRatio("rgba(0,0,0,0.5)", "rgb(127.5,127.5,127.5)")).toBeCloseTo(1, 10);
    expect(contrastRatio("rgba(0,0,0,0.5)", "#000")).toBeLessThan(contrastRatio("#000", "#fff") ?? 0);
  });

  it("returns null for unreadable colours", () => {
    expect(relativeLuminance("transparent")).toBeNull();
    expect(contrastRatio("#fff", "#12")).toBeNull();
  });
});

describe("readableTextColour", () => {
  it("picks black or white, whichever contrasts more", () => {
    expect(readableTextColour("#ffffff")).toBe("#000000");
    expect(readableTextColour("#000")).toBe("#ffffff");
    expect(readableTextColour("#0b9f93")).toBe("#000000");
    expect(readableTextColour("#1a237e")).toBe("#ffffff");
    expect(readableTextColour("#efefef")).toBe("#000000");
  });

  it("switches between #757575 and #767676, where the two contrasts cross", () => {
    expect(readableTextColour("#757575")).toBe("#ffffff");
    expect(readableTextColour("#767676")).toBe("#000000");
  });

  it("always reaches at least 4.5:1 with the colour it picks", () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const background = `rgb(${r},${g},${b})`;
        const text = readableTextColour(background);
        expect(text).not.toBeNull();
        expect(contrastRatio(background, text ?? "")).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("returns null for an unreadable background", () => {
    expect(readableTextColour("")).toBeNull();
  });
});
