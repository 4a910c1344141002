import { eq } from "drizzle-orm";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { orders } from "../db/schema";
import { insertOrder, listenOrder, PARTNER_LICENSE, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { TEST_SALT } from "../test/orders-test-kit";
import { setCommonOrder } from "./common-order";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue({ table_sections: [{ name: "Hall", tables: ["1", "2", "3"] }] }));
}, 60_000);
afterAll(() => api.close());

const token = (table: number) => encodeLocationToken("t", table, TEST_SALT) ?? "";
const flagOf = async (uuid: string) =>
  (await api.db.select({ flag: orders.commonOrder }).from(orders).where(eq(orders.uuid, uuid)))[0]?.flag;

describe("setCommonOrder: the POS takes a table's order over (000 and 001 section 8)", () => {
  it("sets the flag that /iiko/active-order/ and the order answer, and tells open order screens", async () => {
    const uuid = await insertOrder(api.db, { originLabel: "1" });
    const heard = await listenOrder(api.deps.events, uuid);
    await setCommonOrder(api.deps, { license: PARTNER_LICENSE, uuid: uuid.toUpperCase(), common: true });
    expect(await heard.update).toMatchObject({ uuid, status: "pending" });
    expect(await api.client.getActiveOrder(token(1), PARTNER_MENU_ID)).toEqual({ order_id: uuid, common_order: true });
    expect((await api.stranger.client.getOrder("ar", uuid)).common_order).toBe(true);

    await setCommonOrder(api.deps, { license: PARTNER_LICENSE, uuid, common: false });
    expect(await api.client.getActiveOrder(token(1), PARTNER_MENU_ID)).toEqual({ order_id: uuid, common_order: false });
  });

  it("refuses another venue's order as unknown and changes nothing", async () => {
    const uuid = await insertOrder(api.db, { originLabel: "2" });
    await expect(setCommonOrder(api.deps, { license: "test-venue", uuid, common: true })).rejects.toMatchObject({ status: 404 });
    await expect(setCommonOrder(api.deps, { license: "", uuid, common: true })).rejects.toMatchObject({ status: 404 });
    expect(await flagOf(uuid)).toBe(false);
  });

  it("refuses what is not an order uuid, and an unknown one", async () => {
    for (const uuid of ["", "1; drop table orders", "x".repeat(5_000), "00000000-0000-0000-0000-00000000000g"]) {
      await expect(setCommonOrder(api.deps, { license: PARTNER_LICENSE, uuid, common: true })).rejects.toMatchObject({ status: 400 });
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(setCommonOrder(api.deps, { license: PARTNER_LICENSE, uuid: unknown, common: true })).rejects.toMatchObject({
      status: 404,
    });
  });
});
