import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { newDeviceKey } from "@/lib/api/device-key";
import { orders } from "../db/schema";
import { cake, draft, newKey } from "../test/orders-test-kit";
import { createRedisRateLimiter, RATE_LIMITS, type RateLimiter } from "../services/rate-limit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { redisAnswers, TEST_REDIS_URL } from "../test/redis";

/**
 * Issue 10 item 16: limits were per process and keyed on the first X-Forwarded-For entry, so a fresh
 * header per request bypassed them, and orders, PATCH, receipts and payments had none. Here with the
 * production limits (RATE_LIMITS): orders without a device key 10, PATCH 20, receipts 10, payment
 * status 30, payment start 10 per client per minute. Orders of guests' devices and of whole rooms
 * behind one address: room-rate-limits.test.ts.
 */
const TOO_MANY = { detail: "Too many requests. Please try again later." };

/**
 * The trusted server in front (scripts/start.mts): it overwrites X-Forwarded-For with the address it
 * saw, whatever the guest sent, and passes the call on.
 */
async function trustedFront(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
      headers.set("x-forwarded-for", request.socket.remoteAddress ?? "unknown");
      headers.delete("host");
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${request.url ?? ""}`, { method: request.method, headers, body })
        .then(async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const orderCount = async (api: TestApi) => (await api.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", ...headers },
});

async function statuses(times: number, call: (i: number) => Promise<Response>): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await call(i));
  return answers;
}

async function expectTooMany(response: Response | undefined) {
  expect(response?.status).toBe(429);
  expect(response?.headers.get("retry-after")).toBe("60");
  expect(await response?.json()).toEqual(TOO_MANY);
}

describe("rate limits with the production limits", () => {
  let api: TestApi;
  let front: { url: string; server: Server };
  beforeAll(async () => {
    api = await startTestApi({ limits: RATE_LIMITS });
    await api.importVenue(testVenue());
    front = await trustedFront(api.baseUrl);
  }, 60_000);
  afterAll(async () => {
    front.server.close();
    await api.close();
  });

  it("a forged X-Forwarded-For per request does not bypass the order limit behind the trusted front; the 11th is 429 and writes nothing", async () => {
    const before = await orderCount(api);
    const answers = await statuses(11, (i) =>
      fetch(
        `${front.url}/en/api/order/`,
        json("POST", draft([cake()]), { "Idempotency-Key": newKey("flood"), "X-Forwarded-For": `10.0.${i}.1` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(201), 429]);
    await expectTooMany(answers[10]);
    expect(await orderCount(api)).toBe(before + 10);
  });

  it("orders are limited per client: another guest still orders", async () => {
    const other = await api.http(
      "/en/api/order/",
      json("POST", draft([cake()]), { "Idempotency-Key": newKey("other"), "X-Forwarded-For": "192.0.2.77" }),
    );
    expect(other.status).toBe(201);
  });

  it("PATCH: 20 a minute, then 429", async () => {
    const guest = { "X-Forwarded-For": "192.0.2.20" };
    const { uuid } = (await (
      await api.http("/en/api/order/", json("POST", draft([cake()]), { "Idempotency-Key": newKey("p"), ...guest }))
    ).json()) as { uuid: string };
    const answers = await statuses(21, () => api.http(`/en/api/order/${uuid}/`, json("PATCH", { line_items: [cake()] }, guest)));
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    await expectTooMany(answers[20]);
  });

  it("receipt PDF: 10 a minute, then 429", async () => {
    const guest = { "X-Forwarded-For": "192.0.2.30" };
    const { uuid } = (await (
      await api.http("/en/api/order/", json("POST", draft([cake()]), { "Idempotency-Key": newKey("r"), ...guest }))
    ).json()) as { uuid: string };
    const answers = await statuses(11, () => api.http(`/en/orders/${uuid}/print/order.pdf`, { headers: guest }));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    await expectTooMany(answers[10]);
  });

  it("payment status: 30 a minute; payment start: 10 a minute; counted before the body is read", async () => {
    const guest = { "X-Forwarded-For": "192.0.2.40" };
    const status = await statuses(31, () => api.http(`/en/paytabs/status/${randomUUID()}/`, json("POST", {}, guest)));
    expect(status.slice(0, 30).some((answer) => answer.status === 429)).toBe(false);
    await expectTooMany(status[30]);
    const start = await statuses(11, () =>
      api.http("/iiko/af/payments/", json("POST", { order_id: randomUUID(), payment_options: "full", selected_language: "en" }, guest)),
    );
    expect(start.slice(0, 10).some((answer) => answer.status === 429)).toBe(false);
    await expectTooMany(start[10]);
  });
});

describe("rate limits on Redis (REDIS_URL): two API instances share one budget", () => {
  let redisUp = false;
  const apis: TestApi[] = [];
  const limiters: RateLimiter[] = [];
  beforeAll(async () => {
    redisUp = await redisAnswers();
    if (!redisUp) {
      console.warn(`Skipping the shared-limit test: no Redis answers at ${TEST_REDIS_URL}.`);
      return;
    }
    const prefix = `carte-test:${randomUUID()}:`;
    for (let i = 0; i < 2; i += 1) {
      const limiter = createRedisRateLimiter(TEST_REDIS_URL, RATE_LIMITS, prefix);
      limiters.push(limiter);
      const api = await startTestApi({ rateLimiter: limiter });
      await api.importVenue(testVenue());
      apis.push(api);
    }
  }, 120_000);
  afterAll(async () => {
    for (const api of apis) await api.close();
    for (const limiter of limiters) await limiter.close();
  });

  it("10 orders from one client across both instances, then the 11th is 429 on either", async () => {
    if (!redisUp) return;
    const guest = { "X-Forwarded-For": "192.0.2.50" };
    const answers = await statuses(10, (i) =>
      (apis[i % 2] as TestApi).http("/en/api/order/", json("POST", draft([cake()]), { "Idempotency-Key": newKey("redis"), ...guest })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201));
    for (const api of apis) {
      await expectTooMany(
        await api.http("/en/api/order/", json("POST", draft([cake()]), { "Idempotency-Key": newKey("redis"), ...guest })),
      );
    }
  });

  it("one device's 5 orders a minute count across both instances; the 6th is 429 on either (issue 25)", async () => {
    if (!redisUp) return;
    const phone = { address: "192.0.2.51", deviceKey: newDeviceKey() };
    const place = (api: TestApi) =>
      api.asGuest(phone).http("/en/api/order/", json("POST", draft([cake()]), { "Idempotency-Key": newKey("redis-device") }));
    const answers = await statuses(5, (i) => place(apis[i % 2] as TestApi));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(5).fill(201));
    for (const api of apis) await expectTooMany(await place(api));
  });
});
