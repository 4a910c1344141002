import { isApiError } from "@/lib/api/errors";
import { DEVICE_KEY_HEADER, newDeviceKey } from "@/lib/api/device-key";
import { RATE_LIMITS, type RateLimits } from "../services/rate-limit";
import { cake, draft, newKey, orderCount, variantVenue } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import type { VenueFileInput } from "../venue/venue-file";
import { BAD_DEVICE_KEYS } from "./malformed-corpus-cases";

/**
 * Issue 25 item 5: everyone behind one IPv4 address (a venue's Wi-Fi, a carrier's NAT) shared 10
 * orders a minute across all venues, and IPv6 clients were counted per address, so 14 addresses of
 * one /64 placed 14 orders. With the production limits (RATE_LIMITS): 5 orders a minute per device
 * (X-Device-Key), 10 per address for calls without one, 300 per 5 minutes per address whatever the
 * device keys, 600 a minute per venue; an IPv6 client is its /64.
 */
const HOST = "menu.test-venue.example";
const TOO_MANY = { detail: "Too many requests. Please try again later." };
const INVALID_KEY = 'X-Device-Key must be the key the app made: 22 to 64 letters, digits, "-" or "_".';

const order = (api: TestApi, guest: Parameters<TestApi["asGuest"]>[0], headers: Record<string, string> = {}) =>
  api.asGuest({ host: HOST, ...guest }).http("/en/api/order/", {
    method: "POST",
    body: JSON.stringify(draft([cake()])),
    headers: { "Idempotency-Key": newKey("room"), ...headers },
  });

async function inTurn(times: number, call: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await call(i)).status);
  return statuses;
}

async function expectTooMany(response: Response, retryAfter: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toBe(retryAfter);
  expect(await response.json()).toEqual(TOO_MANY);
}

/** An API of its own per group, so that one group's orders never fill another's venue ceiling. */
function withApi(limits: Partial<RateLimits> = RATE_LIMITS, ...venues: VenueFileInput[]): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi({ limits });
    for (const venue of [testVenue(), ...venues]) await api.importVenue(venue);
  }, 60_000);
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error("The test API did not start.");
    return api;
  };
}

describe("one IPv4 address for a whole room, with the production limits", () => {
  const started = withApi();

  it("200 guests behind one address, each on their own phone, one order each: all placed", async () => {
    const api = started();
    const before = await orderCount(api);
    const outcomes: string[] = [];
    // Ten guests at a time tapping "Place order", through the typed client the guest app uses.
    for (let at = 0; at < 200; at += 10) {
      const batch = Array.from({ length: 10 }, async () => {
        const { client } = api.asGuest({ address: "203.0.113.7", deviceKey: newDeviceKey(), host: HOST });
        try {
          await client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("guest") });
          return "placed";
        } catch (error) {
          return isApiError(error) ? `refused ${error.status ?? "?"}` : "no answer";
        }
      });
      outcomes.push(...(await Promise.all(batch)));
    }
    expect(outcomes).toEqual(Array<string>(200).fill("placed"));
    expect(await orderCount(api)).toBe(before + 200);
  }, 120_000);

  it("one device is held to 5 orders a minute (Retry-After 60), and the others behind its address still order", async () => {
    const api = started();
    const phone = { address: "203.0.113.8", deviceKey: newDeviceKey() };
    const answers = await inTurn(5, () => order(api, phone));
    expect(answers).toEqual(Array<number>(5).fill(201));
    await expectTooMany(await order(api, phone), "60");
    expect((await order(api, { address: "203.0.113.8", deviceKey: newDeviceKey() })).status).toBe(201);
  });

  it("a script without a device key is held to 10 orders a minute per address", async () => {
    const api = started();
    const before = await orderCount(api);
    expect(await inTurn(10, () => order(api, { address: "203.0.113.9" }))).toEqual(Array<number>(10).fill(201));
    await expectTooMany(await order(api, { address: "203.0.113.9" }), "60");
    expect(await orderCount(api)).toBe(before + 10);
  });

  it("a malformed device key is a 400 naming the header and writes nothing", async () => {
    const api = started();
    const before = await orderCount(api);
    for (const [index, [what, value]] of BAD_DEVICE_KEYS.entries()) {
      const response = await order(api, { address: `203.0.113.${100 + index}` }, { [DEVICE_KEY_HEADER]: value });
      expect({ what, status: response.status, body: (await response.json()) as unknown }).toEqual({
        what,
        status: 400,
        body: { detail: "Invalid X-Device-Key header.", errors: { [DEVICE_KEY_HEADER]: [INVALID_KEY] } },
      });
    }
    expect(await orderCount(api)).toBe(before);
  });

  it("malformed device keys count as calls without one: the 11th in a minute is a 429", async () => {
    const api = started();
    const garbage = { [DEVICE_KEY_HEADER]: "not a key" };
    expect(await inTurn(10, () => order(api, { address: "203.0.113.11" }, garbage))).toEqual(Array<number>(10).fill(400));
    await expectTooMany(await order(api, { address: "203.0.113.11" }, garbage), "60");
  });
});

