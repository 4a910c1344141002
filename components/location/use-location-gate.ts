import { useTranslations } from "next-intl";
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from "react";
import { browserApi } from "@/lib/api/browser";
import { isAbortError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { LatLng } from "@/lib/domain/geo";
import {
  canProceed,
  initialLocationGate,
  locationGateReducer,
  POSITION_OPTIONS,
  type LocationGateState,
  type PermissionState,
} from "@/lib/domain/location-gate";
import { followGeolocationPermission, geolocationOf } from "./browser-location";
import { geofenceFailure } from "./geofence-failure";

export interface LocationGateOptions {
  /** The gate runs only when the screen asks for it (a form's enable_geofence). */
  enabled: boolean;
  lang: LanguageCode;
  /** The menu whose geofence the position is checked against. */
  menuId: number;
}

export interface LocationGate {
  state: LocationGateState;
  /** True when the gate is disabled, or the position is ready and the server allowed it. */
  canProceed: boolean;
  /** Enable Location, Retry and Refresh Location: asks the browser for a fresh position. */
  request: () => void;
}

/** The work in flight: the latest position request's number and the latest server check. */
interface InFlight {
  request: number;
  locating: boolean;
  check: AbortController | null;
}

/**
 * The location gate of 000 section 4 driven by the browser: follows the geolocation permission,
 * requests the position, and has the venue API check it against the menu's geofence.
 */
export function useLocationGate({ enabled, lang, menuId }: LocationGateOptions): LocationGate {
  // An enabled gate starts by reading the permission, on the server's page too: it paints 'Locating you…'
  // rather than an Enable Location that could not work before hydration and would vanish under a tap.
  const [state, dispatch] = useReducer(
    locationGateReducer,
    enabled ? { ...initialLocationGate, status: "checking_permission" } : initialLocationGate,
  );
  const t = useTranslations("Errors");
  const inFlight = useRef<InFlight>({ request: 0, locating: false, check: null });

  const checkPosition = useCallback(
    (position: LatLng) => {
      // A new position makes the previous check moot: abort it, and ignore it should it still answer.
      inFlight.current.check?.abort();
      const check = new AbortController();
      inFlight.current.check = check;
      dispatch({ type: "position", position });
      const current = () => inFlight.current.check === check;
      browserApi()
        .checkGeofence(lang, menuId, position, { signal: check.signal })
        .then(
          (answer) => {
            if (current()) dispatch({ type: "server_answer", allowed: answer.allowed });
          },
          (error: unknown) => {
            if (!current() || isAbortError(error)) return;
            const failure = geofenceFailure(error);
            const message = failure === null ? null : "server" in failure ? failure.server : t(failure.transport);
            dispatch({ type: "server_error", message });
          },
        );
    },
    [lang, menuId, t],
  );

  const locate = useCallback(() => {
    const geolocation = geolocationOf(navigator);
    if (!geolocation) {
      dispatch({ type: "no_geolocation" });
      return;
    }
    const request = ++inFlight.current.request;
    inFlight.current.locating = true;
    const latest = () => inFlight.current.request === request;
    geolocation.getCurrentPosition(
      (found) => {
        if (!latest()) return;
        inFlight.current.locating = false;
        checkPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
      },
      (problem) => {
        if (!latest()) return;
        inFlight.current.locating = false;
        dispatch({ type: "position_error", code: problem.code, message: problem.message || null });
      },
      POSITION_OPTIONS,
    );
  }, [checkPosition]);

  const request = useCallback(() => {
    inFlight.current.check?.abort();
    inFlight.current.check = null;
    dispatch({ type: "request" });
    locate();
  }, [locate]);

  const onPermission = useEffectEvent((permission: PermissionState) => {
    dispatch({ type: "permission", state: permission });
    // Granted means locating at once, unless a position is in hand or already being requested
    // (the guest's own Enable Location grants the permission while its request runs).
    if (permission === "granted" && state.status !== "ready" && !inFlight.current.locating) locate();
  });

  useEffect(() => {
    if (!enabled) return;
    if (!geolocationOf(navigator)) {
      dispatch({ type: "no_geolocation" });
      return;
    }
    dispatch({ type: "check_permission" });
    return followGeolocationPermission(navigator, (permission) => onPermission(permission));
  }, [enabled]);

  useEffect(() => {
    const work = inFlight.current;
    return () => {
      work.check?.abort();
      // Answers to requests made before unmounting are ignored.
      work.request += 1;
      work.locating = false;
    };
  }, []);

  return { state, canProceed: canProceed(enabled, state), request };
}
