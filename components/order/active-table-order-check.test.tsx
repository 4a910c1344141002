/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { toastStore, ToastViewport } from "@/components/shell/toasts";
import messages from "@/messages/en.json";
import { ActiveTableOrderCheck } from "./active-table-order-check";

const getActiveOrder = jest.fn<Promise<{ order_id: string | null; common_order: boolean }>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({ getActiveOrder: (...args: unknown[]) => getActiveOrder(...args) }),
}));

function ActiveOrder() {
  return <output aria-label="active order">{useCartStore((state) => state.activeOrder) ?? "none"}</output>;
}

function renderCheck(partner: boolean, cart: Record<string, unknown>) {
  sessionStorage.setItem("carte-cart-af", JSON.stringify({ state: cart, version: 0 }));
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence="af">
        <ActiveTableOrderCheck partner={partner} menuId={7} />
        <ActiveOrder />
        <ToastViewport closeLabel="Close" />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

describe("ActiveTableOrderCheck (001 section 4)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    getActiveOrder.mockReset();
    toastStore.setState({ toasts: [] });
  });

  it("warns 'Active order on this table' for a dine-in guest and makes it the active order", async () => {
    getActiveOrder.mockResolvedValue({ order_id: "order-at-table-5", common_order: false });
    renderCheck(true, { orderType: "dine_in", orderLocation: "5", orderLocationType: "Table", orderLocationToken: "t/Xk9mQ2pL" });
    await waitFor(() => expect(screen.getByRole("status", { name: "active order" })).toHaveTextContent("order-at-table-5"));
    // Issue 10: the table is named by its link's token, never by its number.
    expect(getActiveOrder).toHaveBeenCalledWith("Xk9mQ2pL", 7, expect.anything());
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ kind: "warning", message: "Active order on this table" })]);
  });

  it("stays quiet when the table has no active order", async () => {
    getActiveOrder.mockResolvedValue({ order_id: null, common_order: false });
    renderCheck(true, { orderType: "dine_in", orderLocation: "6", orderLocationType: "Table", orderLocationToken: "t/Wq3nR7vB" });
    await waitFor(() => expect(getActiveOrder).toHaveBeenCalled());
    expect(screen.getByRole("status", { name: "active order" })).toHaveTextContent("none");
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it.each([
    ["not the partner venue", false, { orderType: "dine_in", orderLocation: "5" }],
    ["no location", true, { orderType: "dine_in" }],
    ["an active order already", true, { orderType: "dine_in", orderLocation: "5", orderLocationToken: "t/Xk9mQ2pL", activeOrder: "mine" }],
    [
      "a location without its link's token (a cart from before tokens)",
      true,
      { orderType: "dine_in", orderLocation: "5", orderLocationType: "Table" },
    ],
    [
      "an area link, which names no table",
      true,
      { orderType: "dine_in", orderLocation: "Pool bar", orderLocationType: "Table", orderLocationToken: "a/506f6f6c20626172" },
    ],
  ])("does not look up with %s", async (_case, partner, cart) => {
    renderCheck(partner, cart);
    // The lookup and the API client load lazily: once both have, a lookup that was to start has started.
    await act(() => import("./active-table-order-query"));
    await act(() => import("@/lib/api/browser"));
    expect(getActiveOrder).not.toHaveBeenCalled();
  });
});
