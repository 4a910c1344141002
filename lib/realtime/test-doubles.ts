import type { AblyChannelLike, AblyClientLike, AblyListener } from "./ably";
import type { EventSourceLike } from "./sse";

/** A stand-in for the browser's EventSource: tests push events into it. */
export class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  closed = false;
  /** EventSource's CONNECTING (0), OPEN (1) or CLOSED (2). */
  readyState = 0;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  /** The connection opens (again). */
  connect(): void {
    this.readyState = 1;
    this.emit("open");
  }
  /** The connection drops: the browser retries by itself, or gives up for good (`giveUp`). */
  drop(giveUp = false): void {
    this.readyState = giveUp ? 2 : 0;
    this.emit("error");
  }
}

/** A stand-in for one Ably channel. */
export class FakeAblyChannel implements AblyChannelLike {
  readonly listeners = new Map<string, AblyListener[]>();
  subscribeError: Error | null = null;
  constructor(readonly name: string) {}
  subscribe(event: string, listener: AblyListener): Promise<unknown> {
    if (this.subscribeError) return Promise.reject(this.subscribeError);
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return Promise.resolve(null);
  }
  unsubscribe(event: string, listener: AblyListener): void {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((entry) => entry !== listener),
    );
  }
  publish(event: string, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener({ name: event, data });
  }
}

/** A stand-in for the Ably realtime client. */
export class FakeAblyClient implements AblyClientLike {
  readonly channelsByName = new Map<string, FakeAblyChannel>();
  readonly failureListeners: (() => void)[] = [];
  closed = false;
  readonly channels = {
    get: (name: string): FakeAblyChannel => {
      const channel = this.channelsByName.get(name) ?? new FakeAblyChannel(name);
      this.channelsByName.set(name, channel);
      return channel;
    },
  };
  onConnectionFailed(listener: () => void): void {
    this.failureListeners.push(listener);
  }
  close(): void {
    this.closed = true;
  }
  failConnection(): void {
    for (const listener of this.failureListeners) listener();
  }
}

/** Lets pending promise callbacks run. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
