/** @jest-environment jsdom */
import { createCartStore } from "./store";
import { teaLine } from "./tea-line.test-support";

const line = teaLine();

describe("cart persistence (001 section 3)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps customer fields and saved addresses in localStorage, the rest for the tab in sessionStorage", () => {
    const store = createCartStore("cart-test");
    store.getState().addLine(line);
    store.getState().setCustomer({ customerName: "Mona" });
    store.getState().setOrderLocation("12", "Table");
    const lasting = JSON.parse(localStorage.getItem("cart-test") ?? "{}") as { state: Record<string, unknown> };
    const tab = JSON.parse(sessionStorage.getItem("cart-test") ?? "{}") as { state: Record<string, unknown> };
    expect(lasting.state).toEqual({
      customerName: "Mona",
      customerEmail: "",
      customerPhone: "",
      carNumber: "",
      savedAddresses: [],
      dietaryFilter: { require: [], avoid: [] },
    });
    expect(tab.state).toMatchObject({ products: [line], orderLocation: "12", orderLocationType: "Table" });
    expect(tab.state).not.toHaveProperty("customerName");
  });

  it("reads both back as one cart (a reload in the same tab)", () => {
    const first = createCartStore("cart-test");
    first.getState().addLine(line);
    first.getState().setCustomer({ customerPhone: "+971501234567" });
    const reloaded = createCartStore("cart-test");
    expect(reloaded.getState().products).toEqual([line]);
    expect(reloaded.getState().customerPhone).toBe("+971501234567");
  });

  it("a new visit (sessionStorage gone) keeps only the customer", () => {
    const first = createCartStore("cart-test");
    first.getState().addLine(line);
    first.getState().setCustomer({ customerName: "Mona" });
    sessionStorage.clear();
    const later = createCartStore("cart-test");
    expect(later.getState().products).toEqual([]);
    expect(later.getState().customerName).toBe("Mona");
  });

  it("drops a damaged entry instead of failing", () => {
    sessionStorage.setItem("cart-test", "{not json");
    expect(createCartStore("cart-test").getState().products).toEqual([]);
  });

  it("an order placed empties the lines, coupon and comments but keeps the table and the customer", () => {
    const store = createCartStore("cart-test");
    store.getState().addLine(line);
    store.getState().setCoupon("SAVE10");
    store.getState().setOrderLocation("12", "Table");
    store.getState().orderPlaced("order-uuid", null);
    expect(store.getState()).toMatchObject({ products: [], coupon: "", activeOrder: "order-uuid", orderLocation: "12" });
  });

  it("keeps the dietary filter across visits, through a cleared cart and a placed order: it is the guest's, not the order's", () => {
    const store = createCartStore("cart-test");
    store.getState().addLine(line);
    store.getState().setDietaryFilter({ require: [1], avoid: [5] });
    store.getState().orderPlaced("order-uuid", null);
    store.getState().clear();
    expect(store.getState().dietaryFilter).toEqual({ require: [1], avoid: [5] });
    expect(JSON.parse(sessionStorage.getItem("cart-test") ?? "{}").state).not.toHaveProperty("dietaryFilter");
    sessionStorage.clear();
    expect(createCartStore("cart-test").getState().dietaryFilter).toEqual({ require: [1], avoid: [5] });
  });

  it.each([
    ["not an object", "nuts"],
    ["a list missing", { avoid: [5] }],
    ["an id that is not a whole positive number", { require: [], avoid: [5, 0.5] }],
    ["more than 200 ids", { require: Array.from({ length: 201 }, (_, index) => index + 1), avoid: [] }],
  ])("reads a stored dietary filter that is %s as no filter, and keeps the rest of the lasting part", (_, dietaryFilter) => {
    localStorage.setItem("cart-test", JSON.stringify({ state: { customerName: "Mona", dietaryFilter }, version: 0 }));
    const store = createCartStore("cart-test");
    expect(store.getState().dietaryFilter).toEqual({ require: [], avoid: [] });
    expect(store.getState().customerName).toBe("Mona");
  });
});
