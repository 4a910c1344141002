/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { LOCATION_COOKIE, locationCookieValue, type LinkedLocation } from "@/lib/domain/location-link";
import type { EnabledOrderTypes } from "@/lib/domain/order-type";
import { LocationLink } from "./location-link";

function Probe() {
  const location = useCartStore((state) => state.orderLocation);
  const type = useCartStore((state) => state.orderLocationType);
  const orderType = useCartStore((state) => state.orderType);
  const wishlist = useCartStore((state) => state.enableWishlist);
  const token = useCartStore((state) => state.orderLocationToken);
  return <output aria-label="cart">{`${location ?? "-"}|${type ?? "-"}|${orderType}|${String(wishlist)}|${token ?? "-"}`}</output>;
}

const ALL: EnabledOrderTypes = { delivery: true, takeaway: true, dine_in: true, drive_thru: true };
const TABLE_5: LinkedLocation = { kind: "t", token: "Xk9mQ2pL", orderLocation: "5", orderLocationType: "Table" };

function linkCookie(link: LinkedLocation | string) {
  document.cookie = `${LOCATION_COOKIE}=${typeof link === "string" ? link : locationCookieValue(link)}; Path=/`;
}

function land(props: Partial<Parameters<typeof LocationLink>[0]> = {}) {
  return render(
    <CartStoreProvider licence="demo">
      <LocationLink enableWishlist={false} enabledOrderTypes={ALL} partner={false} {...props} />
      <Probe />
    </CartStoreProvider>,
  );
}

describe("LocationLink: the cart adopts the location the link's redirect stored", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${LOCATION_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("stores table 5 with its token, switches the default delivery order to dine_in, and removes the cookie", () => {
    linkCookie(TABLE_5);
    land();
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|false|t/Xk9mQ2pL");
    expect(document.cookie).not.toContain(LOCATION_COOKIE);
  });

  it("stores room 101 as a Room", () => {
    linkCookie({ kind: "r", token: "Xk9mQ2pL", orderLocation: "101", orderLocationType: "Room" });
    land();
    expect(screen.getByLabelText("cart")).toHaveTextContent("101|Room|dine_in|false|r/Xk9mQ2pL");
  });

  it("turns browse-only mode on from enable_wishlist_table_orders", () => {
    linkCookie(TABLE_5);
    land({ enableWishlist: true });
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|true");
  });

  it("on the partner venue resets delivery to dine_in because a location exists", () => {
    linkCookie(TABLE_5);
    land({ partner: true, enabledOrderTypes: { ...ALL, dine_in: false } });
    expect(screen.getByLabelText("cart")).toHaveTextContent("5|Table|dine_in|false");
  });

  it("without the cookie, or with one it cannot trust, changes nothing", () => {
    land();
    expect(screen.getByLabelText("cart")).toHaveTextContent("-|-|delivery|false|-");
    linkCookie("t.Xk9mQ2pL.VIP");
    land();
    expect(screen.getAllByLabelText("cart")[1]).toHaveTextContent("-|-|delivery|false|-");
  });
});
