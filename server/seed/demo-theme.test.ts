import demo from "@/server/seed/venues/demo.json";
import { themeStyle } from "@/lib/venue/theme";

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

  it("applies the demo's screen keys: category and product titles, price, cart screen and feedback colours", () => {
    const style = themeStyle({
      body_bg_color: "#F5EBDD",
      product_card_bg_color: "#FFFFFF",
      category_title_color: "#0F5257",
      product_title_color: "#1F2933",
      product_price_color: "#A8431F",
      cart_screen_bg_color: "#FFF9F0",
      cart_screen_text_color: "#1F2933",
      cart_screen_button_bg_color: "#0F5257",
      cart_screen_button_text_color: "#FFFFFF",
      feedback_title_color: "#0F5257",
      feedback_button_bg_color: "#C4572F",
      feedback_button_text_color: "#FFFFFF",
    }) as Record<string, string>;
    expect(style).toMatchObject({
      "--color-category-title": "#0F5257",
      "--color-product-title": "#1F2933",
      "--color-price": "#A8431F",
      "--color-cart-bg": "#FFF9F0",
      "--color-cart-text": "#1F2933",
      "--color-cart-button-bg": "#0F5257",
      "--color-cart-button-text": "#FFFFFF",
      "--color-feedback-title": "#0F5257",
      "--color-feedback-button-bg": "#C4572F",
      // White on #C4572F is 4.3:1, under AA's 4.5: the text becomes black, as the header's and buttons' do.
      "--color-feedback-button-text": "#000000",
    });
  });

  it("replaces on purpose only the demo's low-contrast values (issue 26 item 9, docs/decisions/0175-theme-values.md)", () => {
    // feedback_success_color is null there: left to the default, as any value that is not a colour.
    const theme = Object.fromEntries(
      Object.entries(demo.menu.theme_data).filter((entry): entry is [string, string | number] => entry[1] !== null),
    );
    const style = themeStyle(theme) as Record<string, string>;
    // White on the badge's and the feedback button's #C4572F is 4.3:1: black text instead.
    expect(style["--color-badge-text"]).toBe("#000000");
    expect(style["--color-feedback-button-text"]).toBe("#000000");
    // #C4572F prices on the page's #F5EBDD are under 4.5:1: the body text colour stands in.
    expect(style).not.toHaveProperty("--color-price");
    const replaced = ["badge_text_color", "feedback_button_text_color", "product_price_color"];
    for (const [key, value] of Object.entries(theme)) {
      const property = `--color-${key.replace(/_color$/, "").replaceAll("_", "-")}`;
      if (typeof value !== "string" || !key.endsWith("_color") || replaced.includes(key) || !(property in style)) continue;
      expect(style[property]).toBe(value);
    }
    expect(style["--font-size-category-title"]).toBe("20px");
  });

  it("font sizes in pixels, as numbers or text; out-of-range and unreadable sizes leave the element's own", () => {
    const style = themeStyle({
      category_title_font_size: 20,
      product_title_font_size: "16",
      cart_screen_font_size: "14px",
      product_price_font_size: 400,
      feedback_title_font_size: "large",
    }) as Record<string, string>;
    expect(style["--font-size-category-title"]).toBe("20px");
    expect(style["--font-size-product-title"]).toBe("16px");
    expect(style["--font-size-cart"]).toBe("14px");
    expect(style).not.toHaveProperty("--font-size-price");
    expect(style).not.toHaveProperty("--font-size-feedback-title");
  });

  it("an accent colour under AA on a background it is read on is left out: the text colour stands in", () => {
    // The demo's price colour: 4.41:1 on the white cards.
    const faint = themeStyle({ product_price_color: "#C4572F", product_card_bg_color: "#FFFFFF", body_bg_color: "#F5EBDD" }) as Record<
      string,
      string
    >;
    expect(faint).not.toHaveProperty("--color-price");
    // Unset backgrounds are white.
    expect(themeStyle({ category_title_color: "#FFD700" })).not.toHaveProperty("--color-category-title");
    expect((themeStyle({ category_title_color: "#0F5257" }) as Record<string, string>)["--color-category-title"]).toBe("#0F5257");
  });
});
