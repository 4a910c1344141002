import { lookup } from "node:dns/promises";
import { once } from "node:events";
import https from "node:https";
import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import type { VapidKeys } from "@/lib/config/settings";
import { isPublicAddress } from "@/lib/og/public-address";

/** Where one browser receives pushes: its subscription as stored with the order. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: `sent` (the push service took it, 2xx), `gone` (404 or 410: the browser
 * dropped the subscription, so we forget it) or `failed` (anything else; kept for the next change).
 */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: "normal" | "high";
  /** RFC 8030 Topic: a newer message of the same topic replaces an undelivered older one. */
  topic?: string;
}

/** Sends one encrypted message to one browser's push service; never throws for the service's answer. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** One HTTP POST to a push service, resolving to its status code. */
export type PushPost = (url: URL, request: { headers: Record<string, string>; body: Buffer | null }) => Promise<number>;

const TIMEOUT_MS = 10_000;

/** Connects to the address that was checked, not to whatever a second DNS answer says (DNS rebinding). */
function pinnedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
  };
}

/**
 * POST over https to public addresses only: the endpoint is a guest's to choose, so it must not reach
 * this machine, its network or the cloud metadata service (as link previews' pictures, lib/og). No
 * redirects are followed; the answer's body is not read; TIMEOUT_MS in all.
 */
export const publicHttpsPost: PushPost = async (url, { headers, body }) => {
  if (url.protocol !== "https:") return 400;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const addresses = await lookup(url.hostname.replace(/^\[(.*)\]$/, "$1"), { all: true, verbatim: true });
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) return 400;
  const request = https.request(url, { method: "POST", headers, agent: false, lookup: pinnedLookup(addresses), signal });
  try {
    request.end(body ?? undefined);
    const [response] = (await once(request, "response")) as [IncomingMessage];
    response.resume();
    return response.statusCode ?? 0;
  } finally {
    request.destroy();
  }
};

/**
 * The real sender: web-push encrypts the message for the browser (RFC 8291, aes128gcm) and signs the
 * VAPID header (RFC 8292); `post` delivers it (RFC 8030), by default to public https addresses only.
 */
export function createWebPushSender(vapid: VapidKeys, post: PushPost = publicHttpsPost): PushSender {
  return {
    async send(target, payload, { ttlSeconds, urgency, topic }) {
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: ttlSeconds,
            urgency,
            topic,
            contentEncoding: "aes128gcm",
          },
        );
        const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
        const status = await post(new URL(details.endpoint), { headers, body: details.body });
        if (status >= 200 && status < 300) return "sent";
        return status === 404 || status === 410 ? "gone" : "failed";
      } catch {
        // A key the encryption refuses, a name that does not resolve, a timeout: this change is not
        // pushed to this browser; its subscription stays for the next one.
        return "failed";
      }
    },
  };
}
