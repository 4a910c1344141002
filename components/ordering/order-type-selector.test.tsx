/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { OrderTypeSelector } from "./order-type-selector";

function SavedType() {
  return <output aria-label="saved">{useCartStore((state) => state.orderType)}</output>;
}

const ALL = [
  { type: "delivery", label: "Delivery" },
  { type: "takeaway", label: "Takeaway" },
  { type: "dine_in", label: "Dine-in" },
] as const;

function renderSelector(options: readonly { type: "delivery" | "takeaway" | "dine_in"; label: string }[]) {
  return render(
    <CartStoreProvider licence="test">
      <OrderTypeSelector label="Order Type" options={options} />
      <SavedType />
    </CartStoreProvider>,
  );
}

function pressed() {
  return screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);
}

describe("OrderTypeSelector (000 section 4: exactly one button is selected)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("starts on the cart's default order type, delivery", () => {
    renderSelector(ALL);
    expect(screen.getByRole("group", { name: "Order Type" })).toBeInTheDocument();
    expect(pressed()).toEqual(["Delivery"]);
  });

  it("saves each change to the cart and keeps one button pressed", () => {
    renderSelector(ALL);
    act(() => screen.getByRole("button", { name: "Dine-in" }).click());
    expect(pressed()).toEqual(["Dine-in"]);
    expect(screen.getByRole("status", { name: "saved" })).toHaveTextContent("dine_in");
  });

  it("moves a cart type the venue does not offer to the first offered one", () => {
    renderSelector([
      { type: "takeaway", label: "Takeaway" },
      { type: "dine_in", label: "Dine-in" },
    ]);
    expect(pressed()).toEqual(["Takeaway"]);
    expect(screen.getByRole("status", { name: "saved" })).toHaveTextContent("takeaway");
  });
});
