import { selectCheckoutCart, selectCustomer, selectLoyaltyCart, selectOrderCart, selectTotalsCart } from "./selectors";
import { initialCartState } from "./store";

const cart = {
  ...initialCartState,
  customerName: "Amal",
  customerEmail: "amal@example.com",
  customerPhone: "050 123 4567",
  carNumber: "A 12345",
};

describe("the cart as each rule reads it", () => {
  it("hands each reader its fields and no others, so a change elsewhere in the cart does not re-render it", () => {
    expect(Object.keys(selectTotalsCart(cart)).sort()).toEqual(["delivery", "orderType", "products", "tipsAmount"]);
    expect(Object.keys(selectLoyaltyCart(cart)).sort()).toEqual(["customerPhone", "employeeId", "orderType", "products"]);
    expect(Object.keys(selectOrderCart(cart))).not.toContain("customerName");
    expect(selectCheckoutCart(cart)).toEqual({ ...selectOrderCart(cart), disableCustomerPhone: false });
  });

  it("names the customer fields as the checkout form does", () => {
    expect(selectCustomer(cart)).toEqual({ name: "Amal", email: "amal@example.com", phone: "050 123 4567", carNumber: "A 12345" });
  });
});
