import { isDeviceKey, newDeviceKey } from "@/lib/api/device-key";
import { browserStorage } from "./browser-storage";

/**
 * This browser's device key (issue 25), made once and kept in localStorage for every venue: order
 * limits count per device, so a room of guests behind one address is not one client. A stored value
 * that is not a key of ours is replaced.
 */
const ENTRY = "carte-device-key";
let inMemory: string | null = null;

/** Null outside a browser: a server rendering for many guests has no device of its own. */
export function browserDeviceKey(): string | null {
  if (typeof window === "undefined") return null;
  const storage = browserStorage();
  const stored = storage?.getItem(ENTRY) ?? inMemory;
  if (stored && isDeviceKey(stored)) return stored;
  const key = newDeviceKey();
  inMemory = key;
  try {
    storage?.setItem(ENTRY, key);
  } catch {
    // A full storage keeps the key for this page only.
  }
  return key;
}
