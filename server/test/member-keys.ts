import type { OrderKeyStore } from "@/lib/api/order-keys";
import { ORDER_KEY_HEADER } from "@/lib/api/order-keys";
import type { Db } from "../db/client";
import { orderMembers } from "../db/schema";
import { hashOf } from "../services/orders/members";

/** The creator key of an order a fixture wrote straight to the database, as if the test's device had placed it. */
export const testCreatorKey = (uuid: string) => `test-creator-${uuid.toLowerCase()}`;

export async function insertTestCreatorKey(db: Db, uuid: string): Promise<void> {
  await db.insert(orderMembers).values({ orderUuid: uuid, keyHash: hashOf(testCreatorKey(uuid)), role: "creator" });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Issue 24: the test API's client and plain calls act as the device that placed or joined each
 * order, as the guest app does: they keep the member_key of every create and PATCH answer, and send
 * it (X-Order-Key) on calls naming that order in the path or in order_uuid / order_id. Attack tests
 * call as a stranger with `api.stranger` (no keys) or send their own X-Order-Key.
 */
export function createTestOrderKeys() {
  const keys = new Map<string, string>();
  const store: OrderKeyStore = {
    // Orders the fixtures wrote hold testCreatorKey: the test's device placed them.
    get: (uuid) => keys.get(uuid.toLowerCase()) ?? testCreatorKey(uuid),
    remember: (uuid, key) => keys.set(uuid.toLowerCase(), key),
  };

  function orderOf(path: string, body: BodyInit | null | undefined): string | null {
    const inPath = UUID.exec(path)?.[0];
    if (inPath) return inPath;
    if (typeof body !== "string") return null;
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const named = parsed.order_uuid ?? parsed.order_id;
      return typeof named === "string" ? named : null;
    } catch {
      return null;
    }
  }

  /** Wraps a plain call: adds the key of the order it names, and keeps a key it answers. */
  function withKeys(call: (path: string, init?: RequestInit) => Promise<Response>) {
    return async (path: string, init?: RequestInit): Promise<Response> => {
      const order = orderOf(path, init?.body);
      const key = order ? store.get(order) : null;
      const given = new Headers(init?.headers);
      const headers = key && !given.has(ORDER_KEY_HEADER) ? { [ORDER_KEY_HEADER]: key, ...init?.headers } : init?.headers;
      const response = await call(path, { ...init, headers });
      if (response.ok && /\/api\/order\//.test(`${path}/`) && ["POST", "PATCH"].includes(init?.method ?? "GET")) {
        await keepAnsweredKey(response.clone(), order);
      }
      return response;
    };
  }

  async function keepAnsweredKey(response: Response, order: string | null): Promise<void> {
    try {
      const body = (await response.json()) as { uuid?: unknown; member_key?: unknown };
      const uuid = typeof body.uuid === "string" ? body.uuid : order;
      if (uuid && typeof body.member_key === "string") store.remember(uuid, body.member_key);
    } catch {
      // Not JSON: nothing to keep.
    }
  }

  return { store, withKeys, keyOf: store.get };
}
