/** @jest-environment jsdom */
import { createCartStore } from "./store";

const line = {
  uuid: "u1",
  id: 2002,
  category: 1001,
  name: "Cappuccino",
  sku: "C",
  image: null,
  price: 18,
  qty: 2,
  special_instructions: "",
  variations: [],
  combo_groups: [],
  max_qty: 0,
};

describe("the cart's employee discount (001 sections 3 and 4)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("a verified employee sets the id, the employee's phone as the customer's, and locks it", () => {
    const store = createCartStore("cart-employee");
    store.getState().setInvalidEmployeeDiscount(true);
    store.getState().applyEmployee({ employeeId: "AF1001", phone: "+971503330003", lockPhone: true });
    expect(store.getState()).toMatchObject({
      employeeId: "AF1001",
      customerPhone: "+971503330003",
      disableCustomerPhone: true,
      invalidEmployeeDiscount: false,
    });
  });

  it("without an employee phone, the phone verified with becomes the customer's, unlocked", () => {
    const store = createCartStore("cart-employee");
    store.getState().applyEmployee({ employeeId: "AF1001", phone: "+971503330003", lockPhone: false });
    expect(store.getState()).toMatchObject({ employeeId: "AF1001", customerPhone: "+971503330003", disableCustomerPhone: false });
  });

  it("Remove Discount drops the id and the lock; the phone stays the guest's", () => {
    const store = createCartStore("cart-employee");
    store.getState().applyEmployee({ employeeId: "AF1001", phone: "+971503330003", lockPhone: true });
    store.getState().removeEmployee();
    expect(store.getState()).toMatchObject({
      employeeId: "",
      disableCustomerPhone: false,
      invalidEmployeeDiscount: false,
      customerPhone: "+971503330003",
    });
  });

  it("lasts for the tab like the coupon (sessionStorage), not across visits", () => {
    const first = createCartStore("cart-employee");
    first.getState().applyEmployee({ employeeId: "AF1001", phone: "+971503330003", lockPhone: true });
    const tab = JSON.parse(sessionStorage.getItem("cart-employee") ?? "{}") as { state: Record<string, unknown> };
    expect(tab.state).toMatchObject({ employeeId: "AF1001", disableCustomerPhone: true, invalidEmployeeDiscount: false });
    expect(createCartStore("cart-employee").getState().employeeId).toBe("AF1001");
    sessionStorage.clear();
    const next = createCartStore("cart-employee").getState();
    expect(next).toMatchObject({ employeeId: "", disableCustomerPhone: false, customerPhone: "+971503330003" });
  });

  it("placing the order keeps the employee for the tab's next order, and clears an invalid flag", () => {
    const store = createCartStore("cart-employee");
    store.getState().addLine(line);
    store.getState().applyEmployee({ employeeId: "AF1001", phone: "+971503330003", lockPhone: true });
    store.getState().orderPlaced("order-uuid", null);
    expect(store.getState()).toMatchObject({ products: [], employeeId: "AF1001", disableCustomerPhone: true });
    store.getState().removeEmployee();
    store.getState().setInvalidEmployeeDiscount(true);
    store.getState().orderPlaced("order-uuid", null);
    expect(store.getState().invalidEmployeeDiscount).toBe(false);
  });
});
