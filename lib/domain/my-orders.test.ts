import { forgetOrder, MY_ORDERS_LIMIT, readRememberedOrders, recentOrders, rememberOrder, type RememberedOrder } from "./my-orders";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const A = "8f14e45f-ceea-467f-a0e6-3bb7c6a5a0a1";
const B = "c9f0f895-fb98-4b91-8d0a-1b2c3d4e5f60";

describe("my orders on this device (issue 16)", () => {
  it("puts a new order first and keeps one entry per uuid", () => {
    const first = rememberOrder([], A, NOW - 60_000);
    const both = rememberOrder(first, B, NOW);
    expect(both).toEqual([
      { uuid: B, placedAt: NOW },
      { uuid: A, placedAt: NOW - 60_000 },
    ]);
    expect(rememberOrder(both, A, NOW + 1000).map((order) => order.uuid)).toEqual([A, B]);
  });

  it("keeps the 20 most recent", () => {
    let orders: RememberedOrder[] = [];
    for (let index = 0; index < 25; index += 1) orders = rememberOrder(orders, `order-${index}`, NOW + index);
    expect(orders).toHaveLength(MY_ORDERS_LIMIT);
    expect(orders[0]?.uuid).toBe("order-24");
    expect(orders.at(-1)?.uuid).toBe("order-5");
  });

  it("drops orders placed more than 30 days ago", () => {
    const orders = [
      { uuid: A, placedAt: NOW - 30 * DAY },
      { uuid: B, placedAt: NOW - 30 * DAY - 1 },
    ];
    expect(recentOrders(orders, NOW)).toEqual([{ uuid: A, placedAt: NOW - 30 * DAY }]);
  });

  it("forgets an order the venue API no longer answers for", () => {
    expect(forgetOrder(rememberOrder(rememberOrder([], A, NOW), B, NOW), A)).toEqual([{ uuid: B, placedAt: NOW }]);
  });

  it("does not remember an id that cannot go into a path", () => {
    expect(rememberOrder([], "../admin", NOW)).toEqual([]);
  });

  it("reads storage tolerantly: damaged entries are dropped", () => {
    expect(readRememberedOrders("nonsense")).toEqual([]);
    expect(
      readRememberedOrders([{ uuid: A, placedAt: NOW }, { uuid: "a/b", placedAt: NOW }, { uuid: B }, null, { uuid: B, placedAt: "x" }]),
    ).toEqual([{ uuid: A, placedAt: NOW }]);
  });
});

describe("an order placed after the list was read (a screen left open)", () => {
  it("is kept, first", () => {
    expect(
      recentOrders(
        [
          { uuid: A, placedAt: NOW - DAY },
          { uuid: B, placedAt: NOW + 60_000 },
        ],
        NOW,
      ).map((order) => order.uuid),
    ).toEqual([B, A]);
  });
});
