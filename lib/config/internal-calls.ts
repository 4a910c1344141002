// The guest app's server-side calls to its own venue API (lib/venue/api.ts, app/backend) carry the
// deployment's internal key (INTERNAL_KEY) and name the guest they are made for, so each guest keeps
// their own rate limits and host instead of all sharing 127.0.0.1. The front server
// (server/http/front-server.ts) believes the guest headers only with the key; else it drops them.
import { readSetting, type SettingsEnv } from "./settings";

export const INTERNAL_KEY_HEADER = "x-carte-internal-key";

/** The guest's address on the guest app's own server-side calls. */
export const GUEST_ADDRESS_HEADER = "x-carte-guest-address";

/** The guest's host on the guest app's own server-side calls. */
export const GUEST_HOST_HEADER = "x-carte-guest-host";

/** INTERNAL_KEY, or null when not set. */
export function internalKey(env: SettingsEnv): string | null {
  return readSetting(env, "INTERNAL_KEY");
}
