import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { answerPage, orderWithPayment, useProvider } from "../test/payments-fixtures";
import { readEvents } from "../test/sse-client";
import { cake, draft, newKey, postOrder } from "../test/orders-test-kit";

/**
 * Issue 27 item 3: /backend/metrics answers only the holder of METRICS_TOKEN, in Prometheus's text
 * format, and its counters move with what happens: orders, payments, rate-limit refusals, streams.
 */
const TOKEN = "metrics-token-for-tests-0123456789abcdef";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ metricsToken: TOKEN, limits: { coupon: { limit: 1, windowMs: 60_000 } } });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

async function scrape(): Promise<string> {
  const response = await api.http("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** A sample's value in Prometheus's text format; 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function change(series: string, act: () => Promise<unknown>): Promise<number> {
  const before = sample(await scrape(), series);
  await act();
  return sample(await scrape(), series) - before;
}

describe("GET /backend/metrics", () => {
  it("refuses without the token, with another token, and with a token in the query", async () => {
    for (const init of [
      {},
      { headers: { Authorization: "Bearer wrong-token-of-the-same-kind-0123456789" } },
      { headers: { Authorization: TOKEN } },
    ]) {
      const response = await api.http("/metrics", init);
      expect(response.status).toBe(401);
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.text()).not.toContain("carte_");
    }
    expect((await api.http(`/metrics?token=${TOKEN}`)).status).toBe(401);
  });

  it("is not there at all while METRICS_TOKEN is unset", async () => {
    const unset = await startTestApi();
    try {
      const response = await unset.http("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found." });
    } finally {
      await unset.close();
    }
  }, 60_000);

  it("answers the token's holder in Prometheus's text format, with the process's own metrics", async () => {
    const response = await api.http("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("# TYPE carte_http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE carte_event_streams_open gauge");
    expect(text).toContain("process_cpu_seconds_total");
  });
});

describe("the counters move with what happens", () => {
  // First: the payment fixture numbers its orders from 1, beside none the API made.
  it("a payment counts by its outcome: paid, failed", async () => {
    await useProvider(api, "stripe");
    const paid = await orderWithPayment(api);
    expect(await change('carte_payments_total{outcome="paid"}', () => answerPage(api, paid.reference, "pay"))).toBe(1);
    // A second answer to the same payment changes nothing, and counts nothing.
    expect(await change('carte_payments_total{outcome="paid"}', () => answerPage(api, paid.reference, "pay"))).toBe(0);
    const declined = await orderWithPayment(api);
    expect(await change('carte_payments_total{outcome="failed"}', () => answerPage(api, declined.reference, "decline"))).toBe(1);
  });

  it("an order created counts once by its type; its replay does not", async () => {
    const key = newKey();
    const order = () => postOrder(api, draft([cake()], { order_type: "takeaway" }), { "Idempotency-Key": key });
    expect(await change('carte_orders_created_total{order_type="takeaway"}', order)).toBe(1);
    expect(await change('carte_orders_created_total{order_type="takeaway"}', order)).toBe(0);
  });

  it("a request's duration is observed under its route pattern and status class", async () => {
    const series = 'carte_http_request_duration_seconds_count{method="GET",route="/backend/:lang/api/order/:id",status_class="4xx"}';
    const read = () => api.http("/en/api/order/00000000-0000-4000-8000-000000000000/");
    expect(await change(series, read)).toBe(1);
  });

  it("a rate-limit refusal counts under its bucket", async () => {
    const coupon = () => api.asGuest({ address: "203.0.113.77" }).http("/en/api/coupon/100/NOPE/");
    await coupon();
    let refused: Response | null = null;
    const moved = await change('carte_rate_limit_refusals_total{bucket="coupon"}', async () => {
      refused = await coupon();
    });
    expect((refused as Response | null)?.status).toBe(429);
    expect(moved).toBe(1);
  });

  it("an open event stream is in the gauge while it is open", async () => {
    const created = await postOrder(api, draft([cake()]), { "Idempotency-Key": newKey() });
    const before = sample(await scrape(), "carte_event_streams_open");
    const controller = new AbortController();
    const response = await fetch(`${api.baseUrl}/en/api/order/${String(created.body.uuid)}/events/`, { signal: controller.signal });
    const stream = readEvents(response.body ?? new ReadableStream());
    await stream.next();
    expect(sample(await scrape(), "carte_event_streams_open")).toBe(before + 1);
    controller.abort();
    await stream.cancel();
  });
});
