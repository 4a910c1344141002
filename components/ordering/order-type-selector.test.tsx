/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
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

type Options = readonly { type: "delivery" | "takeaway" | "dine_in"; label: string; unavailable?: string }[];

const selector = (options: Options) => (
  <CartStoreProvider licence="test">
    <OrderTypeSelector label="Order Type" options={options} />
    <SavedType />
  </CartStoreProvider>
);

function renderSelector(options: Options) {
  return render(selector(options));
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

  const withoutDelivery = [
    { type: "takeaway", label: "Takeaway" },
    { type: "dine_in", label: "Dine-in" },
  ] as const;

  it("moves a cart type the venue does not offer (delivery) to dine_in, before takeaway, as 000 section 4 orders them", () => {
    renderSelector(withoutDelivery);
    expect(pressed()).toEqual(["Dine-in"]);
    expect(screen.getByRole("status", { name: "saved" })).toHaveTextContent("dine_in");
  });

  it("shows a type that cannot be ordered now disabled, with its reason, and moves the cart off it (issue 11 item 13)", () => {
    const reason = "Delivery is not available right now: the delivery area cannot be checked.";
    renderSelector([{ type: "delivery", label: "Delivery", unavailable: reason }, ...withoutDelivery]);
    const delivery = screen.getByRole("button", { name: "Delivery" });
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription(reason);
    expect(pressed()).toEqual(["Dine-in"]);
    expect(screen.getByRole("status", { name: "saved" })).toHaveTextContent("dine_in");
  });

  it.each([
    ["Takeaway", "takeaway"],
    ["Dine-in", "dine_in"],
  ])("keeps the guest's choice, %s, when the page loads again (hydrating the server's HTML)", (name, saved) => {
    const first = renderSelector(withoutDelivery);
    act(() => screen.getByRole("button", { name }).click());
    first.unmount();

    // The server renders the cart's initial type; the browser then hydrates with the saved one.
    const container = document.createElement("div");
    container.innerHTML = renderToString(selector(withoutDelivery));
    document.body.appendChild(container);
    render(selector(withoutDelivery), { container, hydrate: true });
    expect(pressed()).toEqual([name]);
    expect(screen.getByRole("status", { name: "saved" })).toHaveTextContent(saved);
  });
});
