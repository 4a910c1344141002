import { fontStack, parseThemeFont, themeFontStyle } from "./fonts";

describe("parseThemeFont", () => {
  it("reads Family-Weight names: Regular is normal weight, anything else bold", () => {
    expect(parseThemeFont("Roboto-Regular")).toEqual({ family: "Roboto", weight: 400, letterSpacing: "normal" });
    expect(parseThemeFont("Roboto Slab-Bold")).toEqual({ family: "Roboto Slab", weight: 700, letterSpacing: "normal" });
    expect(parseThemeFont("Open Sans-SemiBold")?.weight).toBe(700);
  });

  it("gives the Oswald family 1 px letter spacing", () => {
    expect(parseThemeFont("Oswald-Regular")?.letterSpacing).toBe("1px");
  });

  it("treats a name without weight as regular and ignores empty or unsafe values", () => {
    expect(parseThemeFont("Lato")).toEqual({ family: "Lato", weight: 400, letterSpacing: "normal" });
    expect(parseThemeFont("")).toBeNull();
    expect(parseThemeFont(14)).toBeNull();
    expect(parseThemeFont('Evil";}body{x:1-Bold')?.family).toBe("Evilbodyx:1");
  });
});

describe("themeFontStyle", () => {
  it("maps body_font and title_font to CSS variables with system fallbacks", () => {
    expect(themeFontStyle({ body_font: "Roboto-Regular", title_font: "Roboto Slab-Bold" })).toEqual({
      "--font-body": `"Roboto", ${fontStack({ family: "Arial", weight: 400, letterSpacing: "normal" }).split(", ").slice(1).join(", ")}`,
      "--font-body-weight": "400",
      "--font-body-spacing": "normal",
      "--font-title": '"Roboto Slab", Georgia, "Times New Roman", serif',
      "--font-title-weight": "700",
      "--font-title-spacing": "normal",
    });
  });

  it("leaves the defaults when the theme names no font", () => {
    expect(themeFontStyle({ header_bg_color: "#000000" })).toEqual({});
  });
});
