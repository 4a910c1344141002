import { PAYMENT_PROVIDER_NAMES, type PaymentProvider } from "@/lib/api/schemas/payment";
import { sandboxToken } from "../services/payments/return-params";
import { startTestApi, type TestApi } from "../test/harness";
import { answerPage, APP_ORIGIN, orderWithPayment, useProvider } from "../test/payments-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

/** Return-screen query parameters of 001 section 2. */
const RETURN_QUERY: Record<PaymentProvider, string[]> = {
  paylink: ["checkout", "reference"],
  ngenius: ["ref"],
  xpresspay: ["reference"],
  skipcash: ["id"],
  paytabs: ["reference"],
  noon: ["orderId", "reference"],
  stripe: ["ref", "session"],
  thawani: ["reference"],
  "2c2p": ["reference"],
  magnati: ["reference"],
  paystack: ["reference"],
  amwalpay: ["reference"],
};

/** The query parameter that names the payment, and whether it holds our reference or the order UUID. */
const REFERENCE_PARAM: Record<PaymentProvider, [string, "payment" | "order"]> = {
  paylink: ["reference", "payment"],
  ngenius: ["ref", "payment"],
  xpresspay: ["reference", "payment"],
  skipcash: ["id", "payment"],
  paytabs: ["reference", "payment"],
  noon: ["reference", "order"],
  stripe: ["ref", "payment"],
  thawani: ["reference", "payment"],
  "2c2p": ["reference", "payment"],
  magnati: ["reference", "payment"],
  paystack: ["reference", "payment"],
  amwalpay: ["reference", "payment"],
};

const post = (path: string, body?: unknown) =>
  api.http(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });

async function returnTo(reference: string, action: "pay" | "decline"): Promise<URL> {
  const response = await answerPage(api, reference, action);
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

describe.each(PAYMENT_PROVIDER_NAMES.map((provider) => [provider]))("%s chosen in the venue's data", (provider) => {
  beforeAll(() => useProvider(api, provider));

  it("returns to /en/payment/{provider} with its query parameters; the status call reads PAID", async () => {
    const payment = await orderWithPayment(api);
    expect(payment.provider).toBe(provider);
    const location = await returnTo(payment.reference, "pay");
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_ORIGIN}/en/payment/${provider}`);
    expect([...location.searchParams.keys()].sort()).toEqual(RETURN_QUERY[provider]);
    // noon's reference is the order UUID (001 section 7 sends it as orderUUID); the others carry ours.
    const [name, value] = REFERENCE_PARAM[provider];
    expect(location.searchParams.get(name)).toBe(value === "order" ? payment.uuid : payment.reference);
    expect(await api.client.getPaymentStatus(provider, location.searchParams)).toEqual({
      status: "PAID",
      orderId: String(payment.orderNumber).padStart(6, "0"),
      orderUUID: payment.uuid,
    });
  });

  it("reads FAILED after Decline", async () => {
    const payment = await orderWithPayment(api);
    const location = await returnTo(payment.reference, "decline");
    expect((await api.client.getPaymentStatus(provider, location.searchParams)).status).toBe("FAILED");
  });
});

describe("payment status calls", () => {
  beforeAll(() => useProvider(api, "stripe"));

  it("reads PENDING before the guest answers", async () => {
    const payment = await orderWithPayment(api);
    const query = { ref: payment.reference, session: sandboxToken("session", payment.reference) };
    expect((await api.client.getPaymentStatus("stripe", query)).status).toBe("PENDING");
  });

  it("answers 404 for an unknown reference, body or path", async () => {
    expect((await post("/en/xpresspay/status/", { reference: "0".repeat(32) })).status).toBe(404);
    const response = await post(`/en/amwal-pay/status/${"0".repeat(32)}/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Payment not found." });
  });

  it("answers 404 when the payment was started with another provider", async () => {
    const payment = await orderWithPayment(api);
    expect((await post("/en/thawani/status/", { ref: payment.reference })).status).toBe(404);
    expect((await post(`/en/paytabs/status/${payment.reference}/`)).status).toBe(404);
    expect((await post("/en/stripe/status/", { ref: payment.reference, session: sandboxToken("session", payment.reference) })).status).toBe(
      200,
    );
  });

  it("answers 404 when stripe's session is not the one handed out for the reference", async () => {
    const payment = await orderWithPayment(api);
    expect((await post("/en/stripe/status/", { ref: payment.reference, session: "cs_sandbox_other" })).status).toBe(404);
  });

  it("answers 404 when paylink's checkout does not match", async () => {
    await useProvider(api, "paylink");
    const payment = await orderWithPayment(api);
    expect((await post("/en/paylink/status/", { reference: payment.reference, checkout: "chk_other" })).status).toBe(404);
    expect(
      (await post("/en/paylink/status/", { reference: payment.reference, checkout: sandboxToken("checkout", payment.reference) })).status,
    ).toBe(200);
    await useProvider(api, "stripe");
  });

  it("answers 404 when noon's order id is not that order's payment, or not an id at all", async () => {
    await useProvider(api, "noon");
    const first = await orderWithPayment(api);
    const second = await orderWithPayment(api);
    const [, firstId] = (await returnTo(first.reference, "pay")).search.match(/orderId=(\d+)/) ?? [];
    expect((await post("/en/noon-payments/status/", { orderUUID: first.uuid, noonOrderId: firstId })).status).toBe(200);
    expect((await post("/en/noon-payments/status/", { orderUUID: second.uuid, noonOrderId: firstId })).status).toBe(404);
    expect((await post("/en/noon-payments/status/", { orderUUID: "not-a-uuid", noonOrderId: firstId })).status).toBe(404);
    expect((await post("/en/noon-payments/status/", { orderUUID: first.uuid, noonOrderId: "abc" })).status).toBe(404);
    await useProvider(api, "stripe");
  });

  it.each([
    ["/en/paylink/status/", { reference: "abc" }, "checkout"],
    ["/en/ngenius/status/", { ref: "abc" }, "reference"],
    ["/en/skipcash/status/", { id: "abc" }, "reference"],
    ["/en/noon-payments/status/", { orderUUID: "abc" }, "noonOrderId"],
    ["/en/stripe/status/", { ref: "abc", session: "" }, "session"],
    ["/en/thawani/status/", { reference: "abc" }, "ref"],
  ])("answers 400 naming the field for a malformed body on %s", async (path, body, field) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Invalid body.", errors: { [field]: [expect.any(String)] } });
  });

  it("answers 400 for a body that is not JSON and for an over-long path reference", async () => {
    expect((await api.http("/en/ngenius/status/", { method: "POST", body: "{ref" })).status).toBe(400);
    const response = await post(`/en/2c2p/status/${"a".repeat(129)}/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { reference: [expect.any(String)] } });
  });
});
