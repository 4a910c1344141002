import type { OrderKeyStore } from "@/lib/api/order-keys";
import { browserStorage } from "./browser-storage";

/**
 * The member keys of the orders this device placed or joined (issue 24), one localStorage entry per
 * order uuid: the key is the device's proof of membership, sent as X-Order-Key. Keys of all venues
 * live apart from the cart, so clearing a cart never locks a guest out of the order they placed.
 */
const entryOf = (uuid: string) => `carte-order-key-${uuid.toLowerCase()}`;
/** Longer values were not written by us. */
const MAX_KEY_LENGTH = 128;

// Without storage (private modes) a key lives only as long as the page's memory.
const inMemory = new Map<string, string>();

export function orderKeyOf(uuid: string): string | null {
  const stored = browserStorage()?.getItem(entryOf(uuid)) ?? inMemory.get(entryOf(uuid)) ?? null;
  return stored && stored.length <= MAX_KEY_LENGTH ? stored : null;
}

export function rememberOrderKey(uuid: string, key: string): void {
  inMemory.set(entryOf(uuid), key);
  try {
    browserStorage()?.setItem(entryOf(uuid), key);
  } catch {
    // A full storage keeps the key for this page only.
  }
}

/** Whether this device placed or joined the order, so that the order screen may show contact data. */
export const holdsOrderKey = (uuid: string) => orderKeyOf(uuid) !== null;

export const browserOrderKeys: OrderKeyStore = { get: orderKeyOf, remember: rememberOrderKey };
