import type { Db } from "../db/client";

/** What every order change publishes (event name `order-update`). */
export interface OrderUpdate {
  uuid: string;
  status: string;
  updated: string;
}

export { ORDER_UPDATE_EVENT } from "@/lib/api/schemas/realtime";

/**
 * Order events. `publish` runs inside the writing transaction (NOTIFY is delivered on commit);
 * `subscribe` feeds the Server-Sent Events stream of one order.
 */
export interface OrderEvents {
  publish(tx: Db, update: OrderUpdate): Promise<void>;
  subscribe(uuid: string, listener: (update: OrderUpdate) => void): Promise<() => void>;
  close(): Promise<void>;
}
