import { themeStyle } from "./theme";

describe("themeStyle", () => {
  it("maps theme colours to custom properties and drops invalid ones", () => {
    const style = themeStyle({ header_bg_color: "#0F5257", primary_color: "not a colour", body_bg_color: "#fff" }) as Record<
      string,
      string
    >;
    expect(style["--color-header-bg"]).toBe("#0F5257");
    expect(style).not.toHaveProperty("--color-primary");
    expect(style["--color-page-bg"]).toBe("#fff");
  });

  it("keeps a readable text colour and replaces an unreadable one", () => {
    const readable = themeStyle({ header_bg_color: "#0F5257", header_text_color: "#FFF9F0" }) as Record<string, string>;
    expect(readable["--color-header-text"]).toBe("#FFF9F0");
    const unreadable = themeStyle({ button_bg_color: "#E3A72F", button_text_color: "#F5EBDD" }) as Record<string, string>;
    expect(unreadable["--color-button-text"]).toBe("#000000");
    const missing = themeStyle({ header_bg_color: "#111111" }) as Record<string, string>;
    expect(missing["--color-header-text"]).toBe("#ffffff");
  });
});
