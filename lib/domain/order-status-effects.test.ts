import { orderStatusEffects } from "./order-status-effects";

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const effects = (status: string, cart: { activeOrder?: string | null; orderLocation?: string | null }, customerName = "12") =>
  orderStatusEffects({
    order: { uuid: UUID, status, customer_name: customerName },
    activeOrder: cart.activeOrder === undefined ? UUID : cart.activeOrder,
    orderLocation: cart.orderLocation === undefined ? "12" : cart.orderLocation,
  });

describe("orderStatusEffects (001 section 4)", () => {
  it("accepted or preparing set the accepted flag and keep the cart", () => {
    expect(effects("accepted", {})).toEqual({ accepted: true, clearActiveOrder: false, clearLocation: false });
    expect(effects("preparing", {})).toEqual({ accepted: true, clearActiveOrder: false, clearLocation: false });
    expect(effects("pending", {})).toEqual({ accepted: false, clearActiveOrder: false, clearLocation: false });
  });

  it.each(["fulfilled", "canceled", "rejected"])("%s clears the active order and the location", (status) => {
    expect(effects(status, {})).toEqual({ accepted: false, clearActiveOrder: true, clearLocation: true });
  });

  it("a final order clears the location also when the cart has no active order", () => {
    expect(effects("fulfilled", { activeOrder: null })).toEqual({ accepted: false, clearActiveOrder: false, clearLocation: true });
    expect(effects("fulfilled", { activeOrder: null, orderLocation: null })).toEqual({
      accepted: false,
      clearActiveOrder: false,
      clearLocation: false,
    });
  });

  it("clears location and active order when the digits of customer_name differ from the stored location", () => {
    expect(effects("pending", { orderLocation: "7" }, "Table 12")).toEqual({
      accepted: false,
      clearActiveOrder: true,
      clearLocation: true,
    });
    expect(effects("accepted", { orderLocation: "12" }, "Table 12")).toEqual({
      accepted: true,
      clearActiveOrder: false,
      clearLocation: false,
    });
  });

  it("a customer name without digits says nothing about the table", () => {
    expect(effects("pending", { orderLocation: "7" }, "Layla")).toEqual({ accepted: false, clearActiveOrder: false, clearLocation: false });
  });

  it("leaves the cart alone for an order other than the cart's active one", () => {
    expect(effects("canceled", { activeOrder: "another-order" })).toEqual({
      accepted: false,
      clearActiveOrder: false,
      clearLocation: false,
    });
    expect(effects("pending", { activeOrder: "another-order", orderLocation: "7" })).toEqual({
      accepted: false,
      clearActiveOrder: false,
      clearLocation: false,
    });
  });
});
