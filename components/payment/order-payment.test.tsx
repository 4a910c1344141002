/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { OrderScreen } from "@/components/order/order-screen";
import { demoMoney, ORDER_UUID, testOrder } from "@/lib/domain/test-fixtures";
import type { FollowOrder } from "@/components/order/use-live-order";
import type { Order } from "@/lib/api/schemas/order";
import de from "@/messages/de.json";
import messages from "@/messages/en.json";
import { OrderPayment } from "./order-payment";
import { paymentStateOf } from "./order-payment-state";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/order/x/",
}));

const startOrderPayment = jest.fn<Promise<{ payment_url: string }>, unknown[]>();
const setOrderPaymentType = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    getOrder: jest.fn(() => new Promise(() => undefined)),
    startOrderPayment: (...args: unknown[]) => startOrderPayment(...args),
    setOrderPaymentType: (...args: unknown[]) => setOrderPaymentType(...args),
    receiptPdfUrl: (lang: string, uuid: string) => `/backend/${lang}/orders/${uuid}/print/order.pdf`,
  }),
}));

const LICENCE = "test";

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const OLD_URL = "http://pay-table.localhost/backend/sandbox/pay/old/";
const NEW_URL = "http://pay-table.localhost/backend/sandbox/pay/new/";
const THANKS = /Thank you for placing the order/;
const ALL_TYPES = { enable_payment_type: true, enable_cash: true, enable_card_machine: true, payment_enabled: true };
const follow: FollowOrder = () => () => undefined;

// A card order of AED 90.20 whose gateway payment was declined.
const declined = testOrder({ total: "90.200", balance_due: "90.200", payment_type: "card", online_payment_status: "FAILED" });

function CartProbe() {
  const cart = useCartStore((state) => `${state.paymentUrl ?? "none"}|${String(state.awaitingPayment)}`);
  return <output aria-label="cart">{cart}</output>;
}

function Providers({ children, locale = "en" }: { children: ReactNode; locale?: "en" | "de" }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : de}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence={LICENCE}>
          {children}
          <CartProbe />
        </CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

function renderScreen(order: Order, paymentMenu = ALL_TYPES) {
  return render(
    <Providers>
      <OrderScreen
        initialOrder={order}
        lang="en"
        money={demoMoney}
        date="Mar 1, 2026"
        placed={false}
        feedbackForm={null}
        paymentMenu={paymentMenu}
        follow={follow}
      />
    </Providers>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  startOrderPayment.mockReset();
  setOrderPaymentType.mockReset();
  // The tab that placed the order: its cart holds the order and the declined page's URL.
  sessionStorage.setItem(
    `carte-cart-${LICENCE}`,
    JSON.stringify({ state: { activeOrder: ORDER_UUID, paymentUrl: OLD_URL, awaitingPayment: true }, version: 0 }),
  );
});

test("a declined order: 'Payment failed', no thank-you text, Try again and the other ways; the stale URL leaves the cart", async () => {
  renderScreen(declined);
  expect(screen.getByText("Payment: Payment failed")).toBeInTheDocument();
  expect(screen.getByText(messages.OrderPayment.failedHint)).toBeInTheDocument();
  expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  const other = screen.getByRole("group", { name: "Pay another way" });
  expect(
    within(other)
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual(["Cash", "Card Machine"]);
  await waitFor(() => expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent("none|true"));
});

test("an order waiting on its payment is not thanked either, and keeps its payment URL", async () => {
  renderScreen(testOrder({ total: "90.200", balance_due: "90.200", payment_type: "card", online_payment_status: "PENDING" }));
  expect(screen.getByText("Payment: Awaiting payment")).toBeInTheDocument();
  expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent(`${OLD_URL}|true`));
});

test("a paid card order: 'Paid', the thank-you text, no actions, and the header may show the check mark", async () => {
  renderScreen(
    testOrder({
      total: "90.200",
      balance_due: "0.000",
      payment_type: "card",
      online_payment_status: "PAID",
      payments: [{ payment_type: "card", amount: "90.200" }],
    }),
  );
  expect(screen.getByText("Payment: Paid")).toBeInTheDocument();
  expect(screen.getByText(THANKS)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent("none|false"));
});

test("a cash order shows no payment block and thanks as before", () => {
  renderScreen(testOrder({ payment_type: "cash", total: "90.200", balance_due: "90.200" }));
  expect(screen.queryByText(/^Payment:/)).not.toBeInTheDocument();
  expect(screen.getByText(THANKS)).toBeInTheDocument();
});

test("only the ways the venue offers; none without the payment type selector; nothing for a cancelled order", () => {
  const { unmount } = renderScreen(declined, { ...ALL_TYPES, enable_cash: false });
  expect(
    within(screen.getByRole("group", { name: "Pay another way" }))
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(["Card Machine"]);
  unmount();
  const second = renderScreen(declined, { ...ALL_TYPES, enable_payment_type: false });
  expect(screen.queryByRole("group", { name: "Pay another way" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  second.unmount();
  renderScreen({ ...declined, status: "canceled" });
  expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
});

test("Try again starts a new payment and goes to its page, keeping it as the cart's payment URL", async () => {
  startOrderPayment.mockResolvedValue({ payment_url: NEW_URL });
  const go = jest.fn();
  render(
    <Providers>
      <OrderPayment order={declined} lang="en" state={paymentStateOf(declined)} retry otherTypes={[]} go={go} />
    </Providers>,
  );
  await click(screen.getByRole("button", { name: "Try again" }));
  expect(startOrderPayment).toHaveBeenCalledWith("en", ORDER_UUID);
  expect(go).toHaveBeenCalledWith(NEW_URL);
  expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent(`${NEW_URL}|true`);
});

test("a failed Try again says so and gives the button back", async () => {
  startOrderPayment.mockRejectedValue(new Error("409"));
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const go = jest.fn();
  render(
    <Providers>
      <OrderPayment order={declined} lang="en" state="failed" retry otherTypes={[]} go={go} />
    </Providers>,
  );
  await click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.OrderPayment.startFailed);
  expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  expect(go).not.toHaveBeenCalled();
});

test("Pay another way: cash makes it a cash order on screen, thanked, with nothing left to pay online", async () => {
  setOrderPaymentType.mockResolvedValue({ ...declined, payment_type: "cash", payment_url: null });
  renderScreen(declined);
  await click(screen.getByRole("button", { name: "Cash" }));
  expect(setOrderPaymentType).toHaveBeenCalledWith("en", ORDER_UUID, { payment_type: "cash" });
  await waitFor(() => expect(screen.queryByText(/^Payment:/)).not.toBeInTheDocument());
  expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  expect(screen.getByRole("status", { name: "cart" })).toHaveTextContent("none|false");
});

test("texts come from the guest's language", () => {
  render(
    <Providers locale="de">
      <OrderPayment order={declined} lang="de" state="failed" retry otherTypes={["cash"]} />
    </Providers>,
  );
  expect(screen.getByText(`Zahlung: ${de.OrderPayment.failed}`)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: de.OrderPayment.tryAgain })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: de.PaymentTypes.cash })).toBeInTheDocument();
});
