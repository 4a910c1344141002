import {
  browseOnlyMode,
  checkoutButtonState,
  checkoutView,
  deliveryLocationStrip,
  discountsLoading,
  showOrderTypeSelectorOnCart,
  showPaymentTypeSelector,
  type CheckoutGateInput,
  type CheckoutView,
  type DeliveryLocationStrip,
  type DiscountLoading,
  type OrderTypeSelectorInput,
} from "./checkout-visibility";
import { toMilli } from "./money";

const idle: DiscountLoading = { loadingCoupon: false, loadingEmployeeDiscount: false, loadingIikoLoyaltyDiscounts: false };
const open: CheckoutGateInput = {
  hasItems: true,
  enableWishlist: false,
  minimumOrderError: false,
  orderType: "delivery",
  paymentType: "cash",
  enableAddressGoogleMaps: true,
  deliveryLocationConfirmed: true,
  geofenceBlocked: false,
};

const hidingCases: [string, Partial<CheckoutGateInput>][] = [
  ["the cart is empty", { hasItems: false }],
  ["browse-only (wishlist) mode", { enableWishlist: true }],
  ["the venue is closed (000 section 5: ordering is offered only while the menu is open)", { venueOpen: false }],
  ["a minimum-order error exists", { minimumOrderError: true }],
  ["no payment type is set", { paymentType: null }],
  ["no order type is set", { orderType: null }],
  ["delivery with Google Maps and no confirmed address", { deliveryLocationConfirmed: false }],
  ["the geofence is active and does not allow", { orderType: "dine_in", geofenceBlocked: true }],
];

describe("discountsLoading: coupon, employee discount or loyalty discounts loading", () => {
  it.each<[Partial<DiscountLoading>, boolean]>([
    [{}, false],
    [{ loadingCoupon: true }, true],
    [{ loadingEmployeeDiscount: true }, true],
    [{ loadingIikoLoyaltyDiscounts: true }, true],
  ])("%o -> %s", (change, expected) => {
    expect(discountsLoading({ ...idle, ...change })).toBe(expected);
  });
});

describe("checkoutButtonState: 'Checkout-button visibility on the cart' (spec 001 section 2)", () => {
  it("is visible and enabled when every condition holds", () => {
    expect(checkoutButtonState({ ...open, ...idle })).toEqual({ visible: true, disabled: false });
  });

  it.each(hidingCases)("is hidden when %s", (_case, change) => {
    expect(checkoutButtonState({ ...open, ...idle, ...change }).visible).toBe(false);
  });

  it.each<[string, Partial<CheckoutGateInput>]>([
    ["delivery without Google Maps needs no confirmed address", { enableAddressGoogleMaps: false, deliveryLocationConfirmed: false }],
    ["takeaway needs no confirmed address", { orderType: "takeaway", deliveryLocationConfirmed: false }],
    ["dine_in needs no confirmed address", { orderType: "dine_in", deliveryLocationConfirmed: false }],
  ])("is visible: %s", (_case, change) => {
    expect(checkoutButtonState({ ...open, ...idle, ...change }).visible).toBe(true);
  });

  it.each<Partial<DiscountLoading>>([{ loadingCoupon: true }, { loadingEmployeeDiscount: true }, { loadingIikoLoyaltyDiscounts: true }])(
    "is disabled while discounts load: %o",
    (change) => {
      expect(checkoutButtonState({ ...open, ...idle, ...change })).toEqual({ visible: true, disabled: true });
    },
  );
});

describe("showPaymentTypeSelector: 'the same conditions plus payment types being enabled', 'only when total is above 0'", () => {
  const selector = { ...open, paymentTypesEnabled: true, total: toMilli("12.000") };

  it("shows when all hold", () => {
    expect(showPaymentTypeSelector(selector)).toBe(true);
  });

  it.each(hidingCases)("is hidden when %s", (_case, change) => {
    expect(showPaymentTypeSelector({ ...selector, ...change })).toBe(false);
  });

  it.each<[string, { paymentTypesEnabled?: boolean; total?: number }]>([
    ["payment types are not enabled", { paymentTypesEnabled: false }],
    ["the total is 0", { total: 0 }],
  ])("is hidden when %s", (_case, change) => {
    expect(showPaymentTypeSelector({ ...selector, ...change })).toBe(false);
  });

  it("shows for a total of 0.001", () => {
    expect(showPaymentTypeSelector({ ...selector, total: 1 })).toBe(true);
  });
});

