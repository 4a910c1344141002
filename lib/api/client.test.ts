/**
 * @jest-environment node
 */
import { createApiClient, type ApiClient } from "./client";
import { ApiError, API_ERROR_TEXTS, existingOrderOf, isAbortError, serverMessage } from "./errors";
import { sampleLineItem, sampleMenu, sampleOrder, sampleOrderPayload } from "./schemas/test-fixtures";
import { sampleSubscription } from "@/lib/push/test-fixtures";

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A transport double: records each request and answers with a fixed status and body. */
function recordingFetch(answer: { status?: number; json?: unknown; text?: string } = {}) {
  const calls: Recorded[] = [];
  const fetchDouble: typeof fetch = async (input, init) => {
    const raw = init?.body;
    calls.push({
      method: init?.method ?? "GET",
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof raw === "string" ? JSON.parse(raw) : undefined,
    });
    const text = answer.text ?? (answer.json === undefined ? "" : JSON.stringify(answer.json));
    return new Response(text, { status: answer.status ?? 200 });
  };
  return { calls, fetchDouble };
}

function clientAnswering(answer: Parameters<typeof recordingFetch>[0]) {
  const { calls, fetchDouble } = recordingFetch(answer);
  const client = createApiClient({ baseUrl: "https://api.example.com/", fetch: fetchDouble, headers: { "X-Site": "carte" } });
  return { calls, client };
}

const B = "https://api.example.com";
const order = { uuid: sampleOrder.uuid };
const paid = { status: "PAID", orderId: "123", orderUUID: "u-1" };
const wallet = { name: "Layla", balance: "50.000", wallet_id: "w-1" };

type Case = [string, (client: ApiClient) => Promise<unknown>, string, string, unknown, unknown];

