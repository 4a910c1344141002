import type { OrderUpdate } from "@/lib/api/schemas/realtime";
import type { Db } from "../db/client";

/** What every order change publishes (event name `order-update`): the contract's type. */
export type { OrderUpdate };

export { ORDER_UPDATE_EVENT } from "@/lib/api/schemas/realtime";

/**
 * Order events. `publish` runs inside the writing transaction (NOTIFY is delivered on commit);
 * `subscribe` feeds the Server-Sent Events stream of one order.
 */
export interface OrderEvents {
  publish(tx: Db, update: OrderUpdate): Promise<void>;
  subscribe(uuid: string, listener: (update: OrderUpdate) => void): Promise<() => void>;
  /** Every order's updates, from every process (web push, issue 29); resolves to the unsubscribe function. */
  subscribeAll(listener: (update: OrderUpdate) => void): Promise<() => void>;
  close(): Promise<void>;
}
