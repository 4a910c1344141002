/**
 * Issue 25: the header the guest app names its device in. Orders are limited per device, so guests
 * sharing one address (a venue's Wi-Fi, a carrier's NAT) do not share one budget. A script can make
 * up keys, so the server never trusts one alone (server/routes/rate-limit.ts).
 */
export const DEVICE_KEY_HEADER = "X-Device-Key";
/** The same key in an event stream's query: a browser's EventSource cannot send headers. */
export const DEVICE_KEY_QUERY = "device";

/** base64url of at least 16 random bytes, at most 64 characters: nothing else fits a key we made. */
const DEVICE_KEY = /^[A-Za-z0-9_-]{22,64}$/;

export const isDeviceKey = (value: string): boolean => DEVICE_KEY.test(value);

/** A new device key: 32 random bytes in base64url (43 characters). */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
