import { createHmac } from "node:crypto";
import { changeOrderStatus } from "../services/order-status";
import { eventually } from "../test/eventually";
import { readEvents } from "../test/sse-client";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, draft, newKey } from "../test/orders-test-kit";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const createOrder = async () => (await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("events") })).uuid;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("GET /{lang}/api/order/{uuid}/events/ (Server-Sent Events over LISTEN/NOTIFY)", () => {
  it("sends the current status on connect, then an order-update for every status change", async () => {
    const uuid = await createOrder();
    const controller = new AbortController();
    const response = await fetch(`${api.baseUrl}/en/api/order/${uuid}/events/`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const stream = readEvents(response.body ?? new ReadableStream());

    const first = await stream.next();
    expect(first.event).toBe("order-update");
    expect(JSON.parse(first.data)).toEqual({ uuid, status: "pending", updated: expect.any(String) });

    const change = await changeOrderStatus(api.deps, uuid, "accepted");
    const second = await stream.next(5000);
    expect(second.event).toBe("order-update");
    expect(JSON.parse(second.data)).toEqual({ uuid, status: "accepted", updated: change.updated });

    await changeOrderStatus(api.deps, uuid, "canceled");
    expect(JSON.parse((await stream.next(5000)).data)).toMatchObject({ uuid, status: "canceled" });
    controller.abort();
    await stream.cancel();
  });

  // Issue 25 item 4: without `retry:` a browser waits its default (3.8 s measured in Chromium) before
  // opening the stream again on another instance, when the one it was on goes away.
  it("tells the browser to come back within a second when the stream drops", async () => {
    const uuid = await createOrder();
    const controller = new AbortController();
    const response = await fetch(`${api.baseUrl}/en/api/order/${uuid}/events/`, { signal: controller.signal });
    const stream = readEvents(response.body ?? new ReadableStream());
    try {
      expect((await stream.next()).event).toBe("order-update");
      expect(stream.reconnectionMs()).toBeGreaterThan(0);
      expect(stream.reconnectionMs()).toBeLessThanOrEqual(1000);
    } finally {
      controller.abort();
      await stream.cancel();
    }
  });

  it("does not send another order's changes", async () => {
    const watched = await createOrder();
    const other = await createOrder();
    const controller = new AbortController();
    const response = await fetch(`${api.baseUrl}/en/api/order/${watched}/events/`, { signal: controller.signal });
    const stream = readEvents(response.body ?? new ReadableStream());
    await stream.next();
    await changeOrderStatus(api.deps, other, "rejected");
    await changeOrderStatus(api.deps, watched, "preparing");
    expect(JSON.parse((await stream.next(5000)).data)).toMatchObject({ uuid: watched, status: "preparing" });
    controller.abort();
    await stream.cancel();
  });

  it("unsubscribes when the guest closes the stream", async () => {
    const uuid = await createOrder();
    const original = api.deps.events.subscribe.bind(api.deps.events);
    let unsubscribed = 0;
    const spy = jest.spyOn(api.deps.events, "subscribe").mockImplementation(async (id, listener) => {
      const stop = await original(id, listener);
      return () => {
        unsubscribed += 1;
        stop();
      };
    });
    try {
      const controller = new AbortController();
      const response = await fetch(`${api.baseUrl}/en/api/order/${uuid}/events/`, { signal: controller.signal });
      const stream = readEvents(response.body ?? new ReadableStream());
      await stream.next();
      expect(unsubscribed).toBe(0);
      controller.abort();
      await eventually(() => unsubscribed > 0, "the subscription let go");
      expect(unsubscribed).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("answers 404 for an unknown order and 400 for a malformed uuid", async () => {
    const unknown = await api.http(`/en/api/order/${UNKNOWN}/events/`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { detail: "Order not found." }]);
    const malformed = await api.http("/en/api/order/not-a-uuid/events/");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errors: { uuid: expect.any(Array) } });
  });
});

describe("GET /{lang}/api/order/{uuid}/realtime/ (which transport the order screen uses)", () => {
  it("points to the event stream when no Ably key is set", async () => {
    const uuid = await createOrder();
    const response = await api.http(`/ar/api/order/${uuid}/realtime/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ transport: "sse", event: "order-update", url: `/ar/api/order/${uuid}/events/` });
    // The contract's client reads the same answer.
    expect(await api.client.getRealtimeTransport("ar", uuid)).toEqual({
      transport: "sse",
      event: "order-update",
      url: `/ar/api/order/${uuid}/events/`,
    });
  });

  it("hands out an Ably TokenRequest, signed with the key, that may only subscribe to the order's channel", async () => {
    const uuid = await createOrder();
    const secret = "local-test-secret";
    api.deps.settings.ablyApiKey = `appId.keyId:${secret}`;
    try {
      const response = await api.http(`/en/api/order/${uuid}/realtime/`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { transport: string; channel: string; token_request: Record<string, unknown> };
      expect(body).toMatchObject({ transport: "ably", channel: uuid, event: "order-update" });
      const request = body.token_request;
      expect(request).toMatchObject({ keyName: "appId.keyId", capability: JSON.stringify({ [uuid]: ["subscribe"] }), ttl: 3_600_000 });
      expect(JSON.stringify(body)).not.toContain(secret);
      // Ably's TokenRequest MAC: HMAC-SHA256 over keyName, ttl, capability, clientId, timestamp and nonce.
      const signed =
        [request.keyName, request.ttl, request.capability, request.clientId ?? "", request.timestamp, request.nonce]
          .map((field) => String(field))
          .join("\n") + "\n";
      expect(request.mac).toBe(createHmac("sha256", secret).update(signed).digest("base64"));
    } finally {
      api.deps.settings.ablyApiKey = null;
    }
  });

  it("answers 404 for an unknown order", async () => {
    expect((await api.http(`/en/api/order/${UNKNOWN}/realtime/`)).status).toBe(404);
  });
});
