import { reopenDelayMs, sseOrderRealtime, type OnlineSignal } from "./sse";
import { FakeEventSource } from "./test-doubles";

const UUID = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const update = (status: string) => ({ uuid: UUID, status, updated: "2026-03-01T10:00:00.000Z" });

describe("sseOrderRealtime (EventSource on the venue API's stream)", () => {
  function subscribe() {
    const sources: FakeEventSource[] = [];
    const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
    const onlineListeners = new Set<() => void>();
    const online: OnlineSignal = {
      addEventListener: (_type, listener) => onlineListeners.add(listener),
      removeEventListener: (_type, listener) => onlineListeners.delete(listener),
    };
    const realtime = sseOrderRealtime({
      online,
      setTimer: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        for (const entry of timers) if (entry === timer) entry.cleared = true;
      },
      urlFor: (uuid) => `/backend/en/api/order/${uuid}/events/`,
      createEventSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
    });
    const heard: unknown[] = [];
    const stop = realtime.subscribeToOrder(UUID, (next) => heard.push(next));
    const goOnline = () => onlineListeners.forEach((listener) => listener());
    return { sources, heard, stop, timers, goOnline, onlineListeners };
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

  it("leaves a dropped stream to the browser's own reconnection, and hands on the current status it resends", () => {
    const { sources, heard, timers } = subscribe();
    sources[0]?.connect();
    sources[0]?.emit("order-update", JSON.stringify(update("pending")));
    sources[0]?.drop();
    sources[0]?.connect();
    sources[0]?.emit("order-update", JSON.stringify(update("accepted")));
    expect(sources).toHaveLength(1);
    expect(timers).toEqual([]);
    expect(heard).toEqual([update("pending"), update("accepted")]);
  });

  it("opens a new stream after a growing delay when the browser gives up on one (an error answer)", () => {
    const { sources, heard, timers } = subscribe();
    sources[0]?.drop(true);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]?.run();
    expect(sources).toHaveLength(2);
    sources[1]?.drop(true);
    timers[1]?.run();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000]);
    sources[2]?.connect();
    sources[2]?.emit("order-update", JSON.stringify(update("accepted")));
    // A given-up stream's late events are not handed on; the open one's are.
    sources[0]?.emit("order-update", JSON.stringify(update("pending")));
    expect(heard).toEqual([update("accepted")]);
    sources[2]?.drop(true);
    expect(timers.at(-1)?.ms).toBe(1000);
  });

  it("opens a new stream at once when the device comes back online, not waiting for the delay", () => {
    const { sources, timers, goOnline } = subscribe();
    sources[0]?.drop(true);
    goOnline();
    expect(timers[0]?.cleared).toBe(true);
    expect(sources).toHaveLength(2);
    // Online while the stream is fine changes nothing.
    goOnline();
    expect(sources).toHaveLength(2);
  });

  it("stops listening for the device coming online and any pending reopen on unsubscribe", () => {
    const { sources, timers, stop, onlineListeners } = subscribe();
    sources[0]?.drop(true);
    stop();
    expect(timers[0]?.cleared).toBe(true);
    expect(onlineListeners.size).toBe(0);
  });
});

test("reopenDelayMs doubles from 1 s up to 30 s", () => {
  expect([1, 2, 3, 5, 6, 10].map(reopenDelayMs)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
});
