/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import messages from "@/messages/en.json";
import { FakeGeolocation, FakePermissionStatus, installFetch, installNavigator, type FetchCall } from "./test-doubles";
import { useLocationGate } from "./use-location-gate";

// The demo venue's geofence (server/seed/venues/demo.json): centre 25.1972, 55.2744, radius 300 m.
const INSIDE = { lat: 25.1972, lng: 55.2744 };
const OUTSIDE = { lat: 25.3, lng: 55.5 };
const GEOFENCE_URL = "/backend/en/menus/geofence/1/";

let geolocation: FakeGeolocation;
let permission: FakePermissionStatus;
let query: jest.Mock;
let fetches: FetchCall[];

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

function renderGate(enabled = true) {
  return renderHook((props: { enabled: boolean }) => useLocationGate({ enabled: props.enabled, lang: "en", menuId: 1 }), {
    wrapper,
    initialProps: { enabled },
  });
}

function givenPermission(state: PermissionState) {
  permission = new FakePermissionStatus(state);
  query = jest.fn(() => Promise.resolve(permission));
  installNavigator({ geolocation, permissions: { query } });
}

/** Answers the latest geofence call. */
async function serverAnswers(status: number, body: unknown, call = fetches.length - 1) {
  await act(async () => {
    fetches[call]?.respond(status, body);
  });
}

beforeEach(() => {
  geolocation = new FakeGeolocation();
  fetches = installFetch();
  givenPermission("prompt");
});

describe("useLocationGate: the permission (000 section 4)", () => {
  it("does nothing when the gate is disabled, and lets the guest proceed", () => {
    const { result } = renderGate(false);
    expect(result.current.state.status).toBe("idle");
    expect(result.current.canProceed).toBe(true);
    expect(query).not.toHaveBeenCalled();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("checks the permission first: checking_permission while the browser answers", async () => {
    const { result } = renderGate();
    expect(result.current.state.status).toBe("checking_permission");
    expect(result.current.canProceed).toBe(false);
    expect(query).toHaveBeenCalledWith({ name: "geolocation" });
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
  });

  it("'prompt' keeps it idle awaiting the guest: no position is requested", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("granted means the position is requested at once, with high accuracy, a 10 s timeout and no cache", async () => {
    givenPermission("granted");
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("requesting"));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
  });

  it("denied becomes denied, without asking for a position", async () => {
    givenPermission("denied");
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("denied"));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(result.current.canProceed).toBe(false);
  });

  it("without a Permissions API stays idle awaiting the guest", () => {
    installNavigator({ geolocation, permissions: null });
    const { result } = renderGate();
    expect(result.current.state.status).toBe("idle");
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("stays idle when the browser will not answer for geolocation", async () => {
    query.mockImplementation(() => Promise.reject(new TypeError("'geolocation' is not a valid permission name")));
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
  });

  it("without navigator.geolocation is unavailable, and so is a request", () => {
    installNavigator({ geolocation: null, permissions: { query } });
    const { result } = renderGate();
    expect(result.current.state.status).toBe("unavailable");
    expect(query).not.toHaveBeenCalled();
    act(() => result.current.request());
    expect(result.current.state.status).toBe("unavailable");
  });
});

describe("useLocationGate: later permission changes are followed", () => {
  it("prompt -> granted requests the position; granted -> denied is denied", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => permission.change("granted"));
    expect(result.current.state.status).toBe("requesting");
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    act(() => permission.change("denied"));
    expect(result.current.state.status).toBe("denied");
  });

  it("a grant given to the guest's own Enable Location does not request a second position", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => result.current.request());
    act(() => permission.change("granted"));
    expect(result.current.state.status).toBe("requesting");
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("a grant repeated while a position is in hand keeps it", async () => {
    givenPermission("granted");
    const { result } = renderGate();
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng));
    await serverAnswers(200, { allowed: true });
    act(() => permission.change("granted"));
    expect(result.current.state).toMatchObject({ status: "ready", allowed: true, position: INSIDE });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("stops listening when unmounted", async () => {
    const { unmount } = renderGate();
    await waitFor(() => expect(permission.listeners).toBe(1));
    unmount();
    expect(permission.listeners).toBe(0);
  });

  it("stops listening when the gate is disabled", async () => {
    const { rerender } = renderGate();
    await waitFor(() => expect(permission.listeners).toBe(1));
    rerender({ enabled: false });
    expect(permission.listeners).toBe(0);
  });
});

describe("useLocationGate: the position", () => {
  it.each([
    [1, "User denied Geolocation", "denied"],
    [2, "Position unavailable", "unavailable"],
    [3, "Timeout expired", "error"],
  ])("a position error code %i gives %s's message and status %s", async (code, message, status) => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => result.current.request());
    expect(result.current.state.status).toBe("requesting");
    act(() => geolocation.fail(code, message));
    expect(result.current.state).toEqual({ status, allowed: null, position: null, problem: { kind: "position", message } });
    expect(result.current.canProceed).toBe(false);
  });

  it("keeps no message when the browser gives none (the panel then says 'Unable to get your location.')", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => result.current.request());
    act(() => geolocation.fail(2, ""));
    expect(result.current.state.problem).toEqual({ kind: "position", message: null });
  });

  it("Retry after an error requests a new position and clears the problem", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => result.current.request());
    act(() => geolocation.fail(3, "Timeout expired"));
    act(() => result.current.request());
    expect(result.current.state).toMatchObject({ status: "requesting", problem: null });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it("ignores the answer to an earlier position request", async () => {
    const { result } = renderGate();
    await waitFor(() => expect(result.current.state.status).toBe("idle"));
    act(() => result.current.request());
    act(() => result.current.request());
    act(() => geolocation.fail(1, "User denied Geolocation", 0));
    expect(result.current.state.status).toBe("requesting");
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng, 1));
    expect(result.current.state).toMatchObject({ status: "ready", position: INSIDE });
  });

  it("ignores a position that arrives after unmounting", async () => {
    givenPermission("granted");
    const { result, unmount } = renderGate();
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
    unmount();
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng));
    expect(fetches).toHaveLength(0);
    expect(result.current.state.status).toBe("requesting");
  });
});

