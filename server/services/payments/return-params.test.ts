import { paymentReturnUrl, sandboxReturnParams, sandboxToken } from "./return-params";

const payment = { id: 42, reference: "0123456789abcdef0123456789abcdef", orderUuid: "7f1c2d3e-0000-4000-8000-000000000001" };

describe("sandbox return parameters (001 section 2)", () => {
  it("gives each provider the parameters its return screen reads", () => {
    expect(sandboxReturnParams("paylink", payment)).toEqual({
      reference: payment.reference,
      checkout: sandboxToken("checkout", payment.reference),
    });
    expect(sandboxReturnParams("ngenius", payment)).toEqual({ ref: payment.reference });
    expect(sandboxReturnParams("skipcash", payment)).toEqual({ id: payment.reference });
    expect(sandboxReturnParams("noon", payment)).toEqual({ reference: payment.orderUuid, orderId: "42" });
    expect(sandboxReturnParams("stripe", payment)).toEqual({ ref: payment.reference, session: sandboxToken("session", payment.reference) });
    for (const provider of ["xpresspay", "paytabs", "thawani", "2c2p", "magnati", "paystack", "amwalpay"] as const) {
      expect(sandboxReturnParams(provider, payment)).toEqual({ reference: payment.reference });
    }
  });

  it("derives checkout and session from the reference, differently per kind and per reference", () => {
    expect(sandboxToken("session", payment.reference)).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(sandboxToken("checkout", payment.reference)).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(sandboxToken("session", payment.reference)).toBe(sandboxToken("session", payment.reference));
    expect(sandboxToken("session", `${payment.reference}0`)).not.toBe(sandboxToken("session", payment.reference));
    expect(sandboxToken("checkout", payment.reference).slice(4)).not.toBe(sandboxToken("session", payment.reference).slice(11));
  });

  it("builds /{lang}/payment/{provider} on the app origin, keeping a path prefix and encoding values", () => {
    expect(paymentReturnUrl("https://menu.example/", "ar", "noon", { reference: "a b", orderId: "42" })).toBe(
      "https://menu.example/ar/payment/noon?reference=a+b&orderId=42",
    );
    expect(paymentReturnUrl("https://host.example/carte", "en", "2c2p", { reference: "r&1" })).toBe(
      "https://host.example/carte/en/payment/2c2p?reference=r%261",
    );
  });
});
