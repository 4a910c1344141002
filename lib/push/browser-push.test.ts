import { PushRefused, applicationServerKey, subscribeWith } from "./browser-push";
import { sampleSubscription } from "./test-fixtures";

/** The VAPID public key as the venue API answers it (65 bytes, base64url). */
const KEY = sampleSubscription.keys.p256dh;

function manager(subscribe: jest.Mock, current: PushSubscription | null = null): PushManager {
  return { subscribe, getSubscription: async () => current } as unknown as PushManager;
}

const subscription = { endpoint: sampleSubscription.endpoint } as PushSubscription;

describe("subscribeWith (issue 29)", () => {
  it("subscribes visibly with the key's bytes", async () => {
    const subscribe = jest.fn(async () => subscription);
    await expect(subscribeWith(manager(subscribe), KEY)).resolves.toBe(subscription);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(KEY) });
  });

  it("ends a subscription made with another key and subscribes again", async () => {
    const unsubscribe = jest.fn(async () => true);
    const subscribe = jest
      .fn()
      .mockRejectedValueOnce(new DOMException("A subscription with a different applicationServerKey exists", "InvalidStateError"))
      .mockResolvedValueOnce(subscription);
    await expect(subscribeWith(manager(subscribe, { unsubscribe } as unknown as PushSubscription), KEY)).resolves.toBe(subscription);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(2);
  });

  it("turns the browser's refusal into PushRefused (Chromium's private windows)", async () => {
    const refusal = new DOMException("Registration failed - permission denied", "AbortError");
    const subscribe = jest.fn().mockRejectedValue(refusal);
    const error: unknown = await subscribeWith(manager(subscribe), KEY).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PushRefused);
    expect((error as PushRefused).cause).toBe(refusal);
  });

  it("gives up on a push service that never answers", async () => {
    const subscribe = jest.fn(() => new Promise<PushSubscription>(() => undefined));
    await expect(subscribeWith(manager(subscribe), KEY, 10)).rejects.toBeInstanceOf(PushRefused);
  });

  it("lets anything else through as it is", async () => {
    const subscribe = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(subscribeWith(manager(subscribe), KEY)).rejects.toThrow(TypeError);
  });
});
