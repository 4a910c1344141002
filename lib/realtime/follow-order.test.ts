import type { RealtimeTransport } from "@/lib/api/schemas/realtime";
import { followOrder, withDeviceKey, type FollowOrderDeps } from "./follow-order";
import { FakeAblyClient, FakeEventSource, flushPromises } from "./test-doubles";

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const update = (status: string) => ({ uuid: UUID, status, updated: "2026-03-01T10:00:00.000Z" });
const ably: RealtimeTransport = {
  transport: "ably",
  channel: UUID,
  event: "order-update",
  token_request: { keyName: "app.key", mac: "mac", nonce: "n1", timestamp: 1, capability: "{}" },
};
const sse: RealtimeTransport = { transport: "sse", event: "order-update", url: `/en/api/order/${UUID}/events/` };

function setup(answer: () => Promise<RealtimeTransport>, deviceKey?: () => string | null) {
  const sources: FakeEventSource[] = [];
  const clients: FakeAblyClient[] = [];
  const errors: unknown[] = [];
  const deps: FollowOrderDeps = {
    getRealtimeTransport: jest.fn(answer),
    baseUrl: "/backend",
    deviceKey,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    createAblyClient: async () => {
      const client = new FakeAblyClient();
      clients.push(client);
      return client;
    },
    onError: (error) => errors.push(error),
  };
  const heard: unknown[] = [];
  const stop = followOrder("en", UUID, (next) => heard.push(next), deps);
  return { sources, clients, errors, heard, stop, deps };
}

describe("followOrder", () => {
  it("uses the venue API's event stream when Ably is not configured", async () => {
    const { sources, clients, heard } = setup(async () => sse);
    await flushPromises();
    expect(sources.map((source) => source.url)).toEqual([`/backend/en/api/order/${UUID}/events/`]);
    expect(clients).toEqual([]);
    sources[0]?.emit("order-update", JSON.stringify(update("accepted")));
    expect(heard).toEqual([update("accepted")]);
  });

  it("names the browser's device in the stream's query, since EventSource sends no headers (issue 25)", async () => {
    const key = "k".repeat(43);
    const { sources } = setup(
      async () => sse,
      () => key,
    );
    await flushPromises();
    expect(sources.map((source) => source.url)).toEqual([`/backend/en/api/order/${UUID}/events/?device=${key}`]);
    expect(withDeviceKey("/backend/x/?a=1", key)).toBe(`/backend/x/?a=1&device=${key}`);
    expect(withDeviceKey("/backend/x/", null)).toBe("/backend/x/");
  });

  it("uses Ably on the order's channel when the venue API says it is configured", async () => {
    const { sources, clients, heard } = setup(async () => ably);
    await flushPromises();
    expect(sources).toEqual([]);
    clients[0]?.channels.get(UUID).publish("order-update", update("canceled"));
    expect(heard).toEqual([update("canceled")]);
  });

  it("falls back to the event stream when Ably fails", async () => {
    const { sources, clients, errors, heard } = setup(async () => ably);
    await flushPromises();
    clients[0]?.failConnection();
    expect(clients[0]?.closed).toBe(true);
    expect(sources.map((source) => source.url)).toEqual([`/backend/en/api/order/${UUID}/events/`]);
    expect(errors).toHaveLength(1);
    sources[0]?.emit("order-update", JSON.stringify(update("accepted")));
    expect(heard).toEqual([update("accepted")]);
  });

  it("falls back to the event stream when the transport lookup fails", async () => {
    const { sources, errors } = setup(() => Promise.reject(new Error("offline")));
    await flushPromises();
    expect(sources.map((source) => source.url)).toEqual([`/backend/en/api/order/${UUID}/events/`]);
    expect(errors).toEqual([new Error("offline")]);
  });

  it("opens nothing when stopped before the lookup answers, and closes what it opened", async () => {
    const early = setup(async () => sse);
    early.stop();
    await flushPromises();
    expect(early.sources).toEqual([]);

    const late = setup(async () => sse);
    await flushPromises();
    late.stop();
    expect(late.sources[0]?.closed).toBe(true);
  });

  it("asks the venue API again for a token when Ably renews", async () => {
    const authorisers: (() => Promise<unknown>)[] = [];
    const deps: FollowOrderDeps = {
      getRealtimeTransport: jest.fn(async () => ably),
      baseUrl: "/backend",
      createAblyClient: async (next) => {
        authorisers.push(next);
        return new FakeAblyClient();
      },
    };
    followOrder("en", UUID, jest.fn(), deps);
    await flushPromises();
    const [authorise] = authorisers;
    await expect(authorise?.()).resolves.toMatchObject({ nonce: "n1" });
    expect(deps.getRealtimeTransport).toHaveBeenCalledTimes(1);
    await authorise?.();
    expect(deps.getRealtimeTransport).toHaveBeenCalledTimes(2);
  });
});
