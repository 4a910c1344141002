import { mergeStoredCart, persistedPart, type CartStoreApi } from "./store";

/**
 * Another tab of the venue wrote the cart's lasting part (the storage event of its localStorage entry): this
 * tab takes that part, so a dietary filter set there applies here too. The whole lasting part, not the filter
 * alone: every change this tab makes writes its lasting part back, and older customer fields or addresses would
 * then overwrite the other tab's newer ones. The tab's own part (sessionStorage: lines, location, coupon...) is
 * left as it is.
 */
export function followOtherTab(
  store: CartStoreApi,
  event: Pick<StorageEvent, "key" | "newValue" | "storageArea">,
  lasting: Storage | undefined,
): void {
  if (!lasting || event.storageArea !== lasting || event.key !== store.persist.getOptions().name || event.newValue === null) return;
  let entry: unknown;
  try {
    entry = JSON.parse(event.newValue);
  } catch {
    return;
  }
  const stored = typeof entry === "object" && entry !== null ? (entry as { state?: unknown }).state : undefined;
  if (typeof stored !== "object" || stored === null) return;
  // Written back unchanged by the store: the same text, so no event echoes to the other tab.
  store.setState(persistedPart(mergeStoredCart(stored, store.getState())));
}
