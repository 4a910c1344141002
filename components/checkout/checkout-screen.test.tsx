/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState, type ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { FakeGeolocation } from "@/components/location/test-doubles";
import { ApiError } from "@/lib/api/errors";
import type { CartState } from "@/lib/cart/store";
import type { CartLine } from "@/lib/cart/types";
import messages from "@/messages/en.json";
import { readMyOrders } from "@/lib/cart/my-orders-storage";
import { CheckoutScreen } from "./checkout-screen";
import type { CheckoutSettings } from "./checkout-settings";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace, prefetch: jest.fn() }),
  usePathname: () => "/en/checkout/",
}));

const api = { createOrder: jest.fn(), updateOrder: jest.fn(), getCoupon: jest.fn(), getMenuSection: jest.fn(), checkGeofence: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ browserApi: () => api }));

const UUID = "8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b";

// The demo venue's settings (server/seed/venues/demo.json) with a small catalogue.
function settings(overrides: Partial<CheckoutSettings> = {}): CheckoutSettings {
  return {
    licence: "demo",
    lang: "en",
    order: {
      id: 1,
      currency: "AED",
      price_decimal_places: 2,
      cart_subtotal_include_tax: false,
      menu_country: "AE",
      timezone: "Asia/Dubai",
      taxes: [
        { id: 1, name: "VAT 5%", type: "percentage", rate: 5 },
        { id: 2, name: "Service fee", type: "fixed", rate: 2 },
      ],
    },
    catalogue: {
      221: {
        id: 221,
        name: "Karak chai",
        sku: "TEA-KRK",
        price: 8,
        discount: 0,
        category: 22,
        product_variations: [],
        enable_combo: false,
        combo_groups: [],
      },
      402: {
        id: 402,
        name: "Mixed grill",
        sku: "MAI-GRL",
        price: 89,
        discount: 0,
        category: 4,
        product_variations: [],
        enable_combo: false,
        combo_groups: [],
      },
    },
    money: { currency: "AED", currency_symbol: "AED", display_currency: "AED", price_decimal_places: 2, enable_arabic_numerals: true },
    minimumOrderAmount: 30,
    partner: false,
    tableTab: false,
    orderTypes: ["delivery", "takeaway", "dine_in", "drive_thru"],
    enabledOrderTypes: { delivery: true, takeaway: true, dine_in: true, drive_thru: true },
    deliveryUnavailable: false,
    enableDisplayOrderTypeHome: false,
    enableWishlist: false,
    venueOpen: true,
    enableOrderEmail: false,
    enableOrderPhone: false,
    enableDeliveryDatetime: false,
    enableAddressGoogleMaps: false,
    enableOrderGeofence: true,
    checkoutTerms: null,
    onlinePaymentEnabled: true,
    enableWhatsappOrder: true,
    whatsappNumber: "+971500000000",
    enableUserSendWhatsapp: false,
    enableMyOrders: false,
    fallbackCoupon: null,
    variationNames: { variations: {}, values: {} },
    trackingIds: { gtm_id: null, fb_pixel_id: null, ga_tracking_id: null, google_ads_id: null },
    ...overrides,
  };
}

const line = (id: number, name: string, qty = 1): CartLine => ({
  uuid: `line-${id}`,
  id,
  category: 1,
  name,
  sku: "",
  image: null,
  price: 0,
  qty,
  special_instructions: "",
  variations: [],
  combo_groups: [],
  max_qty: 0,
});

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence="demo">{children}</CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

function renderCheckout(cart: Partial<CartState>, overrides: Partial<CheckoutSettings> = {}) {
  sessionStorage.setItem("carte-cart-demo", JSON.stringify({ state: cart, version: 0 }));
  return render(
    <Providers>
      <CheckoutScreen settings={settings(overrides)} />
    </Providers>,
  );
}

const submit = () => screen.getByRole("button", { name: "SUBMIT ORDER" });

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  api.getMenuSection.mockResolvedValue({ minimum_order_amount: 0 });
});

