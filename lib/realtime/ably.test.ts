import type { TokenRequest } from "ably";
import { ablyOrderRealtime, realAblyClient, toAblyTokenRequest, tokenRequests } from "./ably";
import { FakeAblyClient, flushPromises } from "./test-doubles";

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const update = (status: string) => ({ uuid: UUID, status, updated: "2026-03-01T10:00:00.000Z" });
const token: TokenRequest = { keyName: "app.key", mac: "mac", nonce: "n1", timestamp: 1, capability: `{"${UUID}":["subscribe"]}` };

// A double of the SDK's Realtime class for realAblyClient; the adapter tests use FakeAblyClient.
const sdk = {
  options: null as null | { authCallback: (params: unknown, callback: (error: unknown, request: unknown) => void) => void },
  channel: { subscribe: jest.fn(() => Promise.resolve(null)), unsubscribe: jest.fn() },
  channelNames: [] as string[],
  connectionOn: jest.fn(),
  close: jest.fn(),
};
jest.mock("ably", () => ({
  Realtime: jest.fn().mockImplementation((options: typeof sdk.options) => {
    sdk.options = options;
    return {
      channels: { get: (name: string) => (sdk.channelNames.push(name), sdk.channel) },
      connection: { on: sdk.connectionOn },
      close: sdk.close,
    };
  }),
}));

describe("ablyOrderRealtime (with a double of the Ably client)", () => {
  function subscribe(options: { channel?: string; onFailure?: () => void } = {}) {
    const client = new FakeAblyClient();
    const authorisers: (() => Promise<TokenRequest>)[] = [];
    const realtime = ablyOrderRealtime({
      ...options,
      tokenRequest: () => Promise.resolve(token),
      createClient: async (authorise) => {
        authorisers.push(authorise);
        return client;
      },
    });
    const heard: unknown[] = [];
    const stop = realtime.subscribeToOrder(UUID, (next) => heard.push(next));
    return { client, heard, stop, authorisers };
  }

  it("subscribes to order-update on the channel named by the order id and hands on each message", async () => {
    const { client, heard, authorisers } = subscribe();
    await flushPromises();
    const channel = client.channelsByName.get(UUID);
    expect([...client.channelsByName.keys()]).toEqual([UUID]);
    channel?.publish("order-update", update("accepted"));
    channel?.publish("order-update", JSON.stringify(update("preparing")));
    channel?.publish("something-else", update("fulfilled"));
    expect(heard).toEqual([update("accepted"), update("preparing")]);
    await expect(authorisers[0]?.()).resolves.toEqual(token);
  });

  it("uses the channel the venue API names", async () => {
    const { client } = subscribe({ channel: "orders:abc" });
    await flushPromises();
    expect([...client.channelsByName.keys()]).toEqual(["orders:abc"]);
  });

  it("unsubscribes and closes the client on unsubscribe", async () => {
    const { client, heard, stop } = subscribe();
    await flushPromises();
    stop();
    expect(client.closed).toBe(true);
    expect(client.channelsByName.get(UUID)?.listeners.get("order-update")).toEqual([]);
    client.channelsByName.get(UUID)?.publish("order-update", update("accepted"));
    expect(heard).toEqual([]);
  });

  it("closes a client that connects after the screen has gone", async () => {
    const { client, stop } = subscribe();
    stop();
    await flushPromises();
    expect(client.closed).toBe(true);
    expect(client.channelsByName.size).toBe(0);
  });

  it("reports a failed connection once, so the caller can fall back to the event stream", async () => {
    const onFailure = jest.fn();
    const { client } = subscribe({ onFailure });
    await flushPromises();
    client.failConnection();
    client.failConnection();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("reports a refused subscription", async () => {
    const onFailure = jest.fn();
    const client = new FakeAblyClient();
    client.channels.get(UUID).subscribeError = new Error("denied");
    ablyOrderRealtime({ tokenRequest: async () => token, createClient: async () => client, onFailure }).subscribeToOrder(UUID, jest.fn());
    await flushPromises();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe("tokenRequests", () => {
  it("hands out the transport's token request once, then renews", async () => {
    const renewed = { ...token, nonce: "n2" };
    const renew = jest.fn(async () => renewed);
    const next = tokenRequests(token, renew);
    await expect(next()).resolves.toEqual(token);
    await expect(next()).resolves.toEqual(renewed);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});

test("toAblyTokenRequest keeps the SDK's fields of the venue API's token_request", () => {
  expect(
    toAblyTokenRequest({ keyName: "k", mac: "m", nonce: "n", timestamp: 5, capability: '{"a":["subscribe"]}', ttl: 3600000, extra: 1 }),
  ).toEqual({ keyName: "k", mac: "m", nonce: "n", timestamp: 5, capability: '{"a":["subscribe"]}', ttl: 3600000 });
  expect(toAblyTokenRequest({ keyName: "k", mac: "m", nonce: "n", timestamp: 5, capability: { a: ["subscribe"] } }).capability).toBe(
    '{"a":["subscribe"]}',
  );
});

describe("realAblyClient (with a double of the SDK)", () => {
  it("authenticates with the venue API's token requests and subscribes through the SDK", async () => {
    const authorise = jest.fn(async () => token);
    const client = await realAblyClient(authorise);
    const callback = jest.fn();
    sdk.options?.authCallback({}, callback);
    await flushPromises();
    expect(callback).toHaveBeenCalledWith(null, token);

    const listener = jest.fn();
    await client.channels.get(UUID).subscribe("order-update", listener);
    expect(sdk.channelNames).toEqual([UUID]);
    expect(sdk.channel.subscribe).toHaveBeenCalledWith("order-update", listener);
    client.channels.get(UUID).unsubscribe("order-update", listener);
    expect(sdk.channel.unsubscribe).toHaveBeenCalledWith("order-update", listener);

    const failed = jest.fn();
    client.onConnectionFailed(failed);
    expect(sdk.connectionOn).toHaveBeenCalledWith(["failed", "suspended"], expect.any(Function));
    client.close();
    expect(sdk.close).toHaveBeenCalled();
  });

  it("passes a failed token request to the SDK as an error", async () => {
    await realAblyClient(async () => {
      throw new Error("no token");
    });
    const callback = jest.fn();
    sdk.options?.authCallback({}, callback);
    await flushPromises();
    expect(callback).toHaveBeenCalledWith("no token", null);
  });
});