// [call, invocation, method, URL, body sent, answer given]
const cases: Case[] = [
  [
    "getCustomDomain",
    (c) => c.getCustomDomain("menu.albahar.ae"),
    "GET",
    `${B}/en/menus/custom-domain/menu.albahar.ae/`,
    undefined,
    { license: "ab12cd" },
  ],
  [
    "getMenuLanguages",
    (c) => c.getMenuLanguages("ab12cd"),
    "GET",
    `${B}/en/api/menu_language/ab12cd/`,
    undefined,
    { default_language: "en", languages: [] },
  ],
  ["getMenu", (c) => c.getMenu("ar", "ab12cd"), "GET", `${B}/ar/api/menu/ab12cd/`, undefined, sampleMenu],
  ["getFeedbackForm", (c) => c.getFeedbackForm("en", 2), "GET", `${B}/en/api/feedback/2/`, undefined, { id: 2, name: "F", form_data: [] }],
  [
    "submitFeedback",
    (c) => c.submitFeedback("fr", { feedback_id: 2, submission: { rating: 5 } }),
    "POST",
    `${B}/fr/api/submission/`,
    { feedback_id: 2, submission: { rating: 5 } },
    { message: "Merci" },
  ],
  [
    "checkGeofence",
    (c) => c.checkGeofence("en", 42, { lat: 25.2, lng: 55.27 }),
    "POST",
    `${B}/en/menus/geofence/42/`,
    { lat: 25.2, lng: 55.27 },
    { is_allowed: true },
  ],
  [
    "getCoupon",
    (c) => c.getCoupon(42, "welcome 10%"),
    "GET",
    `${B}/en/api/coupon/42/WELCOME%2010%25/`,
    undefined,
    { id: 8, discount_value_type: "fixed", discount_value: "5.000" },
  ],
  [
    "getDeliveryZone",
    (c) => c.getDeliveryZone(42, { lat: 25.204849, lng: 55.270783 }),
    "GET",
    `${B}/en/api/delivery_zone/25.204849,55.270783/42/`,
    undefined,
    { delivery_amount: "10.000" },
  ],
  [
    "getMenuSection",
    (c) => c.getMenuSection("ab12cd", 12),
    "GET",
    `${B}/en/api/menu_section/ab12cd/?table_number=12`,
    undefined,
    { minimum_order_amount: "25.000" },
  ],
  [
    "createOrder",
    (c) => c.createOrder("en", sampleOrderPayload, { idempotencyKey: "k-1" }),
    "POST",
    `${B}/en/api/order/`,
    expect.objectContaining({ menu: 42, order_type: "delivery" }),
    { uuid: "u-1", padded_order_id: "000123", payment_url: null },
  ],
  [
    "updateOrder",
    (c) => c.updateOrder("en", "u-1", { line_items: [sampleLineItem] }),
    "PATCH",
    `${B}/en/api/order/u-1/`,
    expect.objectContaining({ line_items: [expect.objectContaining({ product: 101, quantity: 2 })] }),
    order,
  ],
  ["getOrder", (c) => c.getOrder("en", "u-1"), "GET", `${B}/en/api/order/u-1/`, undefined, sampleOrder],
  [
    "getActiveOrder",
    (c) => c.getActiveOrder("12", 42),
    "GET",
    `${B}/iiko/active-order/12/42/`,
    undefined,
    { order_id: "o-1", common_order: false },
  ],
  ["getWallet", (c) => c.getWallet("o-1"), "GET", `${B}/iiko/af/blue/o-1/`, undefined, wallet],
  [
    "redeemWallet",
    (c) => c.redeemWallet("o-1", { wallet_id: "w-1", amount: 20, otp: "123456" }),
    "POST",
    `${B}/iiko/af/blue/o-1/`,
    { wallet_id: "w-1", amount: 20, otp: "123456" },
    {},
  ],
  [
    "getLoyaltyPromotions",
    (c) => c.getLoyaltyPromotions({ emenu_id: 42, cart_items: [sampleLineItem], employee_id: "E-1", order_type: "dine_in" }),
    "POST",
    `${B}/iiko/loyalty/promotions/`,
    expect.objectContaining({ emenu_id: 42, employee_id: "E-1", order_type: "dine_in" }),
    [],
  ],
  [
    "verifyEmployee",
    (c) => c.verifyEmployee("E-1"),
    "GET",
    `${B}/iiko/af/verify-employee-id/E-1/`,
    undefined,
    { employee_id: "E-1", employee_phone: null },
  ],
  [
    "saveTips",
    (c) => c.saveTips({ order_uuid: "u-1", tips_amount: 2.75 }),
    "POST",
    `${B}/iiko/tips/loyalty/promotions/`,
    { order_uuid: "u-1", tips_amount: 2.75 },
    undefined,
  ],
  [
    "createSplitPayments",
    (c) => c.createSplitPayments({ order_id: "o-1", split_amounts: [8.775, 8.775] }),
    "POST",
    `${B}/iiko/af/split-payments/create/`,
    { order_id: "o-1", split_amounts: [8.775, 8.775] },
    { ok: true },
  ],
  [
    "paySplit",
    (c) => c.paySplit({ order_id: "o-1", split_payment_uuid: "s1", selected_language: "ar" }),
    "POST",
    `${B}/iiko/af/split-payments/`,
    { order_id: "o-1", split_payment_uuid: "s1", selected_language: "ar" },
    { payment_url: "https://pay.example/s1" },
  ],
  [
    "payFull",
    (c) => c.payFull({ order_id: "o-1", payment_options: "full", selected_language: "en" }),
    "POST",
    `${B}/iiko/af/payments/`,
    { order_id: "o-1", payment_options: "full", selected_language: "en" },
    { payment_url: "https://pay.example/full" },
  ],
  ["getOrderPushKey", (c) => c.getOrderPushKey("ar", "u-1"), "GET", `${B}/ar/api/order/u-1/push/`, undefined, { public_key: "BKey" }],
  [
    "subscribeToOrderPush",
    (c) => c.subscribeToOrderPush("ar", "u-1", sampleSubscription),
    "PUT",
    `${B}/ar/api/order/u-1/push/`,
    sampleSubscription,
    { subscribed: true },
  ],
  [
    "unsubscribeFromOrderPush",
    (c) => c.unsubscribeFromOrderPush("ar", "u-1", sampleSubscription.endpoint),
    "DELETE",
    `${B}/ar/api/order/u-1/push/`,
    { endpoint: sampleSubscription.endpoint },
    { subscribed: false },
  ],
  [
    "getPaymentStatus (body)",
    (c) => c.getPaymentStatus("noon", { reference: "U1", orderId: "N1" }),
    "POST",
    `${B}/en/noon-payments/status/`,
    { orderUUID: "U1", noonOrderId: "N1" },
    paid,
  ],
  [
    "getPaymentStatus (path)",
    (c) => c.getPaymentStatus("amwalpay", new URLSearchParams("reference=R9")),
    "POST",
    `${B}/en/amwal-pay/status/R9/`,
    undefined,
    paid,
  ],
];

