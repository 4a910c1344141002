/** @jest-environment node */
import { endpointInUse, forgetOrderNotice, orderNoticeOf, rememberOrderNotice } from "./order-notice-store";
import { memoryCaches } from "./test-fixtures";

const notice = {
  venue: "Bahar",
  icon: "/backend/en/menus/manifest/bahar/icons/apple-touch-icon-192x192.png",
  numbering: "arab",
  endpoint: "https://push.example.net/a",
} as const;

describe("what the order screen keeps for the worker (issue 29)", () => {
  it("keeps, reads and forgets an order's entry, whatever the uuid's case", async () => {
    const storage = memoryCaches();
    await rememberOrderNotice(storage, "ABC-1", notice);
    expect(await orderNoticeOf(storage, "abc-1")).toEqual(notice);
    await forgetOrderNotice(storage, "abc-1");
    expect(await orderNoticeOf(storage, "abc-1")).toBeNull();
  });

  it("reads an entry it did not write as none", async () => {
    const storage = memoryCaches();
    await (await storage.open("carte-push")).put("/carte-push/order/x/", new Response("not json"));
    expect(await orderNoticeOf(storage, "x")).toBeNull();
  });

  it("tells whether another order still uses a subscription", async () => {
    const storage = memoryCaches();
    await rememberOrderNotice(storage, "one", notice);
    await rememberOrderNotice(storage, "two", { ...notice, endpoint: "https://push.example.net/b" });
    expect(await endpointInUse(storage, notice.endpoint)).toBe(true);
    await forgetOrderNotice(storage, "one");
    expect(await endpointInUse(storage, notice.endpoint)).toBe(false);
    expect(await endpointInUse(storage, "https://push.example.net/b")).toBe(true);
  });
});
