import type { TokenRequest } from "ably";
import type { VenueApiDeps } from "../../deps";
import { ORDER_UPDATE_EVENT } from "../events";
import { createAblyTokenRequest } from "./ably";

/** How the guest app follows an order: Ably with a subscribe-only token, or the API's own event stream. */
export type RealtimeTransport =
  | { transport: "ably"; channel: string; event: typeof ORDER_UPDATE_EVENT; token_request: TokenRequest }
  | { transport: "sse"; event: typeof ORDER_UPDATE_EVENT; url: string };

/** Path of the Server-Sent Events stream of one order, relative to the venue API base. */
export const orderEventsPath = (lang: string, uuid: string) => `/${lang}/api/order/${encodeURIComponent(uuid)}/events/`;

export async function realtimeTransport(
  settings: Pick<VenueApiDeps["settings"], "ablyApiKey">,
  lang: string,
  uuid: string,
): Promise<RealtimeTransport> {
  if (!settings.ablyApiKey) return { transport: "sse", event: ORDER_UPDATE_EVENT, url: orderEventsPath(lang, uuid) };
  const tokenRequest = await createAblyTokenRequest(settings.ablyApiKey, uuid);
  return { transport: "ably", channel: uuid, event: ORDER_UPDATE_EVENT, token_request: tokenRequest };
}
