import { eq } from "drizzle-orm";
import { pushSubscriptions } from "../db/schema";
import { changeOrderStatus } from "../services/order-status";
import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER } from "../services/push/subscriptions";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, draft, newKey, variantVenue } from "../test/orders-test-kit";
import { browserSubscription, subscriptionJson } from "../test/push-service";
import { TEST_VAPID } from "../test/vapid";

// Issue 29 item 2: a subscription is stored with the order, on the order's venue, only for the devices
// that created or joined it, and only while the order is open. Hostile input is a 4xx with a JSON body,
// and stores nothing.

const A = "menu.test-venue.example";
const B = "menu.other-venue.example";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true, push: { publicKey: TEST_VAPID.publicKey } });
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(160, {}, { custom_domains: [B] }));
}, 60_000);
afterAll(() => api.close());

async function placeOrder(): Promise<string> {
  return (await api.asHost(A).client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() })).uuid;
}

const pushPath = (uuid: string, lang = "en") => `/${lang}/api/order/${uuid}/push/`;
const put = (uuid: string, body: unknown, host = A) =>
  api.asHost(host).http(pushPath(uuid), { method: "PUT", body: typeof body === "string" ? body : JSON.stringify(body) });
const stored = (uuid: string) => api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderUuid, uuid));

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
}

describe("subscribing to an order's status", () => {
  it("hands out the VAPID public key on the order's venue", async () => {
    const uuid = await placeOrder();
    const response = await api.asHost(A).http(pushPath(uuid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ public_key: TEST_VAPID.publicKey });
  });

  it("stores the creator's subscription with the order and its venue, once per endpoint", async () => {
    const uuid = await placeOrder();
    const browser = browserSubscription();
    const first = await put(uuid, subscriptionJson(browser));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true });
    // The same browser again (a reload): renewed, not doubled.
    const again = await put(uuid, subscriptionJson(browser));
    expect(again.status).toBe(200);
    const rows = await stored(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: browser.endpoint,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      language: "en",
      venueId: 100,
    });
  });

  it("forgets a subscription on DELETE, and answers the same when there is none", async () => {
    const uuid = await placeOrder();
    const browser = browserSubscription();
    await put(uuid, subscriptionJson(browser));
    for (let i = 0; i < 2; i++) {
      const response = await api.asHost(A).http(pushPath(uuid), { method: "DELETE", body: JSON.stringify({ endpoint: browser.endpoint }) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ subscribed: false });
    }
    expect(await stored(uuid)).toHaveLength(0);
  });
});

