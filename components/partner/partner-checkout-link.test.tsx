/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { OrderScreen } from "@/components/order/order-screen";
import type { Order } from "@/lib/api/schemas/order";
import { activeOrderInTab, ORDER_UUID, partnerMoney, partnerOrder, renderPartner, settle } from "./test-render";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/order/x/",
}));

jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    getOrder: jest.fn(() => new Promise(() => undefined)),
    receiptPdfUrl: (lang: string, uuid: string) => `/backend/${lang}/orders/${uuid}/print/order.pdf`,
  }),
}));

async function renderOrderScreen(order: Order = partnerOrder(), partner = true) {
  renderPartner(
    <OrderScreen
      initialOrder={order}
      lang="en"
      money={partnerMoney}
      date="Mar 1, 2026"
      placed={false}
      feedbackForm={null}
      partner={partner}
      follow={() => () => undefined}
    />,
  );
  await settle();
}

const payNow = () => screen.queryByRole("link", { name: "Pay Now" });

describe("the order screen's way in to the partner checkout", () => {
  beforeEach(() => sessionStorage.clear());

  it("links the active order of a partner venue to /{lang}/af-checkout/{id}/", async () => {
    activeOrderInTab(ORDER_UUID);
    await renderOrderScreen();
    expect(payNow()?.getAttribute("href")).toMatch(new RegExp(`^/en/af-checkout/${ORDER_UUID}/?$`));
  });

  it("is not there for an order that is not the active one", async () => {
    activeOrderInTab(null);
    await renderOrderScreen();
    expect(payNow()).toBeNull();
  });

  it.each([
    ["a venue without the integration", partnerOrder(), false],
    ["a canceled order", partnerOrder({ status: "canceled" }), true],
    ["a paid order", partnerOrder({ balance_due: "0.000", payments: [{ payment_type: "cash", amount: "84.420" }] }), true],
  ])("nor on %s", async (_case, order, partner) => {
    activeOrderInTab(ORDER_UUID);
    await renderOrderScreen(order, partner);
    expect(payNow()).toBeNull();
  });
});
