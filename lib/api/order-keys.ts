/** Issue 24: the header a device proves its membership of an order with. */
export const ORDER_KEY_HEADER = "X-Order-Key";

/**
 * Where the typed client finds and keeps the member keys of this device's orders: localStorage in
 * the browser (lib/cart/order-keys.ts), a map in tests, none on the server (it reads, never changes).
 */
export interface OrderKeyStore {
  get(orderUuid: string): string | null;
  remember(orderUuid: string, key: string): void;
}

/** The X-Order-Key header for calls about `orderUuid`, when this device holds its key. */
export function orderKeyHeaders(store: OrderKeyStore | undefined, orderUuid: string): Record<string, string> {
  const key = store?.get(orderUuid.toLowerCase()) ?? null;
  return key ? { [ORDER_KEY_HEADER]: key } : {};
}

/** Keeps the key an answer carries (order creation, joining with PATCH). */
export function rememberAnsweredKey(store: OrderKeyStore | undefined, answer: { uuid: string; member_key: string | null }): void {
  if (answer.member_key) store?.remember(answer.uuid.toLowerCase(), answer.member_key);
}
