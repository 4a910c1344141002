import {
  bcp47,
  chooseLanguage,
  isLanguage,
  isRtl,
  LANGUAGES,
  languageFromPath,
  textDirection,
  translationKey,
  withLanguagePrefix,
} from "./language";

describe("languages", () => {
  it("supports exactly the fifteen codes of the specification", () => {
    expect(LANGUAGES).toHaveLength(15);
    expect(isLanguage("kp")).toBe(true);
    expect(isLanguage("zh-hans")).toBe(true);
    expect(isLanguage("ko")).toBe(false);
    expect(isLanguage("zh_hans")).toBe(false);
  });

  it("writes ar, he and fa right to left and nothing else", () => {
    expect(LANGUAGES.filter(isRtl)).toEqual(["ar", "fa", "he"]);
    expect(textDirection("he")).toBe("rtl");
    expect(textDirection("tr")).toBe("ltr");
  });

  it("maps codes to translation keys and BCP 47 tags", () => {
    expect(translationKey("zh-hans")).toBe("zh_hans");
    expect(bcp47("kp")).toBe("ko");
    expect(bcp47("zh-hans")).toBe("zh-Hans");
    expect(bcp47("ar")).toBe("ar");
  });

  const venue = { default_language: "ar", languages: [{ code: "ar" }, { code: "en" }, { code: "de" }] };

  it("chooses the preferred language when the venue offers it, else the default", () => {
    expect(chooseLanguage("de", venue)).toBe("de");
    expect(chooseLanguage("fr", venue)).toBe("ar");
    expect(chooseLanguage(null, venue)).toBe("ar");
    expect(chooseLanguage("xx", { default_language: "xx", languages: [{ code: "it" }] })).toBe("it");
    expect(chooseLanguage(undefined, { languages: [] })).toBe("en");
  });

  it("reads the language from the first path segment only", () => {
    expect(languageFromPath("/de/category/4/")).toBe("de");
    expect(languageFromPath("/zh-hans/home")).toBe("zh-hans");
    expect(languageFromPath("/home/de/")).toBeNull();
    expect(languageFromPath("/")).toBeNull();
  });

  it("swaps the prefix and keeps the rest of the path", () => {
    expect(withLanguagePrefix("/en/category/4/", "ar")).toBe("/ar/category/4/");
    expect(withLanguagePrefix("/category/4/", "fr")).toBe("/fr/category/4/");
    expect(withLanguagePrefix("/", "de")).toBe("/de/");
    expect(withLanguagePrefix("/en", "de")).toBe("/de/");
    expect(withLanguagePrefix("/en/home", "tr")).toBe("/tr/home");
  });
});
