import { Rest, type ClientOptions, type TokenRequest } from "ably";
import { ORDER_UPDATE_EVENT, type OrderUpdate } from "../events";
import type { RealtimePublisher } from "./publisher";

/** A guest's token lives as long as an order screen is typically open; the SDK renews it through the route. */
export const ABLY_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Client options besides the key: an endpoint for tests against a local stand-in, never needed in production. */
export type AblyOptions = Omit<ClientOptions, "key">;

// One REST client per key: it is stateless but keeps an HTTP agent worth reusing across requests.
const clients = new Map<string, Rest>();

function restClient(apiKey: string, options: AblyOptions = {}): Rest {
  const id = `${apiKey} ${JSON.stringify(options)}`;
  let client = clients.get(id);
  if (!client) {
    client = new Rest({ logLevel: 0, ...options, key: apiKey });
    clients.set(id, client);
  }
  return client;
}

/** Publishes `order-update` on the channel named by the order's uuid (001 section 2). */
export function createAblyPublisher(apiKey: string, options: AblyOptions = {}): RealtimePublisher {
  const client = restClient(apiKey, options);
  return {
    async publish(update: OrderUpdate) {
      await client.channels.get(update.uuid).publish(ORDER_UPDATE_EVENT, update);
    },
  };
}

/**
 * A TokenRequest the browser exchanges with Ably for a token that can only subscribe to this order's
 * channel: the API key never leaves the server. Signed locally with the key, no network call.
 */
export function createAblyTokenRequest(apiKey: string, uuid: string, ttl = ABLY_TOKEN_TTL_MS): Promise<TokenRequest> {
  return restClient(apiKey).auth.createTokenRequest({ capability: { [uuid]: ["subscribe"] }, ttl });
}
