import { familyOrder, parseUnicodeRange, pickSubsets, type FontFamily } from "./font-subsets";

const latin: FontFamily = {
  id: "roboto",
  subsets: { latin: parseUnicodeRange("U+0000-00FF,U+2000-206F"), cyrillic: parseUnicodeRange("U+0400-045F") },
};
const arabic: FontFamily = {
  id: "vazirmatn",
  subsets: { arabic: parseUnicodeRange("U+0600-06FF"), latin: parseUnicodeRange("U+0000-00FF") },
};
const jp: FontFamily = {
  id: "noto-sans-jp",
  subsets: { "[1]": parseUnicodeRange("U+3041-3096"), "[2]": parseUnicodeRange("U+4E00-4E10,U+5BFF") },
};
const sc: FontFamily = { id: "noto-sans-sc", subsets: { "[7]": parseUnicodeRange("U+4E00-4E10") } };

describe("parseUnicodeRange", () => {
  it("reads single code points and ranges, as @fontsource's unicode.json writes them", () => {
    expect(parseUnicodeRange("U+0000-00FF,U+0131, U+25ee8")).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x25ee8, 0x25ee8],
    ]);
  });
});

describe("pickSubsets", () => {
  it("loads only the subsets the text's characters fall in", () => {
    expect(pickSubsets("Shakshuka 12.50", [latin, arabic, jp])).toEqual([{ family: "roboto", subset: "latin" }]);
    expect(pickSubsets("Борщ", [latin, arabic, jp])).toEqual([{ family: "roboto", subset: "cyrillic" }]);
  });

  it("takes each character from the first family that has it, listed in family order", () => {
    expect(pickSubsets("شكشوكة AED ١٢٫٥٠", [latin, arabic, jp])).toEqual([
      { family: "roboto", subset: "latin" },
      { family: "vazirmatn", subset: "arabic" },
    ]);
  });

  it("picks the numbered CJK slices holding the name, in the language's own family first", () => {
    const name = "一ひ";
    expect(pickSubsets(name, [latin, jp, sc])).toEqual([
      { family: "noto-sans-jp", subset: "[2]" },
      { family: "noto-sans-jp", subset: "[1]" },
    ]);
    expect(pickSubsets("一", [latin, sc, jp])).toEqual([{ family: "noto-sans-sc", subset: "[7]" }]);
  });

  it("needs no font for spaces alone and skips characters no family has", () => {
    expect(pickSubsets("  \n", [latin])).toEqual([]);
    expect(pickSubsets("😀", [latin, arabic])).toEqual([]);
  });
});

describe("familyOrder", () => {
  it("draws Han characters in Japanese for ja, Korean for kp and Simplified Chinese otherwise", () => {
    expect(familyOrder("ja").slice(4)).toEqual(["noto-sans-jp", "noto-sans-kr", "noto-sans-sc"]);
    expect(familyOrder("kp")[4]).toBe("noto-sans-kr");
    expect(familyOrder("zh-hans")[4]).toBe("noto-sans-sc");
    expect(familyOrder("ar").slice(0, 4)).toEqual(["roboto", "vazirmatn", "noto-sans-hebrew", "noto-sans-thai"]);
  });
});
