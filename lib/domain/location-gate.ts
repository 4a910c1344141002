import type { LatLng } from "./geo";

/** Location gate statuses (000 section 4); the ordering spec writes 'ready' as READY. */
export type LocationGateStatus = "idle" | "checking_permission" | "requesting" | "ready" | "denied" | "unavailable" | "error";

export interface LocationGateState {
  status: LocationGateStatus;
  /** Unknown (null) until the server answers for the current position. */
  allowed: boolean | null;
  position: LatLng | null;
  /** The error text to show under the panel: the browser's or the server's own words, or a default key. */
  problem: LocationProblem | null;
}

/** 000 section 8: the browser's own message, else 'Unable to get your location.'; the server's, else a default. */
export type LocationProblem = { kind: "position"; message: string | null } | { kind: "server"; message: string | null };

export type PermissionState = "granted" | "prompt" | "denied";

export type LocationGateEvent =
  /** The gate is shown and asks the browser for the permission state. */
  | { type: "check_permission" }
  /** The permission state, first read or changed later ("later permission changes are followed"). */
  | { type: "permission"; state: PermissionState }
  /** The guest pressed Enable Location, Retry or Refresh Location: a position is requested. */
  | { type: "request" }
  | { type: "position"; position: LatLng }
  /** GeolocationPositionError: code 1 permission denied, 2 position unavailable, 3 timeout. */
  | { type: "position_error"; code: number; message: string | null }
  /** The browser has no geolocation at all. */
  | { type: "no_geolocation" }
  | { type: "server_answer"; allowed: boolean }
  | { type: "server_error"; message: string | null };

export const initialLocationGate: LocationGateState = { status: "idle", allowed: null, position: null, problem: null };

/** The gate's status machine (000 section 4). */
export function locationGateReducer(state: LocationGateState, event: LocationGateEvent): LocationGateState {
  switch (event.type) {
    case "check_permission":
      return { ...state, status: "checking_permission" };
    case "permission":
      if (event.state === "denied") {
        // Already refused by the position request: the browser's own words stay.
        return state.status === "denied" ? state : { status: "denied", allowed: null, position: null, problem: null };
      }
      if (event.state === "granted") {
        // Granted means the position is requested at once, unless one is already in hand.
        return state.status === "ready" ? state : { ...state, status: "requesting", problem: null };
      }
      // 'prompt' waits for the guest; a position already obtained, or a request the guest's tap has running
      // (the browser's own prompt may be up), stays. The permission was reset: an old refusal's message no longer applies.
      return state.status === "ready" || state.status === "requesting" ? state : { ...state, status: "idle", problem: null };
    case "request":
      return { ...state, status: "requesting", allowed: null, problem: null };
    case "position":
      return { status: "ready", allowed: null, position: event.position, problem: null };
    case "position_error": {
      const status = event.code === 1 ? "denied" : event.code === 2 ? "unavailable" : "error";
      return { status, allowed: null, position: null, problem: { kind: "position", message: event.message || null } };
    }
    case "no_geolocation":
      return { status: "unavailable", allowed: null, position: null, problem: null };
    case "server_answer":
      return state.status === "ready" ? { ...state, allowed: event.allowed, problem: null } : state;
    case "server_error":
      return state.status === "ready" ? { ...state, allowed: false, problem: { kind: "server", message: event.message || null } } : state;
  }
}

/** "Proceeding is allowed when the gate is disabled, or when status is ready and allowed is true." */
export function canProceed(enabled: boolean, state: LocationGateState): boolean {
  return !enabled || (state.status === "ready" && state.allowed === true);
}

export type LocationPanelText = "locating" | "denied" | "unavailable" | "error" | "checking" | "outsideArea" | "idle";
export type LocationPanelAction = "enableLocation" | "retry" | "refreshLocation";

/** The panel's text and button by state (000 section 4); null: nothing is shown. */
export function locationPanel(
  enabled: boolean,
  state: LocationGateState,
): { text: LocationPanelText; action: LocationPanelAction | null } | null {
  if (!enabled) return null;
  switch (state.status) {
    case "checking_permission":
    case "requesting":
      return { text: "locating", action: null };
    case "denied":
      return { text: "denied", action: "enableLocation" };
    case "unavailable":
      return { text: "unavailable", action: "retry" };
    case "error":
      return { text: "error", action: "retry" };
    case "idle":
      return { text: "idle", action: "enableLocation" };
    case "ready":
      if (state.allowed === null) return { text: "checking", action: null };
      if (!state.allowed) return { text: "outsideArea", action: "refreshLocation" };
      return null;
  }
}

/** Options of the position request (000 section 9): high accuracy, 10 s timeout, no cached position. */
export const POSITION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;
