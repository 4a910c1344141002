import { visualRuns, type Direction } from "./bidi";

/** What the page shows, left to right: fontkit reverses the runs that start with Arabic or Hebrew script. */
function shown(text: string, base: Direction): string {
  return visualRuns(text, base)
    .map((run) => (run.rtl ? Array.from(run.text).reverse().join("") : run.text))
    .join("");
}

describe("visualRuns", () => {
  it("leaves left-to-right text alone", () => {
    expect(visualRuns("Order #000012", "ltr")).toEqual([{ text: "Order #000012", rtl: false }]);
    expect(shown("AED 22.00", "rtl")).toBe("AED 22.00");
  });

  it("hands Arabic and Hebrew labels over in logical order, for the shaper to join and reverse", () => {
    expect(visualRuns("المجموع الفرعي", "rtl")).toEqual([{ text: "المجموع الفرعي", rtl: true }]);
    expect(shown("סה״כ", "rtl")).toBe("כ״הס");
  });

  it("keeps numbers left to right inside right-to-left text, the percent sign with its number", () => {
    expect(shown("ضريبة 5%", "rtl")).toBe("5% ةبيرض");
    expect(shown("ضريبة 12.50", "rtl")).toBe("12.50 ةبيرض");
  });

  it("mirrors brackets in right-to-left text", () => {
    expect(shown("ضريبة (5%)", "rtl")).toBe("(5%) ةبيرض");
  });

  it("keeps a Latin word in Arabic text in its own order, and the Arabic words around it in theirs", () => {
    expect(shown("طلب Pizza كبير", "rtl")).toBe("ريبك Pizza بلط");
    expect(visualRuns("طلب Pizza كبير", "rtl").map((run) => run.rtl)).toEqual([true, false, true]);
  });

  it("places an Arabic product name after Latin text on a left-to-right line", () => {
    expect(shown("Tea شاي", "ltr")).toBe("Tea ياش");
  });

  it("keeps Arabic-Indic amounts in reading order", () => {
    expect(shown("AED ٢٢٫٠٠٠", "ltr")).toBe("AED ٢٢٫٠٠٠");
    expect(shown("الإجمالي ٣٧٫٥٠٠", "rtl")).toBe("٣٧٫٥٠٠ يلامجإلا");
  });

  it("gives nothing for an empty line", () => {
    expect(visualRuns("", "rtl")).toEqual([]);
  });
});
