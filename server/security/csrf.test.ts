import { count, eq } from "drizzle-orm";
import { feedbackSubmissions, lineItems, orders, payments } from "../db/schema";
import { answerPage, orderWithPayment } from "../test/payments-fixtures";
import { cake, draft, newKey, orderCount } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 15: "the JSON API accepts text/plain bodies, so a cross-site form POST creates
// orders. Accept only application/json on state-changing calls, and check Origin against the
// venue's hosts." A page of another site can post a form without a preflight in three encodings:
// text/plain, application/x-www-form-urlencoded and multipart/form-data.

const HOST = "menu.test-venue.example";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const venue = () => api.asHost(HOST);
const order = () => JSON.stringify(draft([cake()]));

async function written(): Promise<number[]> {
  const [lines] = await api.db.select({ n: count() }).from(lineItems);
  const [answers] = await api.db.select({ n: count() }).from(feedbackSubmissions);
  const [started] = await api.db.select({ n: count() }).from(payments);
  return [await orderCount(api), Number(lines?.n), Number(answers?.n), Number(started?.n)];
}

async function refused(response: Response, status: number, detail: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toEqual({ detail });
}

// First, while the order numbers the payment fixture counts from are free.
describe("the sandbox gateway's own form post", () => {
  it("still takes Pay as application/x-www-form-urlencoded from its page, but not from another site", async () => {
    const payment = await orderWithPayment(api);
    const evil = await api.http(`/sandbox/pay/${payment.reference}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ action: "pay" }).toString(),
    });
    expect(evil.status).toBe(403);
    const [pending] = await api.db.select({ status: payments.status }).from(payments).where(eq(payments.reference, payment.reference));
    expect(pending?.status).toBe("PENDING");
    const paid = await answerPage(api, payment.reference, "pay");
    expect(paid.status).toBe(303);
  });
});

describe("state-changing calls take application/json only (415)", () => {
  it.each([
    ["text/plain", "text/plain"],
    ["text/plain;charset=UTF-8", "text/plain;charset=UTF-8"],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
    ["multipart/form-data", "multipart/form-data; boundary=x"],
    ["no Content-Type at all", ""],
  ])("refuses an order posted as %s, writing nothing", async (_case, contentType) => {
    const before = await written();
    const response = await venue().http("/en/api/order/", {
      method: "POST",
      body: order(),
      headers: { "Content-Type": contentType, "Idempotency-Key": newKey() },
    });
    await refused(response, 415, "Content-Type must be application/json.");
    expect(await written()).toEqual(before);
  });

  it("refuses a text/plain PATCH, feedback submission and partner call too", async () => {
    const uuid = (await venue().client.createOrder("en", draft([cake()]), { idempotencyKey: newKey() })).uuid;
    const before = await written();
    const plain = (path: string, method: string, body: unknown) =>
      venue().http(path, { method, body: JSON.stringify(body), headers: { "Content-Type": "text/plain" } });
    await refused(await plain(`/en/api/order/${uuid}/`, "PATCH", { line_items: [cake()] }), 415, "Content-Type must be application/json.");
    await refused(
      await plain("/en/api/submission/", "POST", { feedback_id: 5, submission: { comment: "x" } }),
      415,
      "Content-Type must be application/json.",
    );
    await refused(
      await plain("/iiko/tips/loyalty/promotions/", "POST", { order_uuid: uuid, tips_amount: 100 }),
      415,
      "Content-Type must be application/json.",
    );
    expect(await written()).toEqual(before);
  });

  it("takes application/json with a charset, and GETs of any type", async () => {
    const response = await venue().http("/en/api/order/", {
      method: "POST",
      body: order(),
      headers: { "Content-Type": "application/json; charset=utf-8", "Idempotency-Key": newKey() },
    });
    expect(response.status).toBe(201);
    const read = await venue().http(`/en/api/order/${String(((await response.json()) as { uuid: string }).uuid)}/`, {
      headers: { "Content-Type": "text/plain" },
    });
    expect(read.status).toBe(200);
  });
});

describe("an Origin that is not the venue's host is refused (403)", () => {
  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike subdomain", `https://${HOST}.evil.example`],
    ["an opaque origin", "null"],
    ["the right name on another port", `https://${HOST}:8443`],
  ])("refuses a JSON order from %s, writing nothing", async (_case, origin) => {
    const before = await written();
    const response = await venue().http("/en/api/order/", {
      method: "POST",
      body: order(),
      headers: { Origin: origin, "Idempotency-Key": newKey() },
    });
    await refused(response, 403, "Cross-origin request refused: the calling page is not on this venue's address.");
    expect(await written()).toEqual(before);
  });

  it("takes the venue's own page (same host), and calls without Origin (the guest app's server)", async () => {
    const own = await venue().http("/en/api/order/", {
      method: "POST",
      body: order(),
      headers: { Origin: `https://${HOST}`, "Idempotency-Key": newKey() },
    });
    expect(own.status).toBe(201);
    const server = await venue().http("/en/api/order/", { method: "POST", body: order(), headers: { "Idempotency-Key": newKey() } });
    expect(server.status).toBe(201);
  });
});

describe("nothing else was written by the refused calls", () => {
  it("holds only the orders the accepted calls made", async () => {
    const [rows] = await api.db.select({ n: count() }).from(orders);
    // One order for the PATCH test, one for the charset test, two accepted ones, one with the sandbox payment.
    expect(Number(rows?.n)).toBe(5);
  });
});
