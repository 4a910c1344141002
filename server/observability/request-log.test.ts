import type { Logger } from "pino";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, newKey, postOrder } from "../test/orders-test-kit";
import { createLogger } from "./logger";

/**
 * Issue 27 item 3: one JSON line per venue API request, with its id, venue, method, route pattern,
 * status and duration, and nothing a guest sent: hostile values in the body, query, cookies and
 * headers must not reach the line.
 */
const lines: Record<string, unknown>[] = [];
const logger: Logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ logger, defaultLicense: "test-venue" });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  lines.length = 0;
});

const HOSTILE = {
  name: "Amal Hostilename",
  phone: "+971509998877",
  email: "amal.hostile@example.com",
  query: "querysecret4711",
  cookie: "cookiesecret4712",
  orderKey: "orderkeysecret4713",
  bearer: "bearersecret4714",
  otp: "493817",
};

function expectNoSecrets(text: string, also: string[] = []) {
  for (const secret of [...Object.values(HOSTILE), ...also]) expect(text).not.toContain(secret);
}

describe("request logs of the venue API", () => {
  it("an order: one line with the fields, none of the guest's data, the token or the query", async () => {
    const place = atPlace("t", 3);
    const body = draft([cake()], { ...place, customer_name: HOSTILE.name, phone: HOSTILE.phone, email: HOSTILE.email });
    const response = await api.http(`/en/api/order/?token=${HOSTILE.query}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "Idempotency-Key": newKey(),
        Cookie: `session=${HOSTILE.cookie}`,
        "X-Order-Key": HOSTILE.orderKey,
        Authorization: `Bearer ${HOSTILE.bearer}`,
      },
    });
    expect([response.status, response.status === 201 ? "" : await response.clone().text()]).toEqual([201, ""]);
    const { uuid } = (await response.json()) as { uuid: string };
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: "request",
      kind: "api",
      licence: "test-venue",
      method: "POST",
      route: "/backend/:lang/api/order",
      status: 201,
      req_id: response.headers.get("x-request-id"),
    });
    expect(typeof line?.time).toBe("string");
    expect(new Date(String(line?.time)).getTime()).not.toBeNaN();
    expect(typeof line?.duration_ms).toBe("number");
    expectNoSecrets(JSON.stringify(line), [uuid, place.location_token ?? "", "Idempotency"]);
  });

  it("a read of an order: the route pattern, never its uuid", async () => {
    const created = await postOrder(api, draft([cake()]), { "Idempotency-Key": newKey() });
    const uuid = String(created.body.uuid);
    lines.length = 0;
    const response = await api.http(`/en/api/order/${uuid}/?phone=${HOSTILE.phone}`);
    expect(response.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", route: "/backend/:lang/api/order/:id", status: 200 });
    expectNoSecrets(JSON.stringify(lines[0]), [uuid]);
  });

  it("a wallet OTP and a refused call: the pattern and the status, not the OTP or the phone", async () => {
    const response = await api.http(`/iiko/af/blue/${HOSTILE.phone}/`, {
      method: "POST",
      body: JSON.stringify({ otp: HOSTILE.otp, phone: HOSTILE.phone, name: HOSTILE.name }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "POST", route: "/backend/iiko/af/blue/:id", status: response.status });
    expectNoSecrets(JSON.stringify(lines[0]));
  });

  it("an unknown path is 'unmatched', whatever it holds", async () => {
    const response = await api.http(`/${HOSTILE.email}/${HOSTILE.otp}/`);
    expect(response.status).toBe(404);
    expect(lines[0]).toMatchObject({ route: "unmatched", status: 404 });
    expectNoSecrets(JSON.stringify(lines[0]));
  });

  it("adopts a well-formed X-Request-Id and echoes it; a malformed one is replaced", async () => {
    const adopted = await api.http("/health", { headers: { "X-Request-Id": "0123456789abcdef0123456789abcdef" } });
    expect(adopted.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
    expect(lines[0]).toMatchObject({ req_id: "0123456789abcdef0123456789abcdef", route: "/backend/health" });
    const hostile = `id ${HOSTILE.name} "}`;
    const replaced = await api.http("/health", { headers: { "X-Request-Id": hostile } });
    const id = replaced.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]).toMatchObject({ req_id: id });
    expectNoSecrets(JSON.stringify(lines[1]));
  });

  it("a catalogue read names the venue by the licence it answered for", async () => {
    const response = await api.http("/en/api/menu_language/test-venue/");
    expect(response.status).toBe(200);
    expect(lines[0]).toMatchObject({ licence: "test-venue", route: "/backend/en/api/menu_language/:license" });
  });
});