describe("useLocationGate: the server check (000 section 7)", () => {
  async function readyAt(position: { lat: number; lng: number }) {
    givenPermission("granted");
    const gate = renderGate();
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
    act(() => geolocation.succeed(position.lat, position.lng));
    return gate;
  }

  it("posts the position; ready with allowed unknown while the check runs", async () => {
    const { result } = await readyAt(INSIDE);
    expect(result.current.state).toEqual({ status: "ready", allowed: null, position: INSIDE, problem: null });
    expect(result.current.canProceed).toBe(false);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toMatchObject({ url: GEOFENCE_URL, method: "POST", body: INSIDE });
  });

  it.each([
    [{ allowed: true }, true],
    [{ is_allowed: true }, true],
    [{ allow: true }, true],
    [{ allowed: false }, false],
    [{ is_allowed: false }, false],
  ])("answer %j sets allowed to %p", async (answer, allowed) => {
    const { result } = await readyAt(INSIDE);
    await serverAnswers(200, answer);
    expect(result.current.state).toEqual({ status: "ready", allowed, position: INSIDE, problem: null });
    expect(result.current.canProceed).toBe(allowed);
  });

  it.each([
    ["its message field", 500, { message: "Geofence service down", error: "E_GEO" }, "Geofence service down"],
    ["its error field", 400, { error: "Menu has no outlet position" }, "Menu has no outlet position"],
    ["its detail field", 404, { detail: "Menu not found." }, "Menu not found."],
    ["nothing of an HTML page", 502, "<html>Bad gateway</html>", null],
    ["nothing of an answer without the flag", 200, { ok: true }, null],
  ])("a failed check sets allowed false and shows %s", async (_name, status, body, message) => {
    const { result } = await readyAt(INSIDE);
    await serverAnswers(status, body);
    expect(result.current.state).toEqual({ status: "ready", allowed: false, position: INSIDE, problem: { kind: "server", message } });
    expect(result.current.canProceed).toBe(false);
  });

  it("shows the transport message when nothing came back: 'No response from server'", async () => {
    const { result } = await readyAt(INSIDE);
    await act(async () => fetches[0]?.reject(new TypeError("Failed to fetch")));
    expect(result.current.state.problem).toEqual({ kind: "server", message: "No response from server" });
    expect(result.current.state.allowed).toBe(false);
  });

  it("Refresh Location from outside the area asks again, and the new position is checked", async () => {
    const { result } = await readyAt(OUTSIDE);
    await serverAnswers(200, { allowed: false });
    expect(result.current.state).toMatchObject({ status: "ready", allowed: false, position: OUTSIDE });
    act(() => result.current.request());
    expect(result.current.state).toMatchObject({ status: "requesting", allowed: null, problem: null });
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng));
    expect(fetches[1]).toMatchObject({ url: GEOFENCE_URL, body: INSIDE });
    await serverAnswers(200, { allowed: true });
    expect(result.current.canProceed).toBe(true);
  });

  it("aborts the check in flight when a new position comes", async () => {
    const { result } = await readyAt(OUTSIDE);
    act(() => result.current.request());
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng));
    expect(fetches[0]?.signal?.aborted).toBe(true);
    expect(fetches[1]?.signal?.aborted).toBe(false);
    await serverAnswers(200, { allowed: true }, 1);
    expect(result.current.state).toMatchObject({ allowed: true, position: INSIDE, problem: null });
  });

  it("ignores a stale answer that still arrives after its check was replaced", async () => {
    fetches = installFetch({ honourAbort: false });
    const { result } = await readyAt(OUTSIDE);
    act(() => result.current.request());
    act(() => geolocation.succeed(INSIDE.lat, INSIDE.lng));
    await serverAnswers(200, { allowed: true }, 1);
    await serverAnswers(200, { allowed: false }, 0);
    expect(result.current.state).toMatchObject({ status: "ready", allowed: true, position: INSIDE });
    await serverAnswers(500, { message: "late failure" }, 0);
    expect(result.current.state.problem).toBeNull();
  });

  it("aborts the check in flight when unmounted", async () => {
    const { unmount } = await readyAt(INSIDE);
    unmount();
    expect(fetches[0]?.signal?.aborted).toBe(true);
  });
});
