/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { emptyDelivery } from "@/lib/cart/store";
import type { LocationGate, LocationGateOptions } from "@/components/location/use-location-gate";
import { initialLocationGate } from "@/lib/domain/location-gate";
import { demoConfig, flatWhite } from "./test-fixtures";
import { renderCart } from "./test-render";

const mockRouter = { replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => mockRouter,
  usePathname: () => "/en/cart/",
  useSearchParams: () => new URLSearchParams(),
}));

const mockApi = { getCoupon: jest.fn(), getMenuSection: jest.fn(), checkGeofence: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ browserApi: () => mockApi }));

let mockGate: LocationGate = { state: initialLocationGate, canProceed: false, request: jest.fn() };
const mockGateCalls: LocationGateOptions[] = [];
jest.mock("@/components/location/use-location-gate", () => ({
  useLocationGate: (options: LocationGateOptions) => {
    mockGateCalls.push(options);
    return { ...mockGate, canProceed: !options.enabled || mockGate.canProceed };
  },
}));

// The demo venue (server/seed/venues/demo.json): AED with 2 decimals, VAT 5 % and a fixed service fee
// of 2, minimum order 30, coupon_auto_apply HELLO5 (left out here unless a test is about it).
const noAutoCoupon = demoConfig({ autoCoupon: null });

const LARGE_VANILLA = flatWhite({
  qty: 2,
  special_instructions: "Extra hot",
  variations: [
    {
      id: 1,
      name: "Size",
      values: [
        { id: 12, name: "Regular", variation_value: 12, selected: false },
        { id: 13, name: "Large", variation_value: 13, selected: true },
      ],
    },
    { id: 3, name: "Extras", values: [{ id: 32, name: "Vanilla syrup", variation_value: 32, selected: true }] },
  ],
});

const SHAWARMA_MEAL = flatWhite({
  uuid: "line-meal",
  id: 501,
  category: 5,
  name: "Shawarma meal",
  image: null,
  price: 55,
  combo_groups: [
    {
      id: 1,
      name: "Choose your side",
      products: [
        { id: 301, name: "Hummus", selected: false, product_variations: [] },
        { id: 306, name: "Halloumi fries", selected: true, product_variations: [] },
      ],
    },
    { id: 2, name: "Choose your drink", products: [{ id: 233, name: "Frozen lemon mint", selected: true, product_variations: [] }] },
  ],
});

const HALLOUMI = flatWhite({ uuid: "line-halloumi", id: 306, category: 3, name: "Halloumi fries", price: 36, qty: 5, max_qty: 5 });

const line = (name: string) => {
  const item = screen.getByRole("heading", { level: 3, name }).closest("li");
  if (!item) throw new Error(`no line ${name}`);
  return within(item);
};

const totalsRow = (label: string | RegExp) => {
  const term = within(screen.getByRole("region", { name: "Order summary" })).getByText(label, { selector: "dt" });
  return term.parentElement?.textContent ?? "";
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.clearAllMocks();
  mockGate = { state: initialLocationGate, canProceed: false, request: jest.fn() };
  mockGateCalls.length = 0;
});

