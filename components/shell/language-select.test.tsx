/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { LanguageSelect } from "./language-select";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => "/en/category/4/",
}));

const languages = [
  { code: "en", name_local: "English" },
  { code: "ar", name_local: "العربية" },
] as const;

describe("LanguageSelect", () => {
  beforeEach(() => {
    push.mockClear();
    document.cookie = "NEXT_LOCALE=; max-age=0; path=/";
  });

  it("stores the choice and swaps the language prefix, keeping the rest of the path", () => {
    render(<LanguageSelect label="Language" current="en" languages={[...languages]} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ar" } });
    expect(document.cookie).toContain("NEXT_LOCALE=ar");
    expect(push).toHaveBeenCalledWith("/ar/category/4/");
  });

  it("does nothing when the current language is chosen again", () => {
    render(<LanguageSelect label="Language" current="en" languages={[...languages]} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "en" } });
    expect(push).not.toHaveBeenCalled();
  });
});
