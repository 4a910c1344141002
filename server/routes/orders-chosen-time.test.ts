import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, draft, newKey, orderCount, postOrder } from "../test/orders-test-kit";

// The venue API holds a chosen delivery_datetime against its own clock, as the checkout form does
// (lib/domain/checkout-fields.ts): a time more than a minute past is refused, whatever the client says.
// Monday 2 June 2025, 12:00 in Dubai (08:00Z), with the fixture open around the clock.
let now = new Date("2025-06-02T08:00:00Z");
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const at = (iso: string) => draft([cake()], { delivery_datetime: iso });

it("refuses a time that has passed, with the field named, and writes nothing", async () => {
  const before = await orderCount(api);
  const response = await postOrder(api, at("2025-06-02T07:58:00.000Z"), { "Idempotency-Key": newKey("past") });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ errors: { delivery_datetime: ["The chosen date and time have passed."] } });
  expect(await orderCount(api)).toBe(before);
});

it("takes the current minute and any later time", async () => {
  for (const iso of ["2025-06-02T07:59:30.000Z", "2025-06-02T08:30:00.000Z"]) {
    expect((await postOrder(api, at(iso), { "Idempotency-Key": newKey("chosen") })).status).toBe(201);
  }
});

it("answers a retry of an order taken before its time passed, instead of refusing it", async () => {
  now = new Date("2025-06-02T08:00:00Z");
  const key = newKey("retry");
  const first = await postOrder(api, at("2025-06-02T08:15:00.000Z"), { "Idempotency-Key": key });
  expect(first.status).toBe(201);
  now = new Date("2025-06-02T09:00:00Z");
  const retry = await postOrder(api, at("2025-06-02T08:15:00.000Z"), { "Idempotency-Key": key });
  expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
  expect(retry.body.uuid).toBe(first.body.uuid);
  // A new order for that time, now past, is refused.
  expect((await postOrder(api, at("2025-06-02T08:15:00.000Z"), { "Idempotency-Key": newKey("late") })).status).toBe(400);
});