describe("showOrderTypeSelectorOnCart", () => {
  const shown: OrderTypeSelectorInput = {
    enableDisplayOrderTypeHome: false,
    hasItems: true,
    enableWishlist: false,
    orderLocation: null,
    orderLocationType: null,
  };

  it("shows while the cart has items and nothing else is set", () => {
    expect(showOrderTypeSelectorOnCart(shown)).toBe(true);
  });

  it.each<[string, Partial<OrderTypeSelectorInput>]>([
    ["enable_display_order_type_home puts it on the home screen", { enableDisplayOrderTypeHome: true }],
    ["the cart is empty", { hasItems: false }],
    ["wishlist mode", { enableWishlist: true }],
    ["an order location is set (table 12)", { orderLocation: "12" }],
    ["a location type is set", { orderLocationType: "Room" }],
  ])("is hidden when %s", (_case, change) => {
    expect(showOrderTypeSelectorOnCart({ ...shown, ...change })).toBe(false);
  });
});

describe("deliveryLocationStrip: 'Set Delivery Location' or the address with Edit", () => {
  const strip = {
    hasItems: true,
    enableWishlist: false,
    minimumOrderError: false,
    orderType: "delivery" as const,
    enableAddressGoogleMaps: true,
    deliveryLocationConfirmed: false,
  };

  it.each<[string, Partial<Parameters<typeof deliveryLocationStrip>[0]>, DeliveryLocationStrip]>([
    ["no confirmed delivery address", {}, "setLocation"],
    ["a confirmed address", { deliveryLocationConfirmed: true }, "editAddress"],
    ["wishlist (browse-only) mode", { enableWishlist: true }, "hidden"],
    ["a minimum-order error", { minimumOrderError: true, deliveryLocationConfirmed: true }, "hidden"],
    ["takeaway", { orderType: "takeaway" }, "hidden"],
    ["no Google Maps addresses", { enableAddressGoogleMaps: false }, "hidden"],
    ["an empty cart", { hasItems: false }, "hidden"],
  ])("%s -> %s", (_case, change, expected) => {
    expect(deliveryLocationStrip({ ...strip, ...change })).toBe(expected);
  });
});

describe("checkoutView: the checkout screen", () => {
  const base = {
    enableWishlist: false,
    paymentType: "cash" as const,
    minimumOrderError: false,
    orderType: "takeaway" as const,
    orderLocation: null,
    enableAddressGoogleMaps: true,
    deliveryLocationConfirmed: false,
  };

  it.each<[string, Partial<Parameters<typeof checkoutView>[0]>, CheckoutView]>([
    ["'Redirects back to the cart if no payment type is set'", { paymentType: null }, "redirectToCart"],
    ["browse-only mode cannot order", { enableWishlist: true }, "redirectToCart"],
    ["no order type to check out with (delivery unavailable without the map)", { orderType: null }, "redirectToCart"],
    ["a closed venue takes no order ('ordering is offered only if ... the menu is open')", { venueOpen: false }, "redirectToCart"],
    ["a minimum-order error shows the warning", { minimumOrderError: true, orderType: "delivery" }, "minimumOrderWarning"],
    ["dine_in with a known table", { orderType: "dine_in", orderLocation: "12" }, "tableForm"],
    ["dine_in without a location is a non-table order", { orderType: "dine_in" }, "form"],
    ["delivery with Google Maps and no confirmed address: the address picker", { orderType: "delivery" }, "addressPicker"],
    ["delivery with a confirmed address", { orderType: "delivery", deliveryLocationConfirmed: true }, "form"],
    ["delivery without Google Maps (typed address)", { orderType: "delivery", enableAddressGoogleMaps: false }, "form"],
    ["takeaway", {}, "form"],
    ["drive_thru", { orderType: "drive_thru" }, "form"],
  ])("%s -> %s", (_case, change, expected) => {
    expect(checkoutView({ ...base, ...change })).toBe(expected);
  });
});

describe("browseOnlyMode: 'enable_wishlist_table_orders for t, r, a paths, otherwise enable_wishlist' (000 section 2)", () => {
  it.each([
    [{ hasLocationLink: false, linkWishlist: false, enableWishlist: true }, true],
    [{ hasLocationLink: false, linkWishlist: true, enableWishlist: false }, false],
    [{ hasLocationLink: true, linkWishlist: true, enableWishlist: false }, true],
    [{ hasLocationLink: true, linkWishlist: false, enableWishlist: true }, false],
  ])("%j -> %s", (input, expected) => {
    expect(browseOnlyMode(input)).toBe(expected);
  });
});
