/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import type { Order } from "@/lib/api/schemas/order";
import type { OrderUpdate } from "@/lib/api/schemas/realtime";
import { menuForm } from "@/lib/api/schemas/form";
import messages from "@/messages/en.json";
import { OrderScreen } from "./order-screen";
import { demoMoney, line, ORDER_UUID, testOrder } from "@/lib/domain/test-fixtures";
import type { FollowOrder } from "./use-live-order";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/order/x/",
}));

const getOrder = jest.fn<Promise<Order>, unknown[]>();
const submitFeedback = jest.fn<Promise<unknown>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    getOrder: (...args: unknown[]) => getOrder(...args),
    submitFeedback: (...args: unknown[]) => submitFeedback(...args),
    receiptPdfUrl: (lang: string, uuid: string) => `/backend/${lang}/orders/${uuid}/print/order.pdf`,
  }),
}));

const LICENCE = "test";

const shortForm = menuForm.parse({
  id: 2,
  name: "Share your feedback",
  enable: true,
  form_data: [{ type: "text", subtype: "text", name: "full_name", label: "Name", required: true }],
});

/** The cart as this tab left it (sessionStorage, lib/cart/storage.ts). */
function cartInTab(state: Record<string, unknown>) {
  sessionStorage.setItem(`carte-cart-${LICENCE}`, JSON.stringify({ state, version: 0 }));
}

function CartProbe() {
  const activeOrder = useCartStore((state) => state.activeOrder);
  const location = useCartStore((state) => state.orderLocation);
  return <output aria-label="cart">{`${activeOrder ?? "none"}|${location ?? "none"}`}</output>;
}