describe("hostile input stores nothing", () => {
  it("refuses the uuid alone, and another guest's key, with 403", async () => {
    const uuid = await placeOrder();
    const other = await placeOrder();
    const body = JSON.stringify(subscriptionJson(browserSubscription()));
    const stranger = await api.stranger.http(pushPath(uuid), { method: "PUT", body, headers: { "X-Forwarded-Host": A } });
    await expectRefused(stranger, 403);
    const wrongKey = await api.stranger.http(pushPath(uuid), {
      method: "PUT",
      body,
      headers: { "X-Forwarded-Host": A, "X-Order-Key": api.orderKeyOf(other) ?? "" },
    });
    await expectRefused(wrongKey, 403);
    // Nor may a stranger forget the guest's subscription.
    await put(uuid, body);
    const forget = await api.stranger.http(pushPath(uuid), {
      method: "DELETE",
      body: JSON.stringify({ endpoint: JSON.parse(body).endpoint }),
      headers: { "X-Forwarded-Host": A },
    });
    await expectRefused(forget, 403);
    expect(await stored(uuid)).toHaveLength(1);
    expect(await stored(other)).toHaveLength(0);
  });

  it("answers another venue's order 404, as an unknown one", async () => {
    const uuid = await placeOrder();
    const foreign = await put(uuid, subscriptionJson(browserSubscription()), B);
    const unknown = await put("00000000-0000-4000-8000-000000000000", subscriptionJson(browserSubscription()), B);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await api.asHost(B).http(pushPath(uuid))).status).toBe(404);
    expect(await stored(uuid)).toHaveLength(0);
  });

  it.each(["fulfilled", "canceled", "rejected"] as const)("refuses an order that is %s with 409", async (status) => {
    const uuid = await placeOrder();
    await changeOrderStatus(api.deps, uuid, status);
    await expectRefused(await put(uuid, subscriptionJson(browserSubscription())), 409);
    expect(await stored(uuid)).toHaveLength(0);
  });

  const valid = subscriptionJson(browserSubscription());
  it.each<[string, unknown]>([
    ["not JSON", "{endpoint:"],
    ["an array", [valid]],
    ["no keys", { endpoint: valid.endpoint }],
    ["an http endpoint", { ...valid, endpoint: "http://push.example.net/abc" }],
    ["a javascript: endpoint", { ...valid, endpoint: "javascript:alert(1)" }],
    ["an endpoint with a password", { ...valid, endpoint: "https://user:pw@push.example.net/abc" }],
    ["an endpoint of 1025 characters", { ...valid, endpoint: `https://push.example.net/${"a".repeat(1000)}` }],
    ["a control character", { ...valid, endpoint: "https://push.example.net/a\u0001" }],
    ["an unknown field", { ...valid, icon: "https://evil.example/x.png" }],
    ["an unknown key field", { ...valid, keys: { ...valid.keys, extra: "x" } }],
    ["a short p256dh", { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(0, 40) } }],
    ["an oversized p256dh", { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.repeat(10) } }],
    ["a compressed point", { ...valid, keys: { ...valid.keys, p256dh: Buffer.alloc(65, 2).toString("base64url") } }],
    [
      "a point off the curve",
      { ...valid, keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url") } },
    ],
    ["an auth secret of 15 bytes", { ...valid, keys: { ...valid.keys, auth: Buffer.alloc(15, 1).toString("base64url") } }],
    ["an auth that is not base64url", { ...valid, keys: { ...valid.keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } }],
    ["an auth of an impossible base64 length", { ...valid, keys: { ...valid.keys, auth: "abcde" } }],
    ["a string expirationTime", { ...valid, expirationTime: "soon" }],
  ])("refuses %s with 400", async (_what, body) => {
    const uuid = await placeOrder();
    await expectRefused(await put(uuid, body), 400);
    expect(await stored(uuid)).toHaveLength(0);
  });

  it("refuses a body past the size limit with 413", async () => {
    const uuid = await placeOrder();
    const response = await put(uuid, { ...valid, padding: "x".repeat(70 * 1024) });
    await expectRefused(response, 413);
    expect(await stored(uuid)).toHaveLength(0);
  });

  it("refuses a form post (415) and a malformed uuid (400)", async () => {
    const uuid = await placeOrder();
    const form = await api.asHost(A).http(pushPath(uuid), {
      method: "PUT",
      body: "endpoint=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expectRefused(form, 415);
    await expectRefused(await put("not-a-uuid", valid), 400);
    expect(await stored(uuid)).toHaveLength(0);
  });

  it(`stops at ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} devices per order`, async () => {
    const uuid = await placeOrder();
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_ORDER; i++)
      expect((await put(uuid, subscriptionJson(browserSubscription()))).status).toBe(201);
    await expectRefused(await put(uuid, subscriptionJson(browserSubscription())), 409);
    expect(await stored(uuid)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_ORDER);
  });
});

describe("without push configured", () => {
  it("answers 404 and stores nothing", async () => {
    const off = await startTestApi({ venueHosts: true });
    try {
      await off.importVenue(testVenue());
      const { uuid } = await off.asHost(A).client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() });
      const response = await off
        .asHost(A)
        .http(pushPath(uuid), { method: "PUT", body: JSON.stringify(subscriptionJson(browserSubscription())) });
      expect(response.status).toBe(404);
      expect(await off.db.select().from(pushSubscriptions)).toHaveLength(0);
    } finally {
      await off.close();
    }
  }, 60_000);
});
