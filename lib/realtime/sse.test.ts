import { sseOrderRealtime } from "./sse";
import { FakeEventSource } from "./test-doubles";

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const update = (status: string) => ({ uuid: UUID, status, updated: "2026-03-01T10:00:00.000Z" });

describe("sseOrderRealtime (EventSource on the venue API's stream)", () => {
  function subscribe() {
    const sources: FakeEventSource[] = [];
    const realtime = sseOrderRealtime({
      urlFor: (uuid) => `/backend/en/api/order/${uuid}/events/`,
      createEventSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
    });
    const heard: unknown[] = [];
    const stop = realtime.subscribeToOrder(UUID, (next) => heard.push(next));
    return { sources, heard, stop };
  }

  it("opens the order's stream and hands on each order-update event", () => {
    const { sources, heard } = subscribe();
    expect(sources.map((source) => source.url)).toEqual([`/backend/en/api/order/${UUID}/events/`]);
    sources[0]?.emit("order-update", JSON.stringify(update("pending")));
    sources[0]?.emit("order-update", JSON.stringify(update("accepted")));
    expect(heard).toEqual([update("pending"), update("accepted")]);
  });

  it("ignores other events and malformed data", () => {
    const { sources, heard } = subscribe();
    sources[0]?.emit("message", JSON.stringify(update("accepted")));
    sources[0]?.emit("order-update", "{broken");
    expect(heard).toEqual([]);
  });

  it("closes the stream on unsubscribe and hears nothing after", () => {
    const { sources, heard, stop } = subscribe();
    stop();
    expect(sources[0]?.closed).toBe(true);
    sources[0]?.emit("order-update", JSON.stringify(update("accepted")));
    expect(heard).toEqual([]);
  });
});