describe("a script on one address making up device keys, with the production limits", () => {
  const started = withApi();

  it("a script making up a device key per order stops at the address's 300 in 5 minutes (Retry-After 300), for every device there", async () => {
    const api = started();
    const script = (i: number) => order(api, { address: "198.51.100.66", deviceKey: `script-key-${String(i).padStart(12, "0")}` });
    const answers = await inTurn(300, script);
    expect(answers.filter((status) => status !== 201)).toEqual([]);
    await expectTooMany(await script(300), "300");
    await expectTooMany(await order(api, { address: "198.51.100.66", deviceKey: newDeviceKey() }), "300");
    await expectTooMany(await order(api, { address: "198.51.100.66" }), "300");
    expect((await order(api, { address: "198.51.100.67", deviceKey: newDeviceKey() })).status).toBe(201);
  }, 120_000);
});

describe("IPv6: a subscriber's /64 is one client, with the production limits", () => {
  const started = withApi();

  it("14 addresses of one /64 without a device key are held like one address: 10 orders, then 429; the next /64 still orders", async () => {
    const api = started();
    const addresses = Array.from({ length: 14 }, (_, i) => `2001:db8:25:6400:${(i * 4099).toString(16)}:0:${i}:1`);
    addresses[12] = "2001:0DB8:0025:6400::e";
    addresses[13] = "2001:db8:25:6400:ffff:ffff:ffff:ffff";
    const answers = await inTurn(14, (i) => order(api, { address: addresses[i] ?? "" }));
    expect(answers).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(429)]);
    expect((await order(api, { address: "2001:db8:25:6401::1" })).status).toBe(201);
  });

  it("other calls count per /64 too: 20 coupon look-ups from 20 addresses of one /64, then 429", async () => {
    const api = started();
    const lookUp = (i: number) => api.asGuest({ address: `2001:db8:26:1:${i.toString(16)}::1` }).http("/en/api/coupon/100/NOPE/");
    expect(await inTurn(20, lookUp)).not.toContain(429);
    await expectTooMany(await lookUp(20), "60");
  });
});

describe("a venue's ceiling (3 a minute here) leaves other venues alone", () => {
  const OTHER = "menu.other-venue.example";
  const started = withApi(
    { ...RATE_LIMITS, "order-venue": { limit: 3, windowMs: 60_000 } },
    variantVenue(160, {}, { custom_domains: [OTHER] }),
  );

  it("guests on different addresses and devices place 3 orders at one venue, then 429; the other venue still orders", async () => {
    const api = started();
    const guest = (i: number) => ({ address: `192.0.2.${i + 1}`, deviceKey: newDeviceKey() });
    expect(await inTurn(3, (i) => order(api, guest(i)))).toEqual([201, 201, 201]);
    await expectTooMany(await order(api, guest(3)), "60");
    const elsewhere = await api.asGuest({ ...guest(4), host: OTHER }).http("/en/api/order/", {
      method: "POST",
      body: JSON.stringify(draft([cake()], { menu: 160 })),
      headers: { "Idempotency-Key": newKey("elsewhere") },
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe("the calls after ordering, for a room behind one address (payment status here)", () => {
  const started = withApi({ ...RATE_LIMITS, "guest-address": { limit: 100, windowMs: 300_000 } });
  const status = (api: TestApi, guest: Parameters<TestApi["asGuest"]>[0]) =>
    api.asGuest({ host: HOST, ...guest }).http(`/en/paytabs/status/${crypto.randomUUID()}/`, { method: "POST", body: "{}" });

  it("40 phones behind one address each check twice: none is refused, while one phone alone is held to 30 a minute", async () => {
    const api = started();
    const phones = Array.from({ length: 40 }, () => ({ address: "203.0.113.40", deviceKey: newDeviceKey() }));
    const answers = await inTurn(80, (i) => status(api, phones[i % 40] ?? { address: "203.0.113.40" }));
    expect(answers).not.toContain(429);
    const one = { address: "203.0.113.41", deviceKey: newDeviceKey() };
    expect(await inTurn(30, () => status(api, one))).not.toContain(429);
    await expectTooMany(await status(api, one), "60");
  }, 60_000);

  it("a script making up a device key per call stops at the address's guest ceiling (100 in 5 minutes here)", async () => {
    const api = started();
    const script = (i: number) => status(api, { address: "198.51.100.70", deviceKey: `script-key-${String(i).padStart(12, "0")}` });
    expect(await inTurn(100, script)).not.toContain(429);
    await expectTooMany(await script(100), "300");
    expect((await status(api, { address: "198.51.100.71", deviceKey: newDeviceKey() })).status).not.toBe(429);
  }, 60_000);
});
