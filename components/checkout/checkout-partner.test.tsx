/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState, type ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { loyaltyAnswer } from "@/components/cart/partner-test-doubles";
import { partnerLine, partnerMenu } from "@/components/cart/test-fixtures";
import type { LoyaltyPromotionsPayloadInput } from "@/lib/api/schemas/partner";
import type { CartState } from "@/lib/cart/store";
import messages from "@/messages/en.json";
import partnerVenue from "@/server/seed/venues/partner.json";
import { CheckoutScreen } from "./checkout-screen";
import { checkoutSettings, type CheckoutSettings } from "./checkout-settings";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace, prefetch: jest.fn() }),
  usePathname: () => "/en/checkout/",
}));

const api = {
  createOrder: jest.fn(),
  updateOrder: jest.fn(),
  getCoupon: jest.fn(),
  getMenuSection: jest.fn(),
  checkGeofence: jest.fn(),
  getLoyaltyPromotions: jest.fn(),
};
jest.mock("@/lib/api/browser", () => ({ browserApi: () => api }));

const UUID = "8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b";

/** The partner demo's checkout settings (server/seed/venues/partner.json): phone asked, card payment on. */
function settings(overrides: Partial<CheckoutSettings> = {}): CheckoutSettings {
  return { ...checkoutSettings({ licence: partnerVenue.license, language: "en", menu: partnerMenu() }), venueOpen: true, ...overrides };
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence="partner">{children}</CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

function renderCheckout(cart: Partial<CartState>, overrides: Partial<CheckoutSettings> = {}) {
  const { customerPhone, ...tab } = cart;
  sessionStorage.setItem("carte-cart-partner", JSON.stringify({ state: tab, version: 0 }));
  if (customerPhone !== undefined) localStorage.setItem("carte-cart-partner", JSON.stringify({ state: { customerPhone }, version: 0 }));
  return render(
    <Providers>
      <CheckoutScreen settings={settings(overrides)} />
    </Providers>,
  );
}

// Two cappuccinos and a club sandwich at table 4, by card, with the verified employee AF1001.
const EMPLOYEE_CART: Partial<CartState> = {
  products: [partnerLine(2002, 2), partnerLine(2005, 1)],
  orderType: "dine_in",
  paymentType: "card",
  orderLocation: "4",
  orderLocationType: "Table",
  orderLocationToken: "t/abc",
  employeeId: "AF1001",
  customerPhone: "+971503330003",
  disableCustomerPhone: true,
};

const submit = () => screen.getByRole("button", { name: "SUBMIT ORDER" });
const summary = () => within(screen.getByRole("region", { name: "Order summary" }));

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  api.getMenuSection.mockResolvedValue({ minimum_order_amount: 0 });
  api.getLoyaltyPromotions.mockImplementation((request: LoyaltyPromotionsPayloadInput) => Promise.resolve(loyaltyAnswer(request)));
});

describe("the partner checkout (001 sections 2, 4 and 5)", () => {
  it("dine-in at a table: customer details without a name, the employee's phone locked, the cart's total", async () => {
    renderCheckout(EMPLOYEE_CART);
    expect(await screen.findByText("Table# 4")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Your details" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^Name/ })).not.toBeInTheDocument();
    const phone = screen.getByRole("textbox", { name: /^Phone/ });
    expect(phone).toBeDisabled();
    expect(phone).toHaveValue("+971503330003");
    await waitFor(() =>
      expect(
        summary()
          .getAllByTestId("loyalty-discount")
          .map((row) => row.textContent),
      ).toEqual(["Blue rewards: 10% off coffee-AED 3.60", "Team member meal: 20% off-AED 16.80"]),
    );
    expect(summary().getByTestId("cart-total")).toHaveTextContent("AED 66.78");
  });

  it("holds SUBMIT ORDER (not PAY NOW: partner guests pay on the partner checkout) while the loyalty discounts load", async () => {
    let answer: (value: ReturnType<typeof loyaltyAnswer>) => void = () => {};
    api.getLoyaltyPromotions.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCheckout(EMPLOYEE_CART);
    expect(await screen.findByRole("button", { name: "SUBMIT ORDER" })).toBeDisabled();
    expect(screen.getByRole("region", { name: "Order summary" })).toHaveAttribute("aria-busy", "true");
    await act(async () => answer([{ name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6 }] }]));
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("sends the employee id, the loyalty discounts as fetched and the employee's phone; the table names the order", async () => {
    // The gateway's page is the e2e's (e2e/partner-cart.spec.ts): here the order screen follows.
    api.createOrder.mockResolvedValue({ uuid: UUID, padded_order_id: "00007", payment_url: null });
    renderCheckout(EMPLOYEE_CART);
    await waitFor(() => expect(summary().getAllByTestId("loyalty-discount")).toHaveLength(2));
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/en/order/${UUID}/`));
    expect(api.createOrder.mock.calls[0]?.[1]).toMatchObject({
      customer_name: "Table 4",
      phone: "+971503330003",
      order_type: "dine_in",
      payment_type: "card",
      sub_total: 84,
      total: 66.78,
      additional_data: {
        employee_id: "AF1001",
        iiko_loyalty_discounts: [
          { name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6 }] },
          { name: "Team member meal: 20% off", discounts: [{ discountSum: 7.2 }, { discountSum: 9.6 }] },
        ],
      },
    });
  });

  it("asks the phone of a guest without an employee discount, unlocked and required outside SG", async () => {
    renderCheckout({ ...EMPLOYEE_CART, employeeId: "", customerPhone: "", disableCustomerPhone: false });
    const phone = await screen.findByRole("textbox", { name: /^Phone/ });
    expect(phone).toBeEnabled();
    expect(phone).toBeRequired();
    await waitFor(() => expect(summary().getAllByTestId("loyalty-discount")).toHaveLength(1));
    expect(submit()).toBeDisabled();
    fireEvent.change(phone, { target: { value: "050 999 9999" } });
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("does not require the phone for menu_country SG", async () => {
    const sg = settings();
    renderCheckout(
      { ...EMPLOYEE_CART, employeeId: "", customerPhone: "", disableCustomerPhone: false },
      { order: { ...sg.order, menu_country: "SG" } },
    );
    const phone = await screen.findByRole("textbox", { name: /^Phone/ });
    expect(phone).not.toBeRequired();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("applies the partner order-type rule: a delivery cart at a table becomes dine-in", async () => {
    renderCheckout({ ...EMPLOYEE_CART, orderType: "delivery" });
    expect(await screen.findByText("Table# 4")).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("carte-cart-partner") ?? "{}")).toMatchObject({ state: { orderType: "dine_in" } }),
    );
  });
});
