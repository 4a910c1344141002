import type { OrderUpdate } from "../events";

/**
 * A push service outside the database (Ably) that guests' order screens subscribe to. Published
 * after the commit: a guest must never be told of a change that was rolled back.
 */
export interface RealtimePublisher {
  publish(update: OrderUpdate): Promise<void>;
}
