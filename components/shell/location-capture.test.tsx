/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import type { EnabledOrderTypes } from "@/lib/domain/order-type";
import { LocationCapture } from "./location-capture";

const replace = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ replace }) }));

function Probe() {
  const location = useCartStore((state) => state.orderLocation);
  const type = useCartStore((state) => state.orderLocationType);
  const orderType = useCartStore((state) => state.orderType);
  const wishlist = useCartStore((state) => state.enableWishlist);
  return <output aria-label="cart">{`${location ?? "-"}|${type ?? "-"}|${orderType}|${String(wishlist)}`}</output>;
}

function TokenProbe() {
  return <output aria-label="token">{useCartStore((state) => state.orderLocationToken) ?? "-"}</output>;
}

const ALL: EnabledOrderTypes = { delivery: true, takeaway: true, dine_in: true, drive_thru: true };

function land(props: Partial<Parameters<typeof LocationCapture>[0]> = {}) {
  return render(
    <CartStoreProvider licence="demo">
      <LocationCapture
        orderLocation="5"
        orderLocationType="Table"
        enableWishlist={false}
        enabledOrderTypes={ALL}
        partner={false}
        message="Loading"
        {...props}
      />
      <Probe />
      <TokenProbe />
    </CartStoreProvider>,
  );
}

describe("LocationCapture", () => {
  beforeEach(() => {
    localStorage.clear();
    replace.mockClear();
  });

  it("stores table 5, switches the default delivery order to dine_in and goes home once", () => {
    land();
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|false");
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/home/");
    expect(screen.getByText("Loading").closest("[role=status]")).toHaveClass("z-[10000]");
  });

  it("keeps the link's token for the order (issue 10: the venue API takes the table from it)", () => {
    land({ locationToken: "t/Xk9mQ2pL" });
    expect(screen.getByLabelText("token")).toHaveTextContent("t/Xk9mQ2pL");
  });

  it("stores room 101 as a Room", () => {
    land({ orderLocation: "101", orderLocationType: "Room" });
    expect(screen.getByLabelText("cart")).toHaveTextContent("101|Room|dine_in|false");
  });

  it("keeps an area name as the location of type Table", () => {
    land({ orderLocation: "Pool bar", orderLocationType: "Table" });
    expect(screen.getByLabelText("cart")).toHaveTextContent("Pool bar|Table|dine_in|false");
  });

  it("turns browse-only mode on from enable_wishlist_table_orders", () => {
    land({ enableWishlist: true });
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|true");
  });

  it("on the partner venue resets delivery to dine_in because a location exists", () => {
    land({ partner: true, enabledOrderTypes: { ...ALL, dine_in: false } });
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|false");
  });
});
