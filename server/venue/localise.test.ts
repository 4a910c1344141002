import { isTranslations, localise } from "./localise";

describe("localise", () => {
  const document = {
    name: { en: "Tea House", ar: "بيت الشاي", zh_hans: "茶馆" },
    price: 12.5,
    categories: [{ id: 1, name: { en: "Drinks", de: "Getränke" }, products: [] }],
    ui_strings: { ui_str_discount: { en: "Off", ar: "خصم" } },
    theme_data: { en_hint: "kept" },
  };

  it("picks the language, else the default, else the first text", () => {
    expect(localise(document, "ar", "en")).toMatchObject({
      name: "بيت الشاي",
      price: 12.5,
      categories: [{ id: 1, name: "Drinks" }],
      ui_strings: { ui_str_discount: "خصم" },
    });
    expect(localise(document, "zh-hans", "en")).toMatchObject({ name: "茶馆" });
    expect(localise({ name: { de: "Nur Deutsch" } }, "ar", "en")).toEqual({ name: "Nur Deutsch" });
  });

  it("only treats objects keyed by language codes as translations", () => {
    expect(isTranslations({ en: "a", ar: "b" })).toBe(true);
    expect(isTranslations({ en_hint: "kept" })).toBe(false);
    expect(isTranslations({})).toBe(false);
    expect(isTranslations(["en"])).toBe(false);
  });
});
