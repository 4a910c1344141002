/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Order } from "@/lib/api/schemas/order";
import { OpenCardPayment } from "./open-card-payment";
import { ORDER_UUID, partnerOrder, renderCard as renderLive } from "./test-render";

const expireOpenPayments = jest.fn<Promise<{ expired: number }>, unknown[]>();
const getOrder = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    expireOpenPayments: (...args: unknown[]) => expireOpenPayments(...args),
    getOrder: (...args: unknown[]) => getOrder(...args),
  }),
}));

const renderCard = (order: Order) => renderLive(order, (live) => <OpenCardPayment order={live} lang="en" />);

describe("OpenCardPayment (issue 24 item 3)", () => {
  beforeEach(() => {
    expireOpenPayments.mockReset();
    getOrder.mockReset();
  });

  it("shows nothing unless the whole bill's card payment is open", () => {
    renderCard(partnerOrder({ online_payment_status: "FAILED" }));
    expect(screen.queryByTestId("open-card-payment")).toBeNull();
  });

  it("says a card payment is open and closes it on request, then refetches the order", async () => {
    expireOpenPayments.mockResolvedValue({ expired: 1 });
    getOrder.mockResolvedValue(partnerOrder({ online_payment_status: "FAILED" }));
    renderCard(partnerOrder({ online_payment_status: "PENDING" }));
    expect(screen.getByRole("status")).toHaveTextContent("A card payment of this bill is open on its payment page.");
    fireEvent.click(screen.getByRole("button", { name: "Cancel the card payment" }));
    await waitFor(() => expect(screen.queryByTestId("open-card-payment")).toBeNull());
    expect(expireOpenPayments).toHaveBeenCalledWith({ order_id: ORDER_UUID });
  });
});
