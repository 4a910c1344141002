import { count, eq } from "drizzle-orm";
import { payments } from "../db/schema";
import { cake, draft, newKey, orderCount } from "../test/orders-test-kit";
import { insertOrder, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 8: "Origin: https://evil.example on the order POST makes payment_url and the
// gateway's return point at that host, with the payment reference and session token. Return URLs
// come from the venue's configured host or PUBLIC_URL, never from a request header."

const VENUE_HOST = "menu.test-venue.example";
const PARTNER_HOST = "menu.partner.example";
const EVIL = "https://evil.example";
const SANDBOX_PAGE = /^https:\/\/menu\.test-venue\.example\/backend\/sandbox\/pay\/[0-9a-f]{32}\/$/;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true });
  await api.importVenue(testVenue({ custom_domains: [VENUE_HOST, "test-venue.localhost"] }));
  await api.importVenue(partnerVenue({ custom_domains: [PARTNER_HOST] }));
}, 60_000);
afterAll(() => api.close());

const cardOrder = () => JSON.stringify(draft([cake()], { payment_type: "card" }));

async function post(host: string | null, path: string, body: string, headers: Record<string, string> = {}) {
  const init = { method: "POST", body, headers: { "Idempotency-Key": newKey(), ...headers } };
  const response = host ? await api.asHost(host).http(path, init) : await api.http(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function appOrigins(): Promise<(string | null)[]> {
  return (await api.db.select({ origin: payments.appOrigin }).from(payments)).map((row) => row.origin);
}

describe("the order's payment_url and return point", () => {
  it("refuses a card order sent with Origin: https://evil.example (403), writing nothing", async () => {
    const before = await orderCount(api);
    const answer = await post(VENUE_HOST, "/en/api/order/", cardOrder(), { Origin: EVIL });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain("evil");
    expect(await orderCount(api)).toBe(before);
  });

  it("puts payment_url and the return on the venue's own host, whatever Referer and Forwarded say", async () => {
    const answer = await post(VENUE_HOST, "/en/api/order/", cardOrder(), {
      Referer: `${EVIL}/pay-here`,
      Forwarded: "host=evil.example;proto=https",
      "X-Forwarded-Proto": "http",
    });
    expect(answer.status).toBe(201);
    expect(answer.body.payment_url).toMatch(SANDBOX_PAGE);
    const [row] = await api.db
      .select({ origin: payments.appOrigin })
      .from(payments)
      .where(eq(payments.orderUuid, String(answer.body.uuid)));
    expect(row?.origin).toBe(`https://${VENUE_HOST}`);
  });

  it("takes the venue's host with a same-site Origin, and plain http only for *.localhost names", async () => {
    const own = await post(VENUE_HOST, "/en/api/order/", cardOrder(), { Origin: `https://${VENUE_HOST}` });
    expect(own.body.payment_url).toMatch(SANDBOX_PAGE);
    const local = await post("test-venue.localhost:3000", "/en/api/order/", cardOrder());
    expect(local.body.payment_url).toMatch(/^http:\/\/test-venue\.localhost:3000\/backend\/sandbox\/pay\//);
  });

  it("refuses a card payment (400) on a host that is not the venue's own, while cash orders still go through", async () => {
    api.deps.settings.defaultLicense = "test-venue";
    try {
      const before = await orderCount(api);
      const card = await post("unclaimed.example", "/en/api/order/", cardOrder());
      expect(card.status).toBe(400);
      expect(card.body.errors).toEqual({ payment_type: ["Online card payment is not available on this address."] });
      expect(await orderCount(api)).toBe(before);
      const cash = await post("unclaimed.example", "/en/api/order/", JSON.stringify(draft([cake()])));
      expect(cash.status).toBe(201);
      expect(cash.body.payment_url).toBeNull();
    } finally {
      api.deps.settings.defaultLicense = null;
    }
    expect(
      (await appOrigins()).every((origin) => origin === `https://${VENUE_HOST}` || origin === "http://test-venue.localhost:3000"),
    ).toBe(true);
  });

  it("uses PUBLIC_URL when it is set", async () => {
    api.deps.settings.publicUrl = "https://orders.example.com";
    try {
      const answer = await post(VENUE_HOST, "/en/api/order/", cardOrder());
      expect(answer.body.payment_url).toMatch(/^https:\/\/orders\.example\.com\/backend\/sandbox\/pay\/[0-9a-f]{32}\/$/);
    } finally {
      api.deps.settings.publicUrl = null;
    }
  });
});

describe("the partner's full and split payments", () => {
  it("start on the venue's host, never Origin's; on a host the venue does not own they are refused", async () => {
    const uuid = await insertOrder(api.db);
    const evil = await post(
      PARTNER_HOST,
      "/iiko/af/payments/",
      JSON.stringify({ order_id: uuid, payment_options: "full", selected_language: "en" }),
      { Origin: EVIL },
    );
    expect(evil.status).toBe(403);
    const [started] = await api.db.select({ n: count() }).from(payments).where(eq(payments.orderUuid, uuid));
    expect(Number(started?.n)).toBe(0);
    const full = await post(
      PARTNER_HOST,
      "/iiko/af/payments/",
      JSON.stringify({ order_id: uuid, payment_options: "full", selected_language: "en" }),
      { Referer: EVIL },
    );
    expect(full.status).toBe(200);
    expect(full.body.payment_url).toMatch(/^https:\/\/menu\.partner\.example\/backend\/sandbox\/pay\/[0-9a-f]{32}\/$/);

    const other = await insertOrder(api.db);
    api.deps.settings.defaultLicense = "test-partner";
    try {
      const split = await post(
        "unclaimed.example",
        "/iiko/af/split-payments/create/",
        JSON.stringify({ order_id: other, split_amounts: [20, 23] }),
      );
      expect(split.status).toBe(200);
      const refused = await post(
        "unclaimed.example",
        "/iiko/af/payments/",
        JSON.stringify({ order_id: other, payment_options: "full", selected_language: "en" }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ payment_type: ["Online card payment is not available on this address."] });
    } finally {
      api.deps.settings.defaultLicense = null;
    }
    const [none] = await api.db.select({ n: count() }).from(payments).where(eq(payments.orderUuid, other));
    expect(Number(none?.n)).toBe(0);
  });
});