describe("CheckoutScreen", () => {
  it("shows what the guest commits to: the lines and the cart's totals rows (issue 11 item 4)", async () => {
    renderCheckout({ products: [line(402, "Mixed grill"), line(221, "Karak chai", 2)], orderType: "takeaway", paymentType: "cash" });
    await screen.findByRole("button", { name: "SUBMIT ORDER" });
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "QtyProductPrice",
      "1×Mixed grillAED 89.00",
      "2×Karak chaiAED 16.00",
    ]);
    // 89 + 16 = 105; VAT 5 % = 5.25; the fixed service fee 2: 112.25 (001 section 9).
    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("AED 105.00")).toBeInTheDocument();
    expect(summary.getByText("AED 5.25")).toBeInTheDocument();
    expect(summary.getByText("AED 112.25")).toBeInTheDocument();
  });

  it("sends an empty cart back to the cart", async () => {
    renderCheckout({ products: [] });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/en/cart/"));
  });

  it("sends a browse-only cart (enable_wishlist, no table link) back to the cart: it has nothing to order with", async () => {
    renderCheckout({ products: [line(402, "Mixed grill")] }, { enableWishlist: true });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/en/cart/"));
  });

  it("sends the cart of a closed venue back to the cart: it takes no order now", async () => {
    renderCheckout({ products: [line(402, "Mixed grill")] }, { venueOpen: false });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/en/cart/"));
  });

  it("sends a delivery cart back to the cart where delivery cannot be checked without the map (issue 11 item 13)", async () => {
    renderCheckout(
      { products: [line(402, "Mixed grill")], orderType: "delivery" },
      { deliveryUnavailable: true, orderTypes: ["takeaway", "dine_in", "drive_thru"], enableAddressGoogleMaps: false },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/en/cart/"));
    expect(screen.queryByRole("textbox", { name: /address/i })).not.toBeInTheDocument();
  });

  it("sends a browse-only table cart (the link's enable_wishlist_table_orders) back to the cart too", async () => {
    renderCheckout({
      products: [line(402, "Mixed grill")],
      orderType: "dine_in",
      orderLocation: "3",
      orderLocationType: "Table",
      enableWishlist: true,
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/en/cart/"));
  });

  it("shows the minimum-order warning instead of the form for a delivery under the minimum", async () => {
    renderCheckout({ products: [line(221, "Karak chai", 2)], orderType: "delivery" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Minimum order amount required AED 30.00");
    expect(screen.queryByRole("button", { name: "SUBMIT ORDER" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Takeaway" }));
    expect(await screen.findByRole("button", { name: "SUBMIT ORDER" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("places a takeaway order with the payload built from the cart and opens WhatsApp with its details", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    api.createOrder.mockResolvedValue({ uuid: UUID, padded_order_id: "00042", payment_url: null });
    renderCheckout({ products: [line(402, "Mixed grill")], orderType: "takeaway", customerName: "Layla" }, { onlinePaymentEnabled: false });
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toHaveValue("Layla");
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/en/order/${UUID}/`));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    // 89 + VAT 4.45 + service fee 2.
    expect(api.createOrder.mock.calls[0]?.[1]).toMatchObject({
      customer_name: "Layla",
      order_type: "takeaway",
      sub_total: 89,
      total: 95.45,
    });
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe("https://wa.me/971500000000");
    expect(url.searchParams.get("text")).toContain(
      "New order #00042\nName: Layla\nOrder type: Takeaway\n1 × Mixed grill — AED 89.00\nTotal: AED 95.45",
    );
    open.mockRestore();
  });

  it.each([
    [true, [UUID]],
    [false, []],
  ])(
    "remembers the placed order on the device only where My orders is on (enable_my_orders %s, issue 16)",
    async (enableMyOrders, kept) => {
      api.createOrder.mockResolvedValue({ uuid: UUID, padded_order_id: "00044", payment_url: null });
      renderCheckout(
        { products: [line(402, "Mixed grill")], orderType: "takeaway", customerName: "Layla" },
        { onlinePaymentEnabled: false, enableWhatsappOrder: false, enableMyOrders },
      );
      await waitFor(() => expect(submit()).toBeEnabled());
      fireEvent.click(submit());
      await waitFor(() => expect(push).toHaveBeenCalledWith(`/en/order/${UUID}/`));
      expect(readMyOrders("demo", Date.now()).map((order) => order.uuid)).toEqual(kept);
    },
  );

  it("shows the merge dialog for a table with an active order", async () => {
    api.createOrder.mockRejectedValue(
      new ApiError({
        kind: "http",
        method: "POST",
        url: "/backend/en/api/order/",
        status: 409,
        body: { existing_order: { uuid: UUID, line_items: [{ product_name: "Karak chai", quantity: 2, product_price: "8.000" }] } },
      }),
    );
    renderCheckout(
      {
        products: [line(402, "Mixed grill")],
        orderType: "dine_in",
        orderLocation: "5",
        orderLocationType: "Table",
        orderLocationToken: "t/Xk9mQ2pL",
      },
      { enableOrderGeofence: false },
    );
    expect(await screen.findByText("Table# 5")).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    const dialog = await screen.findByRole("dialog", { name: "Active order on this table" });
    expect(dialog).toHaveTextContent("There is an active order on this table with the following items:");
    expect(
      within(dialog)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["QtyProductPrice", "2Karak chaiAED 16.00"]);
    expect(dialog).toHaveTextContent("Merge your cart items with the existing order?");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(push).toHaveBeenCalledWith("/en/cart/");
  });

  it("holds a geofenced table order until the venue allows the guest's position, then sends it as origin_location", async () => {
    const geolocation = new FakeGeolocation();
    Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
    api.checkGeofence.mockResolvedValue({ allowed: true });
    api.createOrder.mockResolvedValue({ uuid: UUID, padded_order_id: "00043", payment_url: null });
    renderCheckout({
      products: [line(402, "Mixed grill")],
      orderType: "dine_in",
      orderLocation: "5",
      orderLocationType: "Table",
      orderLocationToken: "t/Xk9mQ2pL",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Enable Location" }));
    expect(submit()).toBeDisabled();
    geolocation.succeed(25.1972, 55.2744);
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    await waitFor(() => expect(api.createOrder).toHaveBeenCalledTimes(1));
    expect(api.createOrder.mock.calls[0]?.[1]).toMatchObject({
      customer_name: "Table 5",
      origin_label: "5",
      origin_type: "table",
      origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
    });
    Reflect.deleteProperty(navigator, "geolocation");
  });

  it("refuses to send a table it shows without the table's link, and says so (issue 24 item 6)", async () => {
    renderCheckout(
      {
        products: [line(402, "Mixed grill")],
        orderType: "dine_in",
        orderLocation: "3",
        orderLocationType: "Table",
        orderLocationToken: null,
      },
      { enableOrderGeofence: false },
    );
    expect(await screen.findByText("Table# 3")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Table# 3 could not be confirmed from your table's QR code");
    expect(submit()).toBeDisabled();
    // The form validates before it hands the values on: act returns once that work has run its course.
    await act(async () => {
      fireEvent.submit(submit().closest("form") as HTMLFormElement);
    });
    expect(api.createOrder).not.toHaveBeenCalled();
  });
});
