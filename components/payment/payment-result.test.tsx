/** @jest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import de from "@/messages/de.json";
import messages from "@/messages/en.json";
import { PaymentResult } from "./payment-result";
import { pendingResult, type PaymentResultData } from "./payment-status";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/payment/stripe/",
}));

const LICENCE = "test";
const UUID = "7d1f0c52-3b7e-4b8a-9a51-0e6f1c2d3e4f";
// 001 section 2's default text. (jsdom renders hrefs without the trailing slash next.config adds.)
const THANK_YOU = "Thank you for placing the order. Our team will get back to you shortly!";
const PAYMENT_URL = "http://127.0.0.1/backend/sandbox/pay/abc/";

function CartProbe() {
  const paymentUrl = useCartStore((state) => state.paymentUrl);
  return <p data-testid="cart">{paymentUrl ?? "none"}</p>;
}

function renderResult(result: PaymentResultData, locale: "en" | "de" = "en", orderShown = false) {
  sessionStorage.setItem(`carte-cart-${LICENCE}`, JSON.stringify({ state: { paymentUrl: PAYMENT_URL }, version: 0 }));
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : de}>
      <CartStoreProvider licence={LICENCE}>
        <PaymentResult result={result} orderShown={orderShown} />
        <CartProbe />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

const paid: PaymentResultData = { status: "PAID", reference: "ref-123", orderId: "000042", orderUuid: UUID };

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = jest.fn();
});

test("PAID: thank-you text, the paid animation, reference, status and Order Details to the order page", () => {
  renderResult(paid);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Order ID - 000042");
  expect(screen.getByText(THANK_YOU)).toBeInTheDocument();
  expect(screen.getByTestId("payment-paid-animation")).toBeInTheDocument();
  expect(screen.queryByTestId("payment-not-paid-animation")).not.toBeInTheDocument();
  expect(screen.getByTestId("payment-reference")).toHaveTextContent(/^Payment reference: ref-123$/);
  expect(screen.getByRole("status")).toHaveTextContent("Order Status: PAID");
  expect(screen.getByRole("link", { name: "Order Details" })).toHaveAttribute(
    "href",
    expect.stringMatching(new RegExp(`^/en/order/${UUID}/?$`)),
  );
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test("with the live order shown below (issue 28 item 7), Order Details is a plain link, not a button to tap", () => {
  renderResult(paid, "en", true);
  expect(screen.getByRole("status")).toHaveTextContent("Order Status: PAID");
  expect(screen.getByTestId("payment-reference")).toHaveTextContent("Payment reference: ref-123");
  expect(screen.getByRole("link", { name: "Order Details" })).toHaveClass("underline");
  cleanup();
  renderResult(paid);
  expect(screen.getByRole("link", { name: "Order Details" })).not.toHaveClass("underline");
});

test("PAID clears the cart's paymentUrl, so the cart stops sending the guest back to pay", () => {
  renderResult(paid);
  expect(screen.getByTestId("cart")).toHaveTextContent("none");
});

test("FAILED: shown as sent, the other animation, no thank-you, the stale paymentUrl cleared (issue 11)", () => {
  renderResult({ ...paid, status: "FAILED" });
  expect(screen.getByRole("status")).toHaveTextContent("Order Status: FAILED");
  expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  expect(screen.getByTestId("payment-not-paid-animation")).toBeInTheDocument();
  expect(screen.queryByTestId("payment-paid-animation")).not.toBeInTheDocument();
  expect(screen.getByTestId("cart")).toHaveTextContent("none");
});

test("PENDING (no answer): 'Order Payment', no animation, no thank-you, no Order Details without an order", () => {
  renderResult(pendingResult(null));
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Order Payment");
  expect(screen.getByRole("status")).toHaveTextContent("Order Status: PENDING");
  expect(screen.queryByTestId("payment-paid-animation")).not.toBeInTheDocument();
  expect(screen.queryByTestId("payment-not-paid-animation")).not.toBeInTheDocument();
  expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Order Details" })).not.toBeInTheDocument();
  expect(screen.getByTestId("cart")).toHaveTextContent(PAYMENT_URL);
});

test("a failed status call keeps the query reference and stays PENDING", () => {
  renderResult(pendingResult("ref-9"));
  expect(screen.getByTestId("payment-reference")).toHaveTextContent("Payment reference: ref-9");
  expect(screen.getByRole("status")).toHaveTextContent("Order Status: PENDING");
});

test("texts come from the guest's language", () => {
  renderResult(paid, "de");
  expect(screen.getByText(de.Payment.thankYou)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: de.Payment.orderDetails })).toHaveAttribute(
    "href",
    expect.stringMatching(new RegExp(`^/de/order/${UUID}/?$`)),
  );
});

test("reduced motion: the mark is drawn without animating", () => {
  const animate = jest.fn(() => ({ cancel: jest.fn() }));
  Object.defineProperty(Element.prototype, "animate", { value: animate, configurable: true });
  const matchMedia = (reduce: boolean) => (query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList;

  window.matchMedia = matchMedia(true);
  const reduced = renderResult(paid);
  expect(animate).not.toHaveBeenCalled();
  reduced.unmount();

  window.matchMedia = matchMedia(false);
  renderResult(paid);
  expect(animate).toHaveBeenCalled();
});
