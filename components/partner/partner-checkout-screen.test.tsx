/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import type { FollowOrder } from "@/components/order/use-live-order";
import type { Order } from "@/lib/api/schemas/order";
import type { OrderUpdate } from "@/lib/api/schemas/realtime";
import { WALLET_TEST_PHONE } from "@/lib/domain/wallet";
import { PartnerCheckoutScreen } from "./partner-checkout-screen";
import { activeOrderInTab, ORDER_UUID, partnerMoney, partnerOrder, renderPartner, settle } from "./test-render";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace, prefetch: jest.fn() }),
  usePathname: () => "/en/af-checkout/x/",
}));

const getOrder = jest.fn<Promise<Order>, unknown[]>();
const getWallet = jest.fn<Promise<unknown>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    getOrder: (...args: unknown[]) => getOrder(...args),
    getWallet: (...args: unknown[]) => getWallet(...args),
  }),
}));

function renderScreen(order: Order = partnerOrder(), partner = true) {
  let push: ((update: OrderUpdate) => void) | null = null;
  const follow: FollowOrder = (_lang, _uuid, onUpdate) => {
    push = onUpdate;
    return () => undefined;
  };
  const view = renderPartner(
    <PartnerCheckoutScreen
      initialOrder={order}
      lang="en"
      money={partnerMoney}
      date="Mar 1, 2026, 2:05 PM"
      partner={partner}
      follow={follow}
    />,
  );
  const update = async (status: string) => {
    await act(async () => {
      push?.({ uuid: ORDER_UUID, status, updated: new Date().toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...view, update };
}

const card = (name: string) => screen.queryByRole("region", { name });

describe("PartnerCheckoutScreen (001 section 2, checkout of the active partner order)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    replace.mockReset();
    getOrder.mockReset();
    getWallet.mockReset();
    getWallet.mockResolvedValue({ name: null, balance: 0, wallet_id: "BW-100001" });
  });

  it("shows the receipt and the three cards for the cart's active order on a partner venue", async () => {
    activeOrderInTab(ORDER_UUID);
    renderScreen();
    expect(await screen.findByRole("region", { name: "Blue Wallet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Total" }).closest("tr")).toHaveTextContent("AED 84.42");
    expect(card("Tips")).toBeInTheDocument();
    expect(card("Payment Options")).toBeInTheDocument();
    expect(getWallet).toHaveBeenCalledWith(ORDER_UUID, expect.anything());
  });

  it("shows only the receipt for an order that is not the active one", async () => {
    activeOrderInTab("0b6f8a9e-0000-4e5f-8a9b-0c1d2e3f4a5b");
    renderScreen();
    await settle();
    expect(screen.getByRole("rowheader", { name: "Total" })).toBeInTheDocument();
    expect(card("Tips")).toBeNull();
    expect(card("Blue Wallet")).toBeNull();
    expect(card("Payment Options")).toBeNull();
    expect(getWallet).not.toHaveBeenCalled();
  });

  it("shows only the receipt on a venue without the partner integration", async () => {
    activeOrderInTab(ORDER_UUID);
    renderScreen(partnerOrder(), false);
    await settle();
    expect(card("Payment Options")).toBeNull();
  });

  it("trades the tips card for Remove Tip once a tip is set, and keeps neither on a split order", async () => {
    activeOrderInTab(ORDER_UUID);
    const tipped = renderScreen(
      partnerOrder({ total: "92.860", balance_due: "92.860", additional_data: { tips_amount: "8.440", iiko_loyalty_discounts: [] } }),
    );
    await settle();
    expect(card("Tips")).toBeNull();
    expect(screen.getByTestId("remove-tip")).toHaveTextContent("Tip: AED 8.44");
    expect(screen.getByRole("button", { name: "Remove Tip" })).toBeEnabled();
    tipped.unmount();

    const split = [
      { uuid: "a1", guest_name: "Guest 1", amount: "42.210", status: "AVAILABLE" },
      { uuid: "a2", guest_name: "Guest 2", amount: "42.210", status: "AVAILABLE" },
    ];
    renderScreen(partnerOrder({ split_payments: split }));
    await settle();
    expect(card("Tips")).toBeNull();
    expect(screen.queryByTestId("remove-tip")).toBeNull();
    expect(card("Blue Wallet")).toBeNull();
    expect(screen.getByTestId("split-pay-list")).toBeInTheDocument();
  });

  it("hides the wallet card for the test phone, and when the guest has no wallet", async () => {
    activeOrderInTab(ORDER_UUID);
    const test = renderScreen(partnerOrder({ phone: WALLET_TEST_PHONE }));
    await settle();
    expect(card("Blue Wallet")).toBeNull();
    test.unmount();

    getWallet.mockResolvedValue(null);
    renderScreen();
    await waitFor(() => expect(getWallet).toHaveBeenCalled());
    await settle();
    expect(card("Blue Wallet")).toBeNull();
    expect(card("Tips")).toBeInTheDocument();
  });

  it("goes to the order screen when the order is accepted or preparing", async () => {
    activeOrderInTab(ORDER_UUID);
    getOrder.mockResolvedValue(partnerOrder({ status: "accepted" }));
    const { update } = renderScreen();
    await settle();
    expect(replace).not.toHaveBeenCalled();
    await update("accepted");
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/en/order/${ORDER_UUID}/`));
  });

  it("goes to the order screen at once for an order fetched as preparing", async () => {
    renderScreen(partnerOrder({ status: "preparing" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/en/order/${ORDER_UUID}/`));
  });
});
