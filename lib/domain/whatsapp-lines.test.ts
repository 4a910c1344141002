import { fitWhatsappLines, WHATSAPP_LINES_MAX, WHATSAPP_LINES_MAX_CHARS } from "./whatsapp-lines";

// The demo venue's dishes as the message writes them (AED, 2 decimals).
const club = "2 × Club sandwich (Large) — AED 64.00";
const latte = "1 × Cardamom latte — AED 21.00";

describe("fitWhatsappLines: the order's lines within WhatsApp's practical length (001 section 4)", () => {
  it("keeps every line of a short order and counts none left out", () => {
    expect(fitWhatsappLines([club, latte])).toEqual({ shown: [club, latte], more: 0 });
  });

  it("shows at most WHATSAPP_LINES_MAX lines and counts the rest", () => {
    const lines = Array.from({ length: WHATSAPP_LINES_MAX + 5 }, (_, index) => `${index + 1} × Cardamom latte — AED 21.00`);
    const fitted = fitWhatsappLines(lines);
    expect(fitted.shown).toEqual(lines.slice(0, WHATSAPP_LINES_MAX));
    expect(fitted.more).toBe(5);
  });

  it("stops before the line that would pass the character budget", () => {
    const long = `1 × ${"Saffron ".repeat(80)}— AED 45.00`;
    const fitted = fitWhatsappLines([club, long, latte]);
    expect(fitted).toEqual({ shown: [club], more: 2 });
    expect(fitted.shown.join("\n").length).toBeLessThanOrEqual(WHATSAPP_LINES_MAX_CHARS);
  });

  it("always shows the first line, cut to the budget", () => {
    const fitted = fitWhatsappLines(["x".repeat(700)]);
    expect(fitted.more).toBe(0);
    expect(fitted.shown[0]).toHaveLength(WHATSAPP_LINES_MAX_CHARS - 1);
  });

  it("writes nothing for an empty cart", () => {
    expect(fitWhatsappLines([])).toEqual({ shown: [], more: 0 });
  });
});
