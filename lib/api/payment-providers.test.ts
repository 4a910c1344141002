import { PAYMENT_PROVIDERS, paymentStatusRequest } from "./payment-providers";
import { PAYMENT_PROVIDER_NAMES, PAYMENT_STATUS_BODIES, paymentStatusAnswer } from "./schemas/payment";

describe("payment-return screens (001 sections 2 and 7)", () => {
  it("covers the twelve providers", () => {
    expect(Object.keys(PAYMENT_PROVIDERS).sort()).toEqual([...PAYMENT_PROVIDER_NAMES].sort());
    expect(PAYMENT_PROVIDER_NAMES).toHaveLength(12);
  });

  it.each([
    ["paylink", "?reference=R1&checkout=C1", "/en/paylink/status/", { reference: "R1", checkout: "C1" }, "R1"],
    ["ngenius", "?ref=R1", "/en/ngenius/status/", { reference: "R1" }, "R1"],
    ["xpresspay", "?reference=R1", "/en/xpresspay/status/", { reference: "R1" }, "R1"],
    ["skipcash", "?id=S1", "/en/skipcash/status/", { reference: "S1" }, "S1"],
    ["paytabs", "?reference=R1", "/en/paytabs/status/R1/", undefined, "R1"],
    ["noon", "?reference=U1&orderId=N1", "/en/noon-payments/status/", { orderUUID: "U1", noonOrderId: "N1" }, "U1"],
    ["stripe", "?ref=R1&session=cs_1", "/en/stripe/status/", { ref: "R1", session: "cs_1" }, "R1"],
    ["thawani", "?reference=R1", "/en/thawani/status/", { ref: "R1" }, "R1"],
    ["2c2p", "?reference=R1", "/en/2c2p/status/R1/", undefined, "R1"],
    ["magnati", "?reference=R1", "/en/magnati/status/R1/", undefined, "R1"],
    ["paystack", "?reference=R1", "/en/paystack/status/R1/", undefined, "R1"],
    ["amwalpay", "?reference=R1", "/en/amwal-pay/status/R1/", undefined, "R1"],
  ] as const)("%s reads %s and posts to %s", (provider, search, path, body, reference) => {
    const request = paymentStatusRequest(provider, new URLSearchParams(search));
    expect(request).toEqual({ path, body, reference });
    const schema = PAYMENT_STATUS_BODIES[provider];
    expect(schema === null ? undefined : schema.parse(request?.body)).toEqual(body);
  });

  it("makes no call while a required parameter is missing", () => {
    expect(paymentStatusRequest("stripe", { ref: "R1" })).toBeNull();
    expect(paymentStatusRequest("stripe", { session: "cs_1" })).toBeNull();
    expect(paymentStatusRequest("noon", { reference: "U1" })).toBeNull();
    expect(paymentStatusRequest("paylink", { reference: "R1", checkout: "" })).toBeNull();
    expect(paymentStatusRequest("ngenius", { reference: "R1" })).toBeNull();
    expect(paymentStatusRequest("skipcash", { reference: "R1" })).toBeNull();
  });

  it("encodes a reference placed in the path", () => {
    expect(paymentStatusRequest("paytabs", { reference: "a/b c" })?.path).toBe("/en/paytabs/status/a%2Fb%20c/");
    expect(paymentStatusRequest("2c2p", { reference: ["R1", "R2"] })?.path).toBe("/en/2c2p/status/R1/");
  });

  it("reads the status answer, PAID, FAILED or any other value", () => {
    expect(paymentStatusAnswer.parse({ status: "PAID", orderId: 123, orderUUID: "u-1" })).toEqual({
      status: "PAID",
      orderId: "123",
      orderUUID: "u-1",
    });
    expect(paymentStatusAnswer.parse({ status: "CAPTURED" })).toEqual({ status: "CAPTURED", orderId: null, orderUUID: null });
    expect(paymentStatusAnswer.safeParse({ orderId: 1 }).success).toBe(false);
  });
});
