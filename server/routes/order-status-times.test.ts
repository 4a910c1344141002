import { changeOrderStatus } from "../services/order-status";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, draft, newKey } from "../test/orders-test-kit";

// Issue 28: the order answer says when the order reached each status, for the tracker's step times.
let api: TestApi;
let now = new Date("2026-11-28T10:00:00.000Z");
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

describe("status_changes of GET /{lang}/api/order/{uuid}/", () => {
  it("starts with pending at the order's creation and adds each change with the venue API's clock", async () => {
    const { uuid } = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("status-times") });
    const created = (await api.client.getOrder("en", uuid)).created;
    expect((await api.client.getOrder("en", uuid)).status_changes).toEqual([{ status: "pending", at: created }]);

    now = new Date("2026-11-28T10:02:00.000Z");
    await changeOrderStatus(api.deps, uuid, "accepted");
    now = new Date("2026-11-28T10:09:00.000Z");
    await changeOrderStatus(api.deps, uuid, "preparing");

    const order = await api.client.getOrder("en", uuid);
    expect(order.status).toBe("preparing");
    expect(order.status_changes).toEqual([
      { status: "pending", at: created },
      { status: "accepted", at: "2026-11-28T10:02:00.000Z" },
      { status: "preparing", at: "2026-11-28T10:09:00.000Z" },
    ]);
  });

  it("keeps the changes of a refused status change out", async () => {
    const { uuid } = await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("status-times") });
    await changeOrderStatus(api.deps, uuid, "rejected");
    await expect(changeOrderStatus(api.deps, uuid, "accepted")).rejects.toThrow(/cannot become accepted/);
    expect((await api.client.getOrder("en", uuid)).status_changes.map((change) => change.status)).toEqual(["pending", "rejected"]);
  });
});
