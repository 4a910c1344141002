/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Suspense, use, useState } from "react";
import messages from "@/messages/en.json";
import { HELD_TAP_SCRIPT } from "./held-tap-script";
import { LanguageSelect, languageShortCode } from "./language-select";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => "/en/category/4/",
}));

const languages = [
  { code: "en", name_local: "English" },
  { code: "ar", name_local: "العربية" },
] as const;

/**
 * Stands in for the router: a push renders a destination that suspends until its data arrives, as
 * the App Router's navigation transition does while the new language's menu loads.
 */
function makeNavigation() {
  let arrive: () => void = () => undefined;
  const data = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let navigate: (path: string) => void = () => undefined;
  function Destination() {
    const [path, setPath] = useState<string | null>(null);
    navigate = setPath;
    if (path) use(data);
    return path ? <p>{path}</p> : null;
  }
  push.mockImplementation((path: string) => navigate(path));
  return { Destination, arrive: () => arrive(), data };
}

function renderSelect(children?: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LanguageSelect label="Language" current="en" languages={[...languages]} />
      <Suspense fallback={null}>{children}</Suspense>
    </NextIntlClientProvider>,
  );
}

describe("LanguageSelect", () => {
  beforeEach(() => {
    push.mockReset();
    document.cookie = "NEXT_LOCALE=; max-age=0; path=/";
  });

  it("makes a choice the guest made before the page hydrated, once (issue 27)", () => {
    new Function(HELD_TAP_SCRIPT)();
    document.body.innerHTML =
      '<select data-replay-tap="language"><option value="en">English</option><option value="ar">العربية</option></select>';
    const early = document.querySelector("select") as HTMLSelectElement;
    early.value = "ar";
    early.dispatchEvent(new Event("change", { bubbles: true }));
    document.body.innerHTML = "";
    renderSelect();
    expect(document.cookie).toContain("NEXT_LOCALE=ar");
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/ar/category/4/");
  });

  it("stores the choice and swaps the language prefix, keeping the rest of the path", () => {
    renderSelect();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ar" } });
    expect(document.cookie).toContain("NEXT_LOCALE=ar");
    expect(push).toHaveBeenCalledWith("/ar/category/4/");
  });

  it("does nothing when the current language is chosen again", () => {
    renderSelect();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "en" } });
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("covers the screen with the loading overlay until the new language's screen has loaded (000 section 4)", async () => {
    const navigation = makeNavigation();
    renderSelect(<navigation.Destination />);
    const select = screen.getByRole("combobox", { name: "Language" });
    await act(async () => {
      fireEvent.change(select, { target: { value: "ar" } });
    });

    const overlay = screen.getByRole("status");
    expect(overlay).toHaveTextContent("Loading");
    expect(overlay.parentElement).toBe(document.body);
    expect(overlay).toHaveClass("fixed", "inset-0", "z-[10000]", "backdrop-blur-[5px]");
    // The select shows the chosen language while the old screen stays up.
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("ar");

    await act(async () => {
      navigation.arrive();
      await navigation.data;
    });
    expect(await screen.findByText("/ar/category/4/")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("puts the overlay inside the open drawer, which sits above every z-index", async () => {
    const navigation = makeNavigation();
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <dialog open>
          <LanguageSelect label="Language" current="en" languages={[...languages]} />
        </dialog>
        <Suspense fallback={null}>
          <navigation.Destination />
        </Suspense>
      </NextIntlClientProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Language" });
    await act(async () => {
      fireEvent.change(select, { target: { value: "ar" } });
    });
    expect(screen.getByRole("status").parentElement?.tagName).toBe("DIALOG");
  });

  it("in the header, shows the short code of the chosen language over the native select, which keeps the full names", async () => {
    const navigation = makeNavigation();
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <LanguageSelect label="Language" current="en" languages={[...languages]} compact />
        <Suspense fallback={null}>
          <navigation.Destination />
        </Suspense>
      </NextIntlClientProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(screen.getByRole("option", { name: "العربية" })).toBeInTheDocument();
    expect(container.querySelector("span[aria-hidden]")).toHaveTextContent("EN");
    await act(async () => {
      fireEvent.change(select, { target: { value: "ar" } });
    });
    expect(push).toHaveBeenCalledWith("/ar/category/4/");
    expect(container.querySelector("span[aria-hidden]")).toHaveTextContent("AR");
  });

  it("short codes: the language before any script subtag, upper case", () => {
    expect(languageShortCode("zh-hans")).toBe("ZH");
    expect(languageShortCode("fa")).toBe("FA");
  });
});
