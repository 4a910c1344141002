/** @jest-environment jsdom */
import { act, render, renderHook, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import messages from "@/messages/en.json";
import { PaymentTypeSelector } from "./payment-type-selector";
import { usePaymentType, type PaymentTypeOptions } from "./use-payment-type";

function wrapper({ children }: { children: ReactNode }) {
  return <CartStoreProvider licence="demo">{children}</CartStoreProvider>;
}

const options = (overrides: Partial<PaymentTypeOptions>): PaymentTypeOptions => ({
  total: 25_100,
  onlinePaymentEnabled: true,
  active: true,
  tableTab: false,
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("usePaymentType (001 section 4, automatic default on totals)", () => {
  it("gives card with a total above 0, online payment enabled and none chosen", () => {
    const { result } = renderHook(() => usePaymentType(options({})), { wrapper });
    expect(result.current.paymentType).toBe("card");
  });

  it("preselects nothing online on a table's tab (issue 24 item 9)", () => {
    const { result } = renderHook(() => usePaymentType(options({ tableTab: true })), { wrapper });
    expect(result.current.paymentType).toBe("cash");
  });

  it("gives cash without online payment, and cash for a total of 0", () => {
    const offline = renderHook(() => usePaymentType(options({ onlinePaymentEnabled: false })), { wrapper });
    expect(offline.result.current.paymentType).toBe("cash");
    offline.unmount();
    const free = renderHook(() => usePaymentType(options({ total: 0 })), { wrapper });
    expect(free.result.current.paymentType).toBe("cash");
  });

  it("keeps the guest's choice, also after the cart is opened again", () => {
    const first = renderHook(() => usePaymentType(options({})), { wrapper });
    act(() => first.result.current.choose("machine"));
    expect(first.result.current.paymentType).toBe("machine");
    first.unmount();
    const again = renderHook(() => usePaymentType(options({})), { wrapper });
    expect(again.result.current.paymentType).toBe("machine");
  });

  it("leaves the stored type alone while inactive (no lines)", () => {
    const { result } = renderHook(() => usePaymentType(options({ active: false })), { wrapper });
    expect(result.current.paymentType).toBe("cash");
  });
});

describe("PaymentTypeSelector", () => {
  it("shows the enabled types with their labels, one checked", () => {
    const onChange = jest.fn();
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <PaymentTypeSelector types={["cash", "card"]} value="card" onChange={onChange} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("group", { name: "Payment Type" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Online Payments" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: "Card Machine" })).not.toBeInTheDocument();
    act(() => screen.getByRole("radio", { name: "Cash" }).click());
    expect(onChange).toHaveBeenCalledWith("cash");
  });
});
