/** @jest-environment jsdom */
import { forgetMyOrder, myOrdersKey, readMyOrders, rememberMyOrder, subscribeMyOrders } from "./my-orders-storage";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const A = "8f14e45f-ceea-467f-a0e6-3bb7c6a5a0a1";
const B = "c9f0f895-fb98-4b91-8d0a-1b2c3d4e5f60";

describe("my orders storage (issue 16)", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps each venue's orders under its own licence", () => {
    rememberMyOrder("9530", A, NOW);
    rememberMyOrder("9531", B, NOW);
    expect(readMyOrders("9530", NOW)).toEqual([{ uuid: A, placedAt: NOW }]);
    expect(readMyOrders("9531", NOW)).toEqual([{ uuid: B, placedAt: NOW }]);
    expect(JSON.parse(window.localStorage.getItem(myOrdersKey("9530")) ?? "null")).toEqual([{ uuid: A, placedAt: NOW }]);
  });

  it("forgets one order and tells the subscribers", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeMyOrders(listener);
    rememberMyOrder("9530", A, NOW);
    rememberMyOrder("9530", B, NOW + 1);
    forgetMyOrder("9530", A);
    expect(readMyOrders("9530", NOW + 1)).toEqual([{ uuid: B, placedAt: NOW + 1 }]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    rememberMyOrder("9530", A, NOW);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("reads a damaged entry as no orders", () => {
    window.localStorage.setItem(myOrdersKey("9530"), "{not json");
    expect(readMyOrders("9530", NOW)).toEqual([]);
    rememberMyOrder("9530", A, NOW);
    expect(readMyOrders("9530", NOW)).toEqual([{ uuid: A, placedAt: NOW }]);
  });
});
