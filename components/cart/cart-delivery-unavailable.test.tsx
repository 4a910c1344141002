/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import type { Menu } from "@/lib/api/schemas/menu";
import { cartConfig } from "./cart-config";
import { demoMenu, flatWhite } from "./test-fixtures";
import { renderCart } from "./test-render";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => "/en/cart/",
  useSearchParams: () => new URLSearchParams(),
}));

const mockApi = { getCoupon: jest.fn(), getMenuSection: jest.fn(), checkGeofence: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ browserApi: () => mockApi }));

// messages/en.json OrderTypes.deliveryUnavailable.
const UNAVAILABLE = "Delivery is not available right now: the delivery area cannot be checked.";

/** The demo venue picking delivery addresses on the map (its zones are checked there), built as the cart page builds it. */
function mapsConfig(menu: Partial<Menu> = {}) {
  const config = cartConfig(
    { ...demoMenu(), enable_address_google_maps: true, enable_order_geofence: false, ...menu },
    { licence: "demo", lang: "en", queryCoupon: null },
  );
  return { ...config, autoCoupon: null, fallbackCoupon: null };
}

const storedType = () => JSON.parse(sessionStorage.getItem("carte-cart-demo") ?? "{}").state.orderType;

let savedKey: string | undefined;
beforeEach(() => {
  savedKey = process.env.GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_MAPS_API_KEY;
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  if (savedKey !== undefined) process.env.GOOGLE_MAPS_API_KEY = savedKey;
  jest.restoreAllMocks();
});

describe("a venue whose delivery zones need the map, without a maps key (issue 11 item 13)", () => {
  it("shows Delivery unavailable with the reason and moves the cart to Dine-in, which checks out", () => {
    const config = mapsConfig();
    expect(config).toMatchObject({
      deliveryUnavailable: true,
      orderTypes: ["takeaway", "dine_in", "drive_thru"],
      enableAddressGoogleMaps: false,
    });
    renderCart({ products: [flatWhite({ qty: 2 })], orderType: "delivery" }, config);
    const delivery = screen.getByRole("button", { name: "Delivery" });
    expect(delivery).toBeDisabled();
    expect(delivery).toHaveAccessibleDescription(UNAVAILABLE);
    expect(screen.getByRole("button", { name: "Dine-in" })).toHaveAttribute("aria-pressed", "true");
    expect(storedType()).toBe("dine_in");
    // No typed address field and no zone to check: dine-in orders as usual.
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Takeaway" }));
    expect(storedType()).toBe("takeaway");
  });

  it("says so beside the cart when the selector is on home, and still leaves delivery", () => {
    renderCart({ products: [flatWhite({ qty: 2 })], orderType: "delivery" }, mapsConfig({ enable_display_order_type_home: true }));
    expect(screen.getByRole("note")).toHaveTextContent(UNAVAILABLE);
    expect(storedType()).toBe("dine_in");
  });

  it("offers no checkout where delivery is the only type", () => {
    const config = mapsConfig({ enable_takeaway: false, enable_dine_in: false, enable_drive_thru: false });
    renderCart({ products: [flatWhite({ qty: 2 })], orderType: "delivery" }, config);
    expect(screen.getByRole("button", { name: "Delivery" })).toBeDisabled();
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Checkout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Payment Type" })).not.toBeInTheDocument();
  });

  it("keeps delivery with a maps key, or where the venue does not use the map", () => {
    process.env.GOOGLE_MAPS_API_KEY = "test-key";
    expect(mapsConfig()).toMatchObject({ deliveryUnavailable: false, enableAddressGoogleMaps: true });
    delete process.env.GOOGLE_MAPS_API_KEY;
    expect(mapsConfig({ enable_address_google_maps: false })).toMatchObject({
      deliveryUnavailable: false,
      orderTypes: ["delivery", "takeaway", "dine_in", "drive_thru"],
    });
  });
});
