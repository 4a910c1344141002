/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { CartStoreProvider, useCartStore } from "./cart-store-provider";
import { teaLine } from "@/lib/cart/tea-line.test-support";

function Probe() {
  const count = useCartStore((state) => state.products.length);
  const name = useCartStore((state) => state.customerName);
  const add = useCartStore((state) => state.addLine);
  const setCustomer = useCartStore((state) => state.setCustomer);
  const clear = useCartStore((state) => state.clear);
  return (
    <div>
      <output aria-label="lines">{count}</output>
      <output aria-label="name">{name}</output>
      <button type="button" onClick={() => add(teaLine())}>
        add
      </button>
      <button type="button" onClick={() => setCustomer({ customerName: "Mona" })}>
        name
      </button>
      <button type="button" onClick={clear}>
        clear
      </button>
    </div>
  );
}

describe("CartStoreProvider", () => {
  beforeEach(() => localStorage.clear());

  it("shares one store with its children and persists only customer fields", () => {
    render(
      <CartStoreProvider licence="demo">
        <Probe />
      </CartStoreProvider>,
    );
    act(() => screen.getByText("add").click());
    act(() => screen.getByText("name").click());
    expect(screen.getByLabelText("lines")).toHaveTextContent("1");
    const stored = JSON.parse(localStorage.getItem("carte-cart-demo") ?? "{}") as { state: Record<string, unknown> };
    expect(stored.state.customerName).toBe("Mona");
    expect(stored.state).not.toHaveProperty("products");
    act(() => screen.getByText("clear").click());
    expect(screen.getByLabelText("lines")).toHaveTextContent("0");
    expect(screen.getByLabelText("name")).toHaveTextContent("Mona");
  });

  it("refuses to run outside the provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("inside CartStoreProvider");
  });
});
