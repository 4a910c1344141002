import { phonePlaceholder } from "./phone-placeholder";

describe("phonePlaceholder", () => {
  it("is an example mobile number of the menu's country", () => {
    expect(phonePlaceholder("AE")).toBe("050 123 4567");
    expect(phonePlaceholder("gb")).toBe("07400 123456");
  });

  it("is absent for an unknown or empty country", () => {
    expect(phonePlaceholder("")).toBeUndefined();
    expect(phonePlaceholder(null)).toBeUndefined();
    expect(phonePlaceholder("XX")).toBeUndefined();
  });
});
