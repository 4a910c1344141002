/** @jest-environment node */
import type { OrderPushMessage } from "@/lib/api/schemas/push";
import type { PushTextsByLanguage } from "./order-notice";
import { orderNoticeOf, rememberOrderNotice } from "./order-notice-store";
import { memoryCaches, PUSH_ORDER_UUID as UUID } from "./test-fixtures";
import { openOrderFromNotification, showOrderPush } from "./worker-handlers";

const TEXTS: PushTextsByLanguage = {
  en: {
    title: "Your order",
    pending: "Order {number} has been received.",
    accepted: "Order {number} has been accepted.",
    preparing: "Order {number} is being prepared.",
    fulfilled: "Order {number} is ready.",
    canceled: "Order {number} has been canceled.",
    rejected: "Order {number} could not be accepted.",
  },
};
const message: OrderPushMessage = {
  type: "order-status",
  order: UUID,
  order_number: 7,
  status: "preparing",
  updated: "2026-11-29T06:30:00.000Z",
  final: false,
  lang: "en",
  url: `/en/order/${UUID}/`,
};
const notice = { venue: "Bahar", icon: "/icon.png", numbering: "latn", endpoint: "https://push.example.net/a" } as const;

describe("the worker's push handler (issue 29)", () => {
  it("shows the status under the venue the page kept, and keeps it for the next change", async () => {
    const caches = memoryCaches();
    await rememberOrderNotice(caches, UUID, notice);
    const show = jest.fn(async () => undefined);
    expect(await showOrderPush(message, { caches, texts: TEXTS, show })).toBe(true);
    expect(show).toHaveBeenCalledWith("Bahar", expect.objectContaining({ body: "Order 000007 is being prepared.", icon: "/icon.png" }));
    expect(await orderNoticeOf(caches, UUID)).toEqual(notice);
  });

  it("drops what the page kept with the order's last message", async () => {
    const caches = memoryCaches();
    await rememberOrderNotice(caches, UUID, notice);
    const show = jest.fn(async () => undefined);
    await showOrderPush({ ...message, status: "fulfilled", final: true }, { caches, texts: TEXTS, show });
    expect(show).toHaveBeenCalledWith("Bahar", expect.objectContaining({ body: "Order 000007 is ready." }));
    expect(await orderNoticeOf(caches, UUID)).toBeNull();
  });

  it("still shows the status when the page kept nothing; shows nothing for another message", async () => {
    const show = jest.fn(async () => undefined);
    await showOrderPush(message, { caches: memoryCaches(), texts: TEXTS, show });
    expect(show).toHaveBeenCalledWith("Your order", expect.objectContaining({ body: "Order 000007 is being prepared." }));
    show.mockClear();
    expect(await showOrderPush({ hello: "world" }, { caches: memoryCaches(), texts: TEXTS, show })).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });
});

describe("the worker's notificationclick handler", () => {
  const origin = "https://bahar.example";
  const tab = (path: string) => ({ url: `${origin}${path}`, focus: jest.fn(async () => undefined) });

  it("focuses the tab already on the order", async () => {
    const menu = tab("/en/home/");
    const order = tab(`/en/order/${UUID}/`);
    const open = jest.fn(async () => undefined);
    await openOrderFromNotification({ url: `/en/order/${UUID}/` }, { list: async () => [menu, order], open, origin });
    expect(order.focus).toHaveBeenCalled();
    expect(menu.focus).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens the live order screen when no tab is on it", async () => {
    const open = jest.fn(async () => undefined);
    await openOrderFromNotification({ url: `/ar/order/${UUID}/` }, { list: async () => [tab("/ar/home/")], open, origin });
    expect(open).toHaveBeenCalledWith(`${origin}/ar/order/${UUID}/`);
  });

  it("opens nothing for a notification without an address of this origin", async () => {
    const open = jest.fn(async () => undefined);
    for (const data of [null, {}, { url: "https://evil.example/" }, { url: "//evil.example/" }]) {
      await openOrderFromNotification(data, { list: async () => [], open, origin });
    }
    expect(open).not.toHaveBeenCalled();
  });
});
