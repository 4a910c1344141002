import type { PermissionState as GatePermission } from "@/lib/domain/location-gate";

/** The browser's geolocation, or null where it has none (old browsers, insecure origins, jsdom). */
export function geolocationOf(navigator: Navigator): Geolocation | null {
  // The DOM types promise both objects; browsers and jsdom do not always have them.
  return "geolocation" in navigator && typeof navigator.geolocation === "object" && navigator.geolocation !== null
    ? navigator.geolocation
    : null;
}

function permissionsOf(navigator: Navigator): Permissions | null {
  if (!("permissions" in navigator) || typeof navigator.permissions !== "object" || navigator.permissions === null) return null;
  return typeof navigator.permissions.query === "function" ? navigator.permissions : null;
}

function gatePermission(state: PermissionState): GatePermission {
  return state === "granted" || state === "denied" ? state : "prompt";
}

/**
 * Reads the geolocation permission and follows its later changes (000 section 4), calling
 * `onState` each time. Without a Permissions API, or when the browser will not answer for
 * geolocation, the state is unknown: it is reported as 'prompt', so the guest is asked.
 * Returns the function that stops following.
 */
export function followGeolocationPermission(navigator: Navigator, onState: (state: GatePermission) => void): () => void {
  let stopped = false;
  let status: PermissionStatus | null = null;
  const onChange = () => {
    if (!stopped && status) onState(gatePermission(status.state));
  };

  const permissions = permissionsOf(navigator);
  if (!permissions) {
    onState("prompt");
    return () => {
      stopped = true;
    };
  }
  permissions.query({ name: "geolocation" }).then(
    (answer) => {
      if (stopped) return;
      status = answer;
      answer.addEventListener("change", onChange);
      onState(gatePermission(answer.state));
    },
    () => {
      if (!stopped) onState("prompt");
    },
  );
  return () => {
    stopped = true;
    status?.removeEventListener("change", onChange);
  };
}
