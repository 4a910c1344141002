import type { TokenRequest } from "ably";
import { ORDER_UPDATE_EVENT } from "@/lib/api/schemas/realtime";
import { parseOrderUpdate, type OrderRealtime } from "./order-realtime";

export interface AblyMessageLike {
  name?: string;
  data?: unknown;
}

export type AblyListener = (message: AblyMessageLike) => void;

/** The part of an Ably realtime channel this adapter uses. */
export interface AblyChannelLike {
  subscribe(event: string, listener: AblyListener): Promise<unknown>;
  unsubscribe(event: string, listener: AblyListener): void;
}

/** The part of an Ably realtime client this adapter uses; tests hand in a double of it. */
export interface AblyClientLike {
  channels: { get(name: string): AblyChannelLike };
  /** Called when the connection gives up (failed or suspended): the caller falls back to the event stream. */
  onConnectionFailed(listener: () => void): void;
  close(): void;
}

/** Builds a connected client that asks `authorise` for each token request (first connection and renewals). */
export type AblyClientFactory = (authorise: () => Promise<TokenRequest>) => Promise<AblyClientLike>;

/** The real Ably SDK, loaded only when the venue uses Ably (it is large, and most venues use the stream). */
export const realAblyClient: AblyClientFactory = async (authorise) => {
  const { Realtime } = await import("ably");
  const client = new Realtime({
    authCallback: (_params, callback) => {
      authorise().then(
        (request) => callback(null, request),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
      );
    },
    logLevel: 0,
  });
  return {
    channels: {
      get(name) {
        const channel = client.channels.get(name);
        return {
          subscribe: (event, listener) => channel.subscribe(event, listener),
          unsubscribe: (event, listener) => channel.unsubscribe(event, listener),
        };
      },
    },
    onConnectionFailed(listener) {
      client.connection.on(["failed", "suspended"], () => listener());
    },
    close: () => client.close(),
  };
};

export interface AblyOrderOptions {
  /** The token request for each connection or renewal (subscribe-only, made by the venue API). */
  tokenRequest: () => Promise<TokenRequest>;
  /** The channel name; by default the order's uuid (001 section 2: a channel named by the order id). */
  channel?: string;
  event?: string;
  createClient?: AblyClientFactory;
  /** Ably cannot be reached or refused the subscription. */
  onFailure?: () => void;
}

/** Ably: the order's channel, each `order-update` message handed on. One client per subscription. */
export function ablyOrderRealtime(options: AblyOrderOptions): OrderRealtime {
  const { tokenRequest, event = ORDER_UPDATE_EVENT, createClient = realAblyClient } = options;
  return {
    subscribeToOrder(uuid, onUpdate) {
      let closed = false;
      let failed = false;
      let stop: (() => void) | null = null;
      const fail = () => {
        if (closed || failed) return;
        failed = true;
        options.onFailure?.();
      };
      const listener: AblyListener = (message) => {
        const update = parseOrderUpdate(message.data);
        if (!closed && update) onUpdate(update);
      };
      createClient(tokenRequest).then((client) => {
        if (closed) {
          client.close();
          return;
        }
        const channel = client.channels.get(options.channel ?? uuid);
        stop = () => {
          channel.unsubscribe(event, listener);
          client.close();
        };
        client.onConnectionFailed(fail);
        channel.subscribe(event, listener).catch(fail);
      }, fail);
      return () => {
        closed = true;
        stop?.();
      };
    },
  };
}

/**
 * Token requests for one subscription: the one that came with the transport answer first, then a
 * fresh one from `renew` for every renewal (a token request can be used only once).
 */
export function tokenRequests(first: TokenRequest, renew: () => Promise<TokenRequest>): () => Promise<TokenRequest> {
  let unused: TokenRequest | null = first;
  return async () => {
    if (unused) {
      const request = unused;
      unused = null;
      return request;
    }
    return renew();
  };
}

/** The venue API's token_request (a loose object) in the SDK's shape. */
export function toAblyTokenRequest(raw: {
  keyName: string;
  mac: string;
  nonce: string;
  timestamp: number;
  [key: string]: unknown;
}): TokenRequest {
  const { capability, clientId, ttl } = raw;
  return {
    keyName: raw.keyName,
    mac: raw.mac,
    nonce: raw.nonce,
    timestamp: raw.timestamp,
    capability: typeof capability === "string" ? capability : JSON.stringify(capability ?? {}),
    ...(typeof clientId === "string" ? { clientId } : {}),
    ...(typeof ttl === "number" ? { ttl } : {}),
  };
}
