/**
 * Test doubles of the browser's location APIs and of the venue API over fetch, for the location
 * gate's jsdom tests. They hold every call so a test can answer it when it chooses.
 */

interface PositionCall {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
}

export class FakeGeolocation {
  readonly calls: PositionCall[] = [];

  getCurrentPosition = jest.fn((success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) => {
    this.calls.push({ success, error, options });
  });

  watchPosition = jest.fn(() => 0);
  clearWatch = jest.fn();

  /** Answers the call `index` (the latest by default) with a position. */
  succeed(lat: number, lng: number, index = this.calls.length - 1): void {
    const coords = { latitude: lat, longitude: lng, accuracy: 5, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
    this.call(index).success({ coords: { ...coords, toJSON: () => coords }, timestamp: 0, toJSON: () => ({ coords }) });
  }

  /** Answers the call `index` (the latest by default) with a GeolocationPositionError. */
  fail(code: number, message: string, index = this.calls.length - 1): void {
    this.call(index).error?.({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
  }

  private call(index: number): PositionCall {
    const call = this.calls[index];
    if (!call) throw new Error(`No position request #${index}`);
    return call;
  }
}

export class FakePermissionStatus extends EventTarget {
  readonly name = "geolocation";
  onchange = null;
  listeners = 0;

  constructor(public state: PermissionState) {
    super();
  }

  override addEventListener(...args: Parameters<EventTarget["addEventListener"]>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget["removeEventListener"]>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }

  /** The guest or the browser changed the permission. */
  change(state: PermissionState): void {
    this.state = state;
    this.dispatchEvent(new Event("change"));
  }
}

/** Installs (or, with null, removes) navigator.geolocation and navigator.permissions. */
export function installNavigator(parts: { geolocation: FakeGeolocation | null; permissions: { query: jest.Mock } | null }): void {
  for (const [key, value] of Object.entries(parts)) {
    if (value === null) Reflect.deleteProperty(navigator, key);
    else Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

export interface FetchCall {
  url: string;
  method: string | undefined;
  body: unknown;
  signal: AbortSignal | null | undefined;
  /** Answers the call: JSON when `body` is not a string. */
  respond(status: number, body: unknown): void;
  /** Fails it as the network would (no response). */
  reject(error: Error): void;
}

/**
 * A fetch whose every call waits for the test to answer it. Like the platform's, it rejects with an
 * AbortError when its signal aborts, unless `honourAbort` is false (a late answer that still arrives).
 */
export function installFetch({ honourAbort = true } = {}): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchDouble = jest.fn(
    (input: string, init?: RequestInit) =>
      new Promise((resolve, reject) => {
        if (honourAbort) {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }
        calls.push({
          url: input,
          method: init?.method,
          body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
          signal: init?.signal,
          respond(status, body) {
            const text = typeof body === "string" ? body : JSON.stringify(body);
            resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) });
          },
          reject,
        });
      }),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetchDouble, configurable: true, writable: true });
  return calls;
}