describe("every call of both call tables", () => {
  it.each(cases)("%s", async (_name, invoke, method, url, body, json) => {
    const { calls, client } = clientAnswering({ json, status: method === "POST" ? 201 : 200 });
    await invoke(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      method,
      url,
      body,
      headers: expect.objectContaining({ "content-type": "application/json", "x-site": "carte" }),
    });
  });

  it("returns parsed answers", async () => {
    expect(await clientAnswering({ json: sampleMenu }).client.getMenu("en", "ab12cd")).toMatchObject({
      timezone: "Asia/Dubai",
      minimum_order_amount: 30,
    });
    expect(await clientAnswering({ json: { allow: false } }).client.checkGeofence("en", 42, { lat: 1, lng: 2 })).toEqual({
      allowed: false,
    });
    expect(await clientAnswering({ json: {} }).client.getWallet("o-1")).toBeNull();
    expect(await clientAnswering({ json: { minimum_order_amount: "25.000" } }).client.getMenuSection("ab12cd", "12")).toEqual({
      minimum_order_amount: 25,
    });
  });

  it("sends the Idempotency-Key with an order", async () => {
    const { calls, client } = clientAnswering({
      status: 201,
      json: { uuid: "u-1", padded_order_id: "1", payment_url: "https://pay.example/1" },
    });
    await expect(client.createOrder("en", sampleOrderPayload, { idempotencyKey: "cart-5f0c" })).resolves.toEqual({
      uuid: "u-1",
      padded_order_id: "1",
      payment_url: "https://pay.example/1",
      member_key: null,
    });
    expect(calls[0]?.headers["idempotency-key"]).toBe("cart-5f0c");
  });

  it("keeps the member key an order answers and sends it on calls about that order only (issue 24)", async () => {
    const keys = new Map<string, string>();
    const orderKeys = { get: (uuid: string) => keys.get(uuid) ?? null, remember: (uuid: string, key: string) => void keys.set(uuid, key) };
    const { calls, fetchDouble } = recordingFetch({ status: 201, json: { uuid: "u-1", padded_order_id: "1", member_key: "k-1" } });
    const client = createApiClient({ baseUrl: B, fetch: fetchDouble, orderKeys });
    await client.createOrder("en", sampleOrderPayload, { idempotencyKey: "cart-5f0d" });
    expect(keys.get("u-1")).toBe("k-1");
    await client.saveTips({ order_uuid: "u-1", tips_amount: 1 }).catch(() => undefined);
    await client.saveTips({ order_uuid: "u-2", tips_amount: 1 }).catch(() => undefined);
    await client.payFull({ order_id: "u-1", payment_options: "full", selected_language: "en" }).catch(() => undefined);
    // Issue 29: the push subscription is stored and forgotten with the key; the public key needs none.
    await client.subscribeToOrderPush("en", "u-1", sampleSubscription).catch(() => undefined);
    await client.unsubscribeFromOrderPush("en", "u-1", sampleSubscription.endpoint).catch(() => undefined);
    await client.getOrderPushKey("en", "u-1").catch(() => undefined);
    expect(calls.slice(1).map((call) => call.headers["x-order-key"] ?? null)).toEqual(["k-1", null, "k-1", "k-1", "k-1", null]);
  });

  it("sends this device's key on every call when it has one, read at each call (issue 25)", async () => {
    let deviceKey: string | null = null;
    const { calls, fetchDouble } = recordingFetch({ status: 201, json: { uuid: "u-1", padded_order_id: "1" } });
    const client = createApiClient({ baseUrl: B, fetch: fetchDouble, deviceKey: () => deviceKey });
    await client.createOrder("en", sampleOrderPayload, { idempotencyKey: "cart-5f0e" });
    deviceKey = "k".repeat(43);
    await client.createOrder("en", sampleOrderPayload, { idempotencyKey: "cart-5f0f" });
    await client.getCustomDomain("x.example").catch(() => undefined);
    expect(calls.map((call) => call.headers["x-device-key"] ?? null)).toEqual([null, "k".repeat(43), "k".repeat(43)]);
  });

  it("lets the caller override the geofence path", async () => {
    const { calls, client } = clientAnswering({ json: { allowed: true } });
    await client.checkGeofence("en", 42, { lat: 1, lng: 2 }, { path: "https://app.example.com/en/menus/geofence/42/" });
    expect(calls[0]?.url).toBe("https://app.example.com/en/menus/geofence/42/");
  });

  it("builds asset and receipt links", () => {
    const { client } = clientAnswering({});
    expect(client.receiptPdfUrl("ar", "u-1")).toBe(`${B}/ar/orders/u-1/print/order.pdf`);
    expect(client.manifestUrl("ab12cd")).toBe(`${B}/en/menus/manifest/ab12cd/`);
    expect(client.launchImageUrl("ab12cd")).toBe(`${B}/en/menus/ab12cd/loading-image/launch.png`);
    expect(client.appleTouchIconUrl("ab12cd")).toBe(`${B}/en/menus/manifest/ab12cd/icons/apple-touch-icon.png`);
  });

  it("works with a relative base such as the built-in /backend", async () => {
    const { calls, fetchDouble } = recordingFetch({ json: { license: "ab12cd" } });
    await createApiClient({ baseUrl: "/backend", fetch: fetchDouble }).getCustomDomain("x.example");
    expect(calls[0]?.url).toBe("/backend/en/menus/custom-domain/x.example/");
  });
});

