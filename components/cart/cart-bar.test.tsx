/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import arMessages from "@/messages/ar.json";
import messages from "@/messages/en.json";
import { CartBar } from "./cart-bar";

let pathname = "/en/category/1/";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
}));

const AED = { currency: "AED", price_decimal_places: 2 };

function AddLines() {
  const add = useCartStore((state) => state.addLine);
  const line = (uuid: string, price: number, qty: number) => ({
    uuid,
    id: 7,
    category: 1,
    name: "Karak",
    sku: "K",
    image: null,
    price,
    qty,
    special_instructions: "",
    variations: [],
    combo_groups: [],
    max_qty: 0,
  });
  return (
    <button
      type="button"
      onClick={() => {
        add(line("a", 12.5, 2));
        add(line("b", 34, 1));
      }}
    >
      add
    </button>
  );
}

function renderBar(options: { language?: "en" | "ar"; orderingOpen?: boolean; arabicNumerals?: boolean } = {}) {
  const language = options.language ?? "en";
  return render(
    <NextIntlClientProvider locale={language} messages={language === "ar" ? arMessages : messages}>
      <CartStoreProvider licence={`bar-${Math.random()}`}>
        <CartBar
          language={language}
          orderingOpen={options.orderingOpen ?? true}
          money={{ ...AED, enable_arabic_numerals: options.arabicNumerals ?? false }}
        />
        <AddLines />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

describe("CartBar", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    pathname = "/en/category/1/";
  });

  it("appears once the cart holds items, with the count and the lines' total, and opens the cart", () => {
    renderBar();
    expect(screen.queryByRole("link")).toBeNull();
    act(() => screen.getByText("add").click());
    const bar = screen.getByRole("link", { name: "View cart: 3 items, AED 59.00" });
    expect(bar.getAttribute("href")).toMatch(/^\/en\/cart\/?$/);
  });

  it("is not on the product screen (it has its own add bar) nor on the cart", () => {
    for (const path of ["/en/product/103/", "/en/cart/"]) {
      pathname = path;
      const { unmount } = renderBar();
      act(() => screen.getByText("add").click());
      expect(screen.queryByRole("link")).toBeNull();
      unmount();
    }
  });

  it("is not there while ordering is closed, as the header's cart icon is disabled", () => {
    renderBar({ orderingOpen: false });
    act(() => screen.getByText("add").click());
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("in Arabic with Arabic-Indic digits, the amount isolated from the text around it", () => {
    pathname = "/ar/home/";
    const { container } = renderBar({ language: "ar", arabicNumerals: true });
    act(() => screen.getByText("add").click());
    expect(screen.getByRole("link", { name: /^عرض السلة: / })).toBeInTheDocument();
    expect(container.querySelector("bdi")).toHaveTextContent("٥٩٫٠٠");
  });
});
