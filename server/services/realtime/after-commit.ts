import type { VenueApiDeps } from "../../deps";
import type { OrderUpdate } from "../events";
import { createAblyPublisher } from "./ably";
import type { RealtimePublisher } from "./publisher";

/** The Ably publisher when ABLY_API_KEY is set, else null (Server-Sent Events carry the updates alone). */
export function realtimePublisherFor(settings: Pick<VenueApiDeps["settings"], "ablyApiKey">): RealtimePublisher | null {
  return settings.ablyApiKey ? createAblyPublisher(settings.ablyApiKey) : null;
}

/**
 * The `afterCommit` argument of changeOrderStatus (and of any other order write) for every caller:
 * routes, the CLI, payment completion. Undefined when no push service is configured. A push failure
 * is logged, not thrown: the change is committed and the SSE path has already carried it.
 */
export function realtimeAfterCommit(
  deps: Pick<VenueApiDeps, "settings">,
  publisher: RealtimePublisher | null = realtimePublisherFor(deps.settings),
): ((update: OrderUpdate) => Promise<void>) | undefined {
  if (!publisher) return undefined;
  return async (update) => {
    try {
      await publisher.publish(update);
    } catch (error) {
      console.error("realtime publish failed", update.uuid, error);
    }
  };
}