describe("failures", () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error: unknown = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return error;
  }

  it("an answer that does not match its schema is 'invalid_answer'", async () => {
    const { client } = clientAnswering({ json: { ...sampleOrder, status: "lost" } });
    const error = await failure(client.getOrder("en", "u-1"));
    expect(error.kind).toBe("invalid_answer");
    expect(error.status).toBe(200);
    expect(error.issues[0]?.path).toEqual(["status"]);
  });

  it("an answer that is not JSON is 'invalid_answer'", async () => {
    const { client } = clientAnswering({ text: "<html>Bad gateway</html>" });
    const error = await failure(client.getMenu("en", "ab12cd"));
    expect(error.kind).toBe("invalid_answer");
    expect(error.body).toBe("<html>Bad gateway</html>");
  });

  it("a network failure is 'no_response' with the specification's text", async () => {
    const client = createApiClient({ baseUrl: B, fetch: () => Promise.reject(new TypeError("fetch failed")) });
    const error = await failure(client.createOrder("en", sampleOrderPayload, { idempotencyKey: "k" }));
    expect(error.kind).toBe("no_response");
    expect(error.message).toBe(API_ERROR_TEXTS.no_response);
    expect(error.message).toBe("No response from server");
  });

  it("a payload that fails its schema is 'setup' and nothing is sent", async () => {
    const { calls, client } = clientAnswering({ json: {} });
    const quantityZero = { ...sampleOrderPayload, line_items: [{ ...sampleLineItem, quantity: 0 }] };
    const error = await failure(client.createOrder("en", quantityZero, { idempotencyKey: "k" }));
    expect(error.kind).toBe("setup");
    expect(error.message).toBe("Error setting up request");
    expect(error.issues[0]?.path).toEqual(["line_items", 0, "quantity"]);
    await expect(failure(client.redeemWallet("o-1", { wallet_id: "w-1", amount: 5, otp: "12345" }))).resolves.toMatchObject({
      kind: "setup",
    });
    await expect(failure(client.createSplitPayments({ order_id: "o-1", split_amounts: [1, 1, 1, 1, 1, 1, 1] }))).resolves.toMatchObject({
      kind: "setup",
    });
    expect(calls).toHaveLength(0);
  });

  it("a bad path value is 'setup' too", async () => {
    const { calls, client } = clientAnswering({ json: sampleMenu });
    // A language from the URL that is not supported never reaches the server.
    await expect(failure(client.getMenu("pt" as never, "ab12cd"))).resolves.toMatchObject({ kind: "setup" });
    await expect(failure(client.getOrder("en", ""))).resolves.toMatchObject({ kind: "setup" });
    await expect(failure(client.getPaymentStatus("stripe", { ref: "R1" }))).resolves.toMatchObject({ kind: "setup" });
    expect(calls).toHaveLength(0);
  });

  it("an error status is 'http' with the body, and the existing order is offered for merging", async () => {
    const body = { existing_order: { uuid: "e-1", line_items: [sampleLineItem] }, message: "Active order on this table" };
    const { client } = clientAnswering({ status: 400, json: body });
    const error = await failure(client.createOrder("en", sampleOrderPayload, { idempotencyKey: "k" }));
    expect(error).toMatchObject({ kind: "http", status: 400, body });
    expect(existingOrderOf(error)?.uuid).toBe("e-1");
    expect(serverMessage(error.body)).toBe("Active order on this table");
  });

  it("the geofence failure text comes from message, else error, else detail", () => {
    expect(serverMessage({ error: "Outside", detail: "x" })).toBe("Outside");
    expect(serverMessage({ detail: "Not found." })).toBe("Not found.");
    expect(serverMessage("<html>")).toBeNull();
  });

  it("an aborted call rejects with the AbortError, not an ApiError", async () => {
    const controller = new AbortController();
    const fetchDouble: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
      });
    const pending = createApiClient({ baseUrl: B, fetch: fetchDouble }).getFeedbackForm("en", 2, { signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it("passes the signal to fetch", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | null | undefined;
    const fetchDouble: typeof fetch = async (_input, init) => {
      seen = init?.signal;
      return new Response(JSON.stringify({ license: "x" }));
    };
    await createApiClient({ baseUrl: B, fetch: fetchDouble }).getCustomDomain("x", { signal: controller.signal });
    expect(seen).toBe(controller.signal);
  });
});
