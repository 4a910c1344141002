import { orderPushMessage } from "@/lib/api/schemas/push";
import { TEST_VAPID } from "../../test/vapid";
import { browserSubscription, decryptPush, pathOf, startPushService, verifyVapid, type PushServiceDouble } from "../../test/push-service";
import { createWebPushSender, publicHttpsPost } from "./sender";

// Issue 29 item 5: the sender behind an interface, checked against a push service double that speaks
// RFC 8030, by decrypting what it received (RFC 8291) with the subscription's private key.

let service: PushServiceDouble;
beforeEach(async () => {
  service = await startPushService();
});
afterEach(() => service.close());

const target = (subscription: ReturnType<typeof browserSubscription>) => ({ endpoint: subscription.endpoint, ...subscription.keys });
const OPTIONS = { ttlSeconds: 3600, urgency: "high", topic: "0f0e0d0c0b0a09080706050403020100" } as const;

describe("the web-push sender", () => {
  it("posts an aes128gcm message the browser decrypts, signed with the deployment's VAPID key", async () => {
    const browser = browserSubscription();
    const sender = createWebPushSender(TEST_VAPID, service.post);
    const message = { type: "order-status", order: "c0ffee00-0000-4000-8000-000000000001", order_number: 7, status: "fulfilled" };

    expect(await sender.send(target(browser), JSON.stringify(message), OPTIONS)).toBe("sent");

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.path).toBe(pathOf(browser));
    expect(push?.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "3600",
      urgency: "high",
      topic: OPTIONS.topic,
    });
    expect(verifyVapid(push?.headers.authorization)).toMatchObject({
      publicKey: TEST_VAPID.publicKey,
      claims: { sub: TEST_VAPID.subject },
    });
    expect(JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), browser))).toEqual(message);
  });

  it("cannot be read with another browser's keys", async () => {
    const browser = browserSubscription();
    await createWebPushSender(TEST_VAPID, service.post).send(target(browser), "ready", OPTIONS);
    const stranger = { ...browserSubscription(), authSecret: browser.authSecret };
    expect(() => decryptPush(service.received[0]?.body ?? Buffer.alloc(0), stranger)).toThrow();
  });

  it.each([
    [404, "gone"],
    [410, "gone"],
    [413, "failed"],
    [429, "failed"],
    [500, "failed"],
  ] as const)("reads the push service's %i as %s", async (status, outcome) => {
    const browser = browserSubscription();
    service.answer(pathOf(browser), status);
    expect(await createWebPushSender(TEST_VAPID, service.post).send(target(browser), "ready", OPTIONS)).toBe(outcome);
  });

  it("fails, without throwing, for keys the encryption refuses", async () => {
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await sender.send({ endpoint: "https://push.example.net/x", p256dh: "AAAA", auth: "AAAA" }, "ready", OPTIONS)).toBe("failed");
    expect(service.received).toHaveLength(0);
  });

  it("keeps a message within what every push service takes (4 KB)", () => {
    const longest = orderPushMessage.parse({
      type: "order-status",
      order: "c0ffee00-0000-4000-8000-000000000001",
      order_number: 2_147_483_647,
      status: "preparing",
      updated: new Date().toISOString(),
      final: false,
      lang: "zh-hans",
      url: "/zh-hans/order/c0ffee00-0000-4000-8000-000000000001/",
    });
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(3000);
  });
});

describe("the production post", () => {
  it.each([
    "https://127.0.0.1/push",
    "https://[::1]/push",
    "https://169.254.169.254/latest",
    "https://10.0.0.8/push",
    "http://push.example.net/x",
  ])("never reaches %s (a guest chooses the endpoint)", async (address) => {
    expect(await publicHttpsPost(new URL(address), { headers: {}, body: null })).toBe(400);
  });
});
