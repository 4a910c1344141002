import {
  canProceed,
  initialLocationGate,
  locationGateReducer,
  locationPanel,
  POSITION_OPTIONS,
  type LocationGateEvent,
  type LocationGateState,
} from "./location-gate";

const run = (events: LocationGateEvent[], from: LocationGateState = initialLocationGate) => events.reduce(locationGateReducer, from);
const burj = { lat: 25.1972, lng: 55.2744 };
const ready = run([{ type: "position", position: burj }]);

describe("locationGateReducer: the gate's status machine (000 section 4)", () => {
  it("starts idle with allowed unknown", () => {
    expect(initialLocationGate).toEqual({ status: "idle", allowed: null, position: null, problem: null });
  });

  it("checks the browser permission when enabled", () => {
    expect(run([{ type: "check_permission" }]).status).toBe("checking_permission");
  });

  it("granted means the position is requested at once", () => {
    expect(run([{ type: "check_permission" }, { type: "permission", state: "granted" }]).status).toBe("requesting");
  });

  it("'prompt' keeps it idle awaiting a user action", () => {
    expect(run([{ type: "check_permission" }, { type: "permission", state: "prompt" }]).status).toBe("idle");
  });

  it("a 'prompt' reading while the guest's request runs (the browser's prompt is up) keeps it running", () => {
    expect(run([{ type: "check_permission" }, { type: "request" }, { type: "permission", state: "prompt" }]).status).toBe("requesting");
  });

  it("a refusal read after the position request's own keeps the browser's message", () => {
    const refused = run([{ type: "request" }, { type: "position_error", code: 1, message: "User denied Geolocation" }]);
    expect(run([{ type: "permission", state: "denied" }], refused)).toBe(refused);
  });

  it("denied becomes denied", () => {
    expect(run([{ type: "check_permission" }, { type: "permission", state: "denied" }]).status).toBe("denied");
  });

  it("follows later permission changes: denied after ready drops the position; granted after denied requests again", () => {
    const revoked = run([{ type: "permission", state: "denied" }], ready);
    expect(revoked).toMatchObject({ status: "denied", position: null, allowed: null });
    expect(run([{ type: "permission", state: "granted" }], revoked).status).toBe("requesting");
    expect(run([{ type: "permission", state: "granted" }], ready)).toBe(ready);
  });

  it("a permission reset after a refusal forgets the refusal's message", () => {
    const refused = run([{ type: "request" }, { type: "position_error", code: 1, message: "User denied Geolocation" }]);
    expect(run([{ type: "permission", state: "prompt" }], refused)).toEqual({ ...initialLocationGate, status: "idle" });
    expect(
      run(
        [
          { type: "permission", state: "prompt" },
          { type: "permission", state: "denied" },
        ],
        refused,
      ).problem,
    ).toBeNull();
  });

  it("a user action (Enable Location, Retry, Refresh Location) requests a position and forgets the old answer", () => {
    const outside = run([{ type: "server_answer", allowed: false }], ready);
    expect(run([{ type: "request" }], outside)).toMatchObject({ status: "requesting", allowed: null, problem: null });
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "error"],
    [0, "error"],
  ])("a position error with code %i gives %s and keeps the browser's message", (code, status) => {
    const state = run([{ type: "request" }, { type: "position_error", code, message: "Timeout expired" }]);
    expect(state).toEqual({ status, allowed: null, position: null, problem: { kind: "position", message: "Timeout expired" } });
  });

  it("a position error without a message leaves the default text to the screen", () => {
    expect(run([{ type: "position_error", code: 3, message: "" }]).problem).toEqual({ kind: "position", message: null });
  });

  it("no geolocation in the browser is unavailable", () => {
    expect(run([{ type: "no_geolocation" }]).status).toBe("unavailable");
  });

  it("on a position the status becomes ready and allowed is unknown until the server answers", () => {
    expect(ready).toEqual({ status: "ready", allowed: null, position: burj, problem: null });
    expect(run([{ type: "server_answer", allowed: true }], ready).allowed).toBe(true);
    expect(run([{ type: "server_answer", allowed: false }], ready).allowed).toBe(false);
  });

  it("a server check failure sets allowed to false and keeps the server's words", () => {
    expect(run([{ type: "server_error", message: "Menu has no area" }], ready)).toMatchObject({
      allowed: false,
      problem: { kind: "server", message: "Menu has no area" },
    });
  });

  it("ignores a server answer that arrives after the position was given up", () => {
    const denied = run([{ type: "permission", state: "denied" }], ready);
    expect(run([{ type: "server_answer", allowed: true }], denied)).toBe(denied);
    expect(run([{ type: "server_error", message: null }], denied)).toBe(denied);
  });
});

describe("canProceed: 'when the gate is disabled, or when status is ready and allowed is true'", () => {
  it("always when disabled", () => {
    expect(canProceed(false, initialLocationGate)).toBe(true);
  });
  it("only ready and allowed when enabled", () => {
    expect(canProceed(true, initialLocationGate)).toBe(false);
    expect(canProceed(true, ready)).toBe(false);
    expect(canProceed(true, run([{ type: "server_answer", allowed: false }], ready))).toBe(false);
    expect(canProceed(true, run([{ type: "server_answer", allowed: true }], ready))).toBe(true);
  });
});

describe("locationPanel: texts and buttons by state", () => {
  const at = (state: Partial<LocationGateState>) => locationPanel(true, { ...initialLocationGate, ...state });
  it("shows nothing when location checking is disabled", () => {
    expect(locationPanel(false, initialLocationGate)).toBeNull();
  });
  it.each<[Partial<LocationGateState>, string, string | null]>([
    [{ status: "checking_permission" }, "locating", null],
    [{ status: "requesting" }, "locating", null],
    [{ status: "denied" }, "denied", "enableLocation"],
    [{ status: "unavailable" }, "unavailable", "retry"],
    [{ status: "error" }, "error", "retry"],
    [{ status: "ready", allowed: null }, "checking", null],
    [{ status: "ready", allowed: false }, "outsideArea", "refreshLocation"],
    [{ status: "idle" }, "idle", "enableLocation"],
  ])("%o reads %s with %s", (state, text, action) => {
    expect(at(state)).toEqual({ text, action });
  });
  it("shows nothing once ready and allowed", () => {
    expect(at({ status: "ready", allowed: true })).toBeNull();
  });
});

it("requests positions with high accuracy, a 10 s timeout and no cached position (000 section 9)", () => {
  expect(POSITION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
});
