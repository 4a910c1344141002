import { customDomainAnswer, isLanguageCode, isRtl, languageCode, languageListAnswer, LANGUAGES, RTL_LANGUAGES } from "./language";

describe("languages (000 section 3)", () => {
  it("lists the fifteen supported codes and the three right-to-left ones", () => {
    expect(LANGUAGES).toEqual(["en", "ar", "de", "es", "fa", "fr", "he", "it", "ja", "kp", "nl", "ru", "th", "tr", "zh-hans"]);
    expect([...RTL_LANGUAGES].sort()).toEqual(["ar", "fa", "he"]);
    expect(LANGUAGES.filter(isRtl)).toEqual(["ar", "fa", "he"]);
  });

  it("reads zh_hans from translation tables as zh-hans", () => {
    expect(languageCode.parse("zh_hans")).toBe("zh-hans");
    expect(languageCode.parse("AR")).toBe("ar");
    expect(languageCode.safeParse("pt").success).toBe(false);
    expect(isLanguageCode("kp")).toBe(true);
    expect(isLanguageCode("zh_hans")).toBe(false);
  });

  it("reads the language list, leaving out codes the app has no catalogue for", () => {
    const answer = languageListAnswer.parse({
      default_language: "ar",
      languages: [
        { code: "ar", name_local: "العربية" },
        { code: "en", name_local: "English" },
        { code: "pt", name_local: "Português" },
        { code: "fr", name_local: null },
      ],
    });
    expect(answer).toEqual({
      default_language: "ar",
      languages: [
        { code: "ar", name_local: "العربية" },
        { code: "en", name_local: "English" },
        { code: "fr", name_local: "fr" },
      ],
    });
  });

  it("fails when the default language cannot be shown: the shell goes to its error state", () => {
    expect(languageListAnswer.safeParse({ default_language: "pt", languages: [] }).success).toBe(false);
    expect(languageListAnswer.safeParse({ languages: [] }).success).toBe(false);
  });
});

describe("custom domain answer", () => {
  it("gives the licence, or 'none' when the host has none", () => {
    expect(customDomainAnswer.parse({ license: "ab12cd" })).toEqual({ license: "ab12cd" });
    expect(customDomainAnswer.parse({ license: "none" })).toEqual({ license: "none" });
    expect(customDomainAnswer.parse({ license: null })).toEqual({ license: "none" });
    expect(customDomainAnswer.parse({})).toEqual({ license: "none" });
  });
});
