/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import arMessages from "@/messages/ar.json";
import messages from "@/messages/en.json";
import { CartButton } from "./cart-button";
import { teaLine } from "@/lib/cart/tea-line.test-support";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/home/",
}));

function AddTea() {
  const add = useCartStore((state) => state.addLine);
  const line = teaLine({ qty: 3 });
  return (
    <button type="button" onClick={() => add(line)}>
      add
    </button>
  );
}

function PlaceOrder() {
  const placed = useCartStore((state) => state.orderPlaced);
  const setActiveOrder = useCartStore((state) => state.setActiveOrder);
  return (
    <>
      <button type="button" onClick={() => placed("8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b", null)}>
        place
      </button>
      <button type="button" onClick={() => setActiveOrder(null)}>
        finish
      </button>
    </>
  );
}

function renderButton(props: { language: "en" | "ar"; orderingOpen: boolean; arabicNumerals: boolean }) {
  return render(
    <NextIntlClientProvider locale={props.language} messages={props.language === "ar" ? arMessages : messages}>
      <CartStoreProvider licence="test">
        <CartButton {...props} />
        <AddTea />
        <PlaceOrder />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

describe("CartButton", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("links to the cart with the total quantity", () => {
    renderButton({ language: "en", orderingOpen: true, arabicNumerals: false });
    // Empty: no badge at all (issue 14), only the name says so.
    expect(screen.getByRole("link", { name: "Cart, no items" })).toHaveTextContent("");
    act(() => screen.getByText("add").click());
    const cart = screen.getByRole("link", { name: "Cart, 3 items" });
    expect(cart).toHaveTextContent("3");
    // The trailing slash is added by next-intl only under the Next build's trailingSlash setting.
    expect(cart.getAttribute("href")).toMatch(/^\/en\/cart\/?$/);
  });

  it("is dimmed and disabled when ordering is not open", () => {
    renderButton({ language: "en", orderingOpen: false, arabicNumerals: false });
    const cart = screen.getByRole("link", { name: "Cart, no items" });
    expect(cart).toHaveAttribute("aria-disabled", "true");
    expect(cart).not.toHaveAttribute("href");
    expect(cart).toHaveClass("opacity-40");
  });

  it("shows Arabic-Indic digits in Arabic when the menu enables them", () => {
    renderButton({ language: "ar", orderingOpen: true, arabicNumerals: true });
    act(() => screen.getByText("add").click());
    expect(screen.getByRole("link")).toHaveTextContent("٣");
  });

  it("shows a green check mark and opens the order while an order is active (001 section 4)", () => {
    renderButton({ language: "en", orderingOpen: true, arabicNumerals: false });
    act(() => screen.getByText("add").click());
    act(() => screen.getByText("place").click());
    const order = screen.getByRole("link", { name: "View your active order" });
    expect(order.getAttribute("href")).toMatch(/^\/en\/order\/8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b\/?$/);
    expect(order).toHaveTextContent("✓");
    expect(order.querySelector(".bg-green-700")).not.toBeNull();
    act(() => screen.getByText("finish").click());
    expect(screen.getByRole("link", { name: "Cart, no items" }).getAttribute("href")).toMatch(/^\/en\/cart\/?$/);
  });

  it("reads the active order of this tab's cart", () => {
    sessionStorage.setItem("carte-cart-test", JSON.stringify({ state: { activeOrder: "abc-123" }, version: 0 }));
    renderButton({ language: "en", orderingOpen: true, arabicNumerals: false });
    expect(screen.getByRole("link", { name: "View your active order" }).getAttribute("href")).toMatch(/^\/en\/order\/abc-123\/?$/);
  });

  it("shows no check mark for an active order still waiting on its online payment (issue 11)", () => {
    sessionStorage.setItem(
      "carte-cart-test",
      JSON.stringify({ state: { activeOrder: "abc-123", paymentUrl: null, awaitingPayment: true }, version: 0 }),
    );
    renderButton({ language: "en", orderingOpen: true, arabicNumerals: false });
    expect(screen.queryByRole("link", { name: "View your active order" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, no items" }).getAttribute("href")).toMatch(/^\/en\/cart\/?$/);
  });
});
