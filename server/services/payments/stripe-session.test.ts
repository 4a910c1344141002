import { checkoutSessionParams, sessionReference, sessionStatus } from "./stripe-session";

const payment = {
  provider: "stripe" as const,
  reference: "0123456789abcdef0123456789abcdef",
  orderUuid: "7f1c2d3e-0000-4000-8000-000000000001",
  amount: 84_420,
  currency: "AED",
  language: "zh-hans",
  appOrigin: "https://menu.example/carte/",
  label: "Test Venue #000042",
};

describe("the Checkout Session of a payment", () => {
  it("returns to the stripe screen with ref and Stripe's session placeholder, keeping the app's path", () => {
    const params = checkoutSessionParams(payment);
    const back = "https://menu.example/carte/zh-hans/payment/stripe?ref=0123456789abcdef0123456789abcdef&session={CHECKOUT_SESSION_ID}";
    expect(params).toMatchObject({
      success_url: back,
      cancel_url: back,
      locale: "zh",
      mode: "payment",
      client_reference_id: payment.reference,
    });
    expect(params.line_items).toEqual([
      { quantity: 1, price_data: { currency: "aed", unit_amount: 8442, product_data: { name: "Test Venue #000042" } } },
    ]);
  });

  it("lets Stripe choose the page's language where Checkout has none of ours, and Korean is ko", () => {
    expect(checkoutSessionParams({ ...payment, language: "ar" }).locale).toBe("auto");
    expect(checkoutSessionParams({ ...payment, language: "he" }).locale).toBe("auto");
    expect(checkoutSessionParams({ ...payment, language: "kp" }).locale).toBe("ko");
  });
});

describe("a session's status and reference", () => {
  const session = { client_reference_id: "ref-1", metadata: { reference: "ref-1" }, status: "open", payment_status: "unpaid" };

  it("maps paid to PAID, expired to FAILED, and the rest to PENDING", () => {
    expect(sessionStatus({ ...session, status: "complete", payment_status: "paid" })).toBe("PAID");
    expect(sessionStatus({ ...session, status: "expired" })).toBe("FAILED");
    expect(sessionStatus(session)).toBe("PENDING");
    expect(sessionStatus({ ...session, status: "complete" })).toBe("PENDING");
  });

  it("names our payment only when client_reference_id and metadata agree", () => {
    expect(sessionReference(session)).toBe("ref-1");
    expect(sessionReference({ ...session, metadata: { reference: "ref-2" } })).toBeNull();
    expect(sessionReference({ ...session, metadata: null })).toBeNull();
    expect(sessionReference({ ...session, client_reference_id: null })).toBeNull();
  });
});
