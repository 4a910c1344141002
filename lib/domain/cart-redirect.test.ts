import { cartRedirect, isPaymentPageUrl } from "./cart-redirect";

describe("cartRedirect (001 section 2, Cart screen)", () => {
  it("'If a payment URL exists ... the browser is sent to the URL'", () => {
    expect(cartRedirect({ paymentUrl: "https://pay.example/x", activeOrder: "u1", hasItems: false })).toEqual({
      kind: "payment",
      url: "https://pay.example/x",
    });
  });

  it("'If the cart has an active order id, the app navigates to the order page'", () => {
    expect(cartRedirect({ paymentUrl: null, activeOrder: "u1", hasItems: false })).toEqual({ kind: "order", uuid: "u1" });
  });

  it("stays on the cart when lines were added after the order was placed", () => {
    expect(cartRedirect({ paymentUrl: null, activeOrder: "u1", hasItems: true })).toBeNull();
    expect(cartRedirect({ paymentUrl: null, activeOrder: null, hasItems: false })).toBeNull();
  });

  it("never follows a stored URL that is not a web page", () => {
    expect(isPaymentPageUrl("javascript:alert(1)")).toBe(false);
    expect(isPaymentPageUrl("data:text/html,x")).toBe(false);
    expect(isPaymentPageUrl("/backend/sandbox/pay/r1/")).toBe(true);
    expect(cartRedirect({ paymentUrl: "javascript:alert(1)", activeOrder: null, hasItems: true })).toBeNull();
  });
});
