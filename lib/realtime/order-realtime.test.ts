import { orderEventsPath, parseOrderUpdate } from "./order-realtime";

describe("parseOrderUpdate", () => {
  const update = { uuid: "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", status: "accepted", updated: "2026-03-01T10:00:00.000Z" };

  it("reads the JSON text of an event stream and the object of an Ably message", () => {
    expect(parseOrderUpdate(JSON.stringify(update))).toEqual(update);
    expect(parseOrderUpdate(update)).toEqual(update);
  });

  it("drops payloads that are not an order-update", () => {
    expect(parseOrderUpdate("not json")).toBeNull();
    expect(parseOrderUpdate({ uuid: update.uuid })).toBeNull();
    expect(parseOrderUpdate(null)).toBeNull();
  });
});

test("orderEventsPath is the venue API's stream GET /{lang}/api/order/{uuid}/events/", () => {
  expect(orderEventsPath("en", "abc")).toBe("/en/api/order/abc/events/");
  expect(orderEventsPath("zh-hans", "a/b")).toBe("/zh-hans/api/order/a%2Fb/events/");
});