describe("CartScreen: lines (001 section 2, Cart line)", () => {
  it("shows the empty cart text and none of the ordering blocks", () => {
    renderCart({ products: [] }, noAutoCoupon);
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByText("Upsell cards")).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Order Type" })).not.toBeInTheDocument();
  });

  it("shows name, variations, special instructions and the line price unit price × qty", () => {
    renderCart({ products: [LARGE_VANILLA], orderType: "takeaway" }, noAutoCoupon);
    const item = line("Flat white");
    expect(item.getByText("Size: Large")).toBeInTheDocument();
    expect(item.getByText("Extras: Vanilla syrup")).toBeInTheDocument();
    expect(item.getByText(/Extra hot/)).toBeInTheDocument();
    // AED 22 + Large 4 + Vanilla syrup 2 = 28, times 2.
    expect(item.getByTestId("cart-line-price")).toHaveTextContent("AED 56.00");
  });

  it("shows combo groups with their products and no quantity stepper on a combo line", () => {
    renderCart({ products: [SHAWARMA_MEAL], orderType: "takeaway" }, noAutoCoupon);
    const item = line("Shawarma meal");
    expect(item.getByText("Halloumi fries")).toBeInTheDocument();
    expect(item.getByText("Frozen lemon mint")).toBeInTheDocument();
    expect(item.queryByText("Hummus")).not.toBeInTheDocument();
    expect(item.queryByRole("button", { name: "Increase quantity" })).not.toBeInTheDocument();
    // 49 + Halloumi fries' increase_price_by 6.
    expect(item.getByTestId("cart-line-price")).toHaveTextContent("AED 55.00");
  });

  it("keeps the stepper within 1 and max_qty and reprices the line", () => {
    renderCart({ products: [HALLOUMI], orderType: "takeaway" }, noAutoCoupon);
    const item = line("Halloumi fries");
    expect(item.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    fireEvent.click(item.getByRole("button", { name: "Decrease quantity" }));
    expect(item.getByRole("button", { name: "Input Quantity: 4" })).toBeInTheDocument();
    expect(item.getByTestId("cart-line-price")).toHaveTextContent("AED 144.00");
    expect(item.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
  });

  it("deletes a line with a button named after it", () => {
    renderCart({ products: [LARGE_VANILLA, HALLOUMI], orderType: "takeaway" }, noAutoCoupon);
    fireEvent.click(screen.getByRole("button", { name: "Remove item: Flat white" }));
    expect(screen.queryByRole("heading", { name: "Flat white" })).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "5 items" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Remove item: Halloumi fries" }));
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
  });

  it("falls back to the default product image, then to the placeholder", () => {
    const { container } = renderCart({ products: [SHAWARMA_MEAL], orderType: "takeaway" }, noAutoCoupon);
    const image = container.querySelector("li img");
    expect(image).toHaveAttribute("src", "/demo/placeholder-product.svg");
    if (image) fireEvent.error(image);
    expect(screen.getByTestId("product-placeholder")).toBeInTheDocument();
  });
});

describe("CartScreen: blocks and their conditions (001 sections 2 and 4)", () => {
  it("shows the order comments field only when enable_order_comments", () => {
    renderCart({ products: [LARGE_VANILLA] }, noAutoCoupon);
    const comments = screen.getByRole("textbox", { name: "Order Comments" });
    fireEvent.change(comments, { target: { value: "Ring twice" } });
    expect(comments).toHaveValue("Ring twice");
    expect(JSON.parse(sessionStorage.getItem("carte-cart-demo") ?? "{}").state.orderComments).toBe("Ring twice");
  });

  it("leaves out order comments and the coupon box when the venue disables them", () => {
    renderCart({ products: [LARGE_VANILLA] }, demoConfig({ enableOrderComments: false, enableCoupons: false }));
    expect(screen.queryByRole("textbox", { name: "Order Comments" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Coupon" })).not.toBeInTheDocument();
    expect(mockApi.getCoupon).not.toHaveBeenCalled();
  });

  it("shows the order-type selector while there are lines and no table, room or home selector", () => {
    const first = renderCart({ products: [LARGE_VANILLA] }, noAutoCoupon);
    expect(screen.getByRole("group", { name: "Order Type" })).toBeInTheDocument();
    expect(screen.getByText("Upsell cards")).toBeInTheDocument();
    first.unmount();
    const second = renderCart(
      { products: [LARGE_VANILLA], orderType: "dine_in", orderLocation: "5", orderLocationType: "Table" },
      noAutoCoupon,
    );
    expect(screen.queryByRole("group", { name: "Order Type" })).not.toBeInTheDocument();
    second.unmount();
    renderCart({ products: [LARGE_VANILLA] }, demoConfig({ autoCoupon: null, enableDisplayOrderTypeHome: true }));
    expect(screen.queryByRole("group", { name: "Order Type" })).not.toBeInTheDocument();
  });

  it("moves a delivery cart to dine-in when the venue has delivery off (001 section 4)", () => {
    const config = demoConfig({
      autoCoupon: null,
      orderTypes: ["takeaway", "dine_in", "drive_thru"],
      enabledOrderTypes: { delivery: false, takeaway: true, dine_in: true, drive_thru: true },
    });
    renderCart({ products: [flatWhite()], orderType: "delivery" }, config);
    expect(screen.getByRole("button", { name: "Dine-in" })).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(sessionStorage.getItem("carte-cart-demo") ?? "{}").state.orderType).toBe("dine_in");
  });

  it("blocks delivery under minimum_order_amount 30 with the banner and no checkout, until takeaway", () => {
    renderCart({ products: [flatWhite()] }, noAutoCoupon);
    expect(screen.getByText("Minimum order amount required AED 30.00")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Payment Type" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Takeaway" }));
    expect(screen.queryByText(/Minimum order amount required/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", expect.stringMatching(/\/checkout\/?$/));
  });

  it("looks up the table section's minimum for a Table location (Fountain terrace, 100)", async () => {
    mockApi.getMenuSection.mockResolvedValue({ minimum_order_amount: 100 });
    renderCart({ products: [flatWhite({ qty: 4 })], orderType: "dine_in", orderLocation: "9", orderLocationType: "Table" }, noAutoCoupon);
    expect(await screen.findByText("Minimum order amount required AED 100.00")).toBeInTheDocument();
    expect(mockApi.getMenuSection).toHaveBeenCalledWith("demo", "9", expect.anything());
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("does not look a Room up", () => {
    renderCart(
      { products: [flatWhite()], orderType: "dine_in", orderLocation: "101", orderLocationType: "Room" },
      demoConfig({ autoCoupon: null, enableOrderGeofence: false }),
    );
    expect(mockApi.getMenuSection).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
  });

  it("offers the payment types with Online Payments as the automatic default, and keeps the guest's choice", () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, noAutoCoupon);
    const group = screen.getByRole("group", { name: "Payment Type" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Cash", "Card Machine", "Online Payments"]);
    expect(within(group).getByRole("radio", { name: "Online Payments" })).toBeChecked();
    fireEvent.click(within(group).getByRole("radio", { name: "Cash" }));
    expect(within(group).getByRole("radio", { name: "Cash" })).toBeChecked();
    // The choice is the cart's, kept for the tab with the rest of it.
    expect(JSON.parse(sessionStorage.getItem("carte-cart-demo") ?? "{}")).toMatchObject({
      state: { paymentType: "cash", paymentTypeChosen: true },
    });
  });

  it("hides the payment type selector without enable_payment_type, and keeps the checkout", () => {
    const config = demoConfig({ autoCoupon: null, payment: { ...noAutoCoupon.payment, enable_payment_type: false } });
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, config);
    expect(screen.queryByRole("group", { name: "Payment Type" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
  });

  it("offers no payment type and no checkout while the venue is closed (issue 11 item 7)", () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, demoConfig({ autoCoupon: null, venueOpen: false }));
    expect(screen.queryByRole("group", { name: "Payment Type" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("is browse-only with the menu's enable_wishlist and no table link: no payment types and no checkout (000 section 2)", () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, demoConfig({ autoCoupon: null, enableWishlist: true }));
    expect(screen.queryByRole("group", { name: "Payment Type" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("follows the table link's flag (enable_wishlist_table_orders, stored when it landed) over enable_wishlist", () => {
    // A room (no section minimum to look up) and no geofence: this is about the browse-only flag alone.
    const config = demoConfig({ autoCoupon: null, enableWishlist: true, enableOrderGeofence: false });
    renderCart(
      { products: [flatWhite()], orderType: "dine_in", orderLocation: "101", orderLocationType: "Room", enableWishlist: false },
      config,
    );
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeNull();
  });

  it("asks for a delivery location with Google Maps, and shows it with Edit once confirmed", () => {
    const config = demoConfig({ autoCoupon: null, enableAddressGoogleMaps: true });
    const first = renderCart({ products: [flatWhite({ qty: 2 })] }, config);
    expect(screen.getByRole("link", { name: "Set Delivery Location" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/delivery-location\/?$/),
    );
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
    first.unmount();

    const delivery = {
      ...emptyDelivery,
      location: { lat: 25.1972, lng: 55.2744 },
      confirmed: true,
      formattedAddress: "The Boulevard, Downtown Dubai",
      details: { flat_no: "1204", building_premise: "Burj Views", area_street: "Sheikh Mohammed bin Rashid Blvd", landmark: "" },
      fees: 5,
    };
    renderCart({ products: [flatWhite({ qty: 2 })], delivery }, config);
    expect(screen.getByText("The Boulevard, Downtown Dubai")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
    expect(totalsRow("Delivery Fees")).toContain("AED 5.00");
  });

  it("hides the delivery-location strip while the minimum order is not met", () => {
    renderCart({ products: [flatWhite()] }, demoConfig({ autoCoupon: null, enableAddressGoogleMaps: true }));
    expect(screen.queryByRole("link", { name: "Set Delivery Location" })).not.toBeInTheDocument();
  });

  it("runs the geofence check for dine-in at a table and shows checkout only once it allows", () => {
    const cart = {
      products: [flatWhite({ qty: 2 })],
      orderType: "dine_in" as const,
      orderLocation: "5",
      orderLocationType: "Room" as const,
    };
    const first = renderCart(cart, noAutoCoupon);
    expect(mockGateCalls.at(-1)).toEqual({ enabled: true, lang: "en", menuId: 1 });
    expect(screen.getByText("Please enable your location to continue.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
    first.unmount();

    mockGate = {
      state: { status: "ready", allowed: true, position: { lat: 25.1972, lng: 55.2744 }, problem: null },
      canProceed: true,
      request: jest.fn(),
    };
    renderCart(cart, noAutoCoupon);
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
  });

  it("does not run the geofence for takeaway", () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, noAutoCoupon);
    expect(mockGateCalls.at(-1)?.enabled).toBe(false);
    expect(screen.queryByText("Please enable your location to continue.")).not.toBeInTheDocument();
  });
});

describe("CartScreen: totals (001 section 9)", () => {
  it("adds VAT 5 % and the fixed service fee 2, with the alternate currency on the total", () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, noAutoCoupon);
    expect(totalsRow("Subtotal")).toContain("AED 22.00");
    expect(totalsRow("VAT 5%")).toContain("AED 1.10");
    expect(totalsRow("Service fee")).toContain("AED 2.00");
    // 22 + 1.10 + 2 = 25.10; US$ at 0.2723 is 6.835 at three decimals (section 9), shown with two.
    expect(totalsRow("Total")).toContain("AED 25.10");
    expect(totalsRow("Total")).toContain("US$6.84");
    expect(screen.queryByText("Delivery Fees")).not.toBeInTheDocument();
  });
});

describe("CartScreen: redirects (001 section 2)", () => {
  it("goes to the order page when the cart has an active order and no new lines", async () => {
    renderCart({ products: [], activeOrder: "6f1c2d3e" }, noAutoCoupon);
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith("/en/order/6f1c2d3e/"));
  });

  it("stays on the cart when lines were added after the order", () => {
    renderCart({ products: [flatWhite()], activeOrder: "6f1c2d3e", orderType: "takeaway" }, noAutoCoupon);
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Flat white" })).toBeInTheDocument();
  });

  it("replaces the form with the payment redirect button when a payment URL exists", () => {
    // jsdom does not navigate; it reports the attempt on the console.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    renderCart({ products: [flatWhite()], paymentUrl: "https://pay.example/session/1" }, noAutoCoupon);
    expect(screen.getByRole("link", { name: "Go to payment" })).toHaveAttribute("href", "https://pay.example/session/1");
    expect(screen.queryByRole("heading", { name: "Flat white" })).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe("CartScreen: hydration", () => {
  it("reads the stored cart before showing anything", async () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, noAutoCoupon);
    await act(async () => {});
    expect(screen.queryByText("Your cart is empty")).not.toBeInTheDocument();
  });
});