function renderScreen(
  options: {
    order?: Order;
    placed?: boolean;
    feedback?: boolean;
    preparationMinutes?: number;
    pushVenue?: { name: string; icon: string };
  } = {},
) {
  let push: ((update: OrderUpdate) => void) | null = null;
  const unsubscribe = jest.fn();
  const follow: FollowOrder = jest.fn((_lang, _uuid, onUpdate) => {
    push = onUpdate;
    return unsubscribe;
  });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence={LICENCE}>
          <OrderScreen
            initialOrder={
              options.order ?? testOrder({ sub_total: "42.000", total: "46.100", line_items: [line("Shakshuka", "42.000", 1)] })
            }
            lang="en"
            money={demoMoney}
            date="Mar 1, 2026, 2:05 PM"
            placed={options.placed ?? false}
            feedbackForm={options.feedback ? { form: shortForm, paragraphs: {}, country: null } : null}
            tracker={{ timezone: "Asia/Dubai", arabicNumerals: false, preparationMinutes: options.preparationMinutes ?? null }}
            follow={follow}
            pushVenue={options.pushVenue}
          />
          <CartProbe />
        </CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const update = async (status: string) => {
    await act(async () => {
      push?.({ uuid: ORDER_UUID, status, updated: new Date().toISOString() });
      // React Query hands its notifications over on a timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...view, follow, unsubscribe, update };
}

const step = (name: string) => screen.getByText(name).closest("li");

describe("OrderScreen", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    getOrder.mockReset();
  });

  it("shows the pending step with its Edit link, the receipt PDF link and Back to Menu", () => {
    const { follow } = renderScreen();
    expect(follow).toHaveBeenCalledWith("en", ORDER_UUID, expect.any(Function));
    expect(step("Order Pending")).toHaveAttribute("aria-current", "step");
    expect(step("Order Accepted")).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toMatch(/^\/en\/home\/?$/);
    expect(screen.getByRole("link", { name: "Download Receipt" })).toHaveAttribute(
      "href",
      `/backend/en/orders/${ORDER_UUID}/print/order.pdf`,
    );
    expect(screen.getByRole("link", { name: "Back to Menu" }).getAttribute("href")).toMatch(/^\/en\/home\/?$/);
    expect(screen.getByText(/^Order Status:/)).toHaveTextContent("Order Status: Pending");
  });

  it("changes with each order-update without a reload: accepted, then canceled", async () => {
    getOrder.mockResolvedValueOnce(testOrder({ status: "accepted" }));
    const { update } = renderScreen();
    await update("accepted");
    expect(step("Order Accepted")).toHaveAttribute("aria-current", "step");
    expect(step("Order Pending")).toHaveAttribute("data-state", "done");
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    await waitFor(() => expect(getOrder).toHaveBeenCalledWith("en", ORDER_UUID, expect.objectContaining({ cache: "no-store" })));

    getOrder.mockResolvedValueOnce(testOrder({ status: "canceled" }));
    await update("canceled");
    expect(screen.getByRole("alert")).toHaveTextContent("Order canceled, please contact our staff for assistance.");
    expect(screen.queryByText("Order Accepted")).not.toBeInTheDocument();
    expect(screen.getByText(/^Order Status:/)).toHaveTextContent("Order Status: Canceled");
  });

  it("tracks every status as a step with its time in the venue's zone: preparing is its own step (issue 28)", async () => {
    const changes = [
      { status: "pending", at: "2026-03-01T10:05:00.000Z" },
      { status: "accepted", at: "2026-03-01T10:07:00.000Z" },
    ];
    const accepted = testOrder({ status: "accepted", status_changes: changes });
    getOrder.mockResolvedValueOnce(
      testOrder({ status: "preparing", status_changes: [...changes, { status: "preparing", at: "2026-03-01T10:11:00.000Z" }] }),
    );
    const { update } = renderScreen({ order: accepted, preparationMinutes: 20 });
    expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("data-status"))).toEqual([
      "pending",
      "accepted",
      "preparing",
      "fulfilled",
    ]);
    // Asia/Dubai is UTC+4: 10:07 is 2:07 PM there; ready 20 minutes after acceptance, 2:27 PM.
    expect(step("Order Accepted")).toHaveTextContent(/Order Accepted2:07\sPM$/);
    expect(screen.getByTestId("ready-by")).toHaveTextContent(/^Ready by about 2:27\sPM$/);
    await update("preparing");
    await waitFor(() => expect(step("Being Prepared")).toHaveAttribute("aria-current", "step"));
    expect(step("Being Prepared")).toHaveTextContent(/2:11\sPM$/);
    expect(step("Order Accepted")).toHaveAttribute("data-state", "done");
    expect(step("Order Fulfilled")).toHaveAttribute("data-state", "upcoming");
  });

  it("ends the tracker with Order Rejected; a paid pending order offers no Edit", async () => {
    renderScreen({
      order: testOrder({
        payment_type: "card",
        total: "46.100",
        balance_due: "0.000",
        payments: [{ payment_type: "card", amount: "46.100" }],
      }),
    });
    expect(step("Order Pending")).toHaveAttribute("aria-current", "step");
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    cleanup();
    getOrder.mockResolvedValueOnce(testOrder({ status: "rejected" }));
    const { update } = renderScreen();
    await update("rejected");
    expect(step("Order Rejected")).toHaveAttribute("aria-current", "step");
    expect(screen.queryByText("Order Accepted")).not.toBeInTheDocument();
  });

  it("takes the refetched order's amounts after an update", async () => {
    getOrder.mockResolvedValueOnce(testOrder({ status: "accepted", sub_total: "50.000", total: "54.500" }));
    const { update } = renderScreen();
    await update("accepted");
    await waitFor(() => expect(screen.getByRole("rowheader", { name: "Total" }).closest("tr")).toHaveTextContent("AED 54.50"));
  });

  it("stops following the order when the screen goes", () => {
    const { unmount, unsubscribe } = renderScreen();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it("a canceled order clears the cart's active order and location (001 section 4)", async () => {
    cartInTab({ activeOrder: ORDER_UUID, orderLocation: "12", orderLocationType: "Table" });
    getOrder.mockResolvedValue(testOrder({ status: "canceled", customer_name: "12" }));
    const { update } = renderScreen({ order: testOrder({ customer_name: "12" }) });
    expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent(`${ORDER_UUID}|12`);
    await update("canceled");
    expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent("none|none");
  });

  it("accepted keeps the cart's active order", async () => {
    cartInTab({ activeOrder: ORDER_UUID, orderLocation: "12", orderLocationType: "Table" });
    getOrder.mockResolvedValue(testOrder({ status: "accepted", customer_name: "12" }));
    const { update } = renderScreen({ order: testOrder({ customer_name: "12" }) });
    await update("accepted");
    expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent(`${ORDER_UUID}|12`);
  });

  it("a customer_name of another table clears location and active order", () => {
    cartInTab({ activeOrder: ORDER_UUID, orderLocation: "7", orderLocationType: "Table" });
    renderScreen({ order: testOrder({ customer_name: "Table 12" }) });
    expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent("none|none");
  });

  it("thanks the guest arriving from the checkout (?placed=1)", () => {
    renderScreen({ placed: true });
    expect(screen.getByText("Thank you for placing the order. Our team will get back to you shortly!")).toBeInTheDocument();
  });

  it("thanks the guest on the first visit to the cart's active order only", () => {
    cartInTab({ activeOrder: ORDER_UUID });
    const first = renderScreen();
    expect(screen.getByText(/Thank you for placing the order/)).toBeInTheDocument();
    first.unmount();
    renderScreen();
    expect(screen.queryByText(/Thank you for placing the order/)).not.toBeInTheDocument();
  });

  it("does not thank for an order that is not the cart's", () => {
    renderScreen();
    expect(screen.queryByText(/Thank you for placing the order/)).not.toBeInTheDocument();
  });

  it("shows the POS red box for a common order", () => {
    renderScreen({ order: testOrder({ common_order: true }) });
    expect(screen.getByText("Table is busy with POS order. Please proceed ordering with a waiter. Thanks")).toBeInTheDocument();
  });

  it("shows the feedback form collapsed after a successful order and submits it in place", async () => {
    submitFeedback.mockResolvedValue({ message: "Thank you for your feedback." });
    renderScreen({ feedback: true });
    const opener = screen.getByRole("button", { name: "Share your feedback" });
    expect(opener).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(opener);
    expect(opener).toHaveAttribute("aria-expanded", "true");
    fireEvent.change(await screen.findByRole("textbox", { name: /Name/ }), { target: { value: "Layla" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thank you for your feedback.")).toBeInTheDocument();
    expect(submitFeedback).toHaveBeenCalledWith("en", { feedback_id: 2, submission: { full_name: "Layla" } });
    expect(window.location.pathname).not.toMatch(/\/form\//);
  });

  it("offers no feedback form after a cancelled order", async () => {
    getOrder.mockResolvedValue(testOrder({ status: "rejected" }));
    const { update } = renderScreen({ feedback: true });
    expect(screen.getByRole("button", { name: "Share your feedback" })).toBeInTheDocument();
    await update("rejected");
    expect(screen.queryByRole("button", { name: "Share your feedback" })).not.toBeInTheDocument();
  });

  it("offers to tell the guest when the order is ready while it is open, where the browser has push (issue 29)", async () => {
    Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
    Object.defineProperty(window, "Notification", { configurable: true, value: { permission: "default" } });
    const registration = { pushManager: { getSubscription: async () => null } };
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => registration } });
    try {
      const { update } = renderScreen({ pushVenue: { name: "Bahar", icon: "/icon.png" } });
      expect(await screen.findByRole("button", { name: "Tell me when it's ready" })).toBeVisible();
      await update("fulfilled");
      expect(screen.queryByRole("button", { name: "Tell me when it's ready" })).not.toBeInTheDocument();
    } finally {
      for (const name of ["PushManager", "Notification"]) Reflect.deleteProperty(window, name);
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });
});
