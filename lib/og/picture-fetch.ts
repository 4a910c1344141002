import "server-only";
import { lookup } from "node:dns/promises";
import { once } from "node:events";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "@/lib/og/public-address";

/** A picture larger than this is not worth the wait in a preview, nor the memory. */
export const MAX_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 3000;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * Where a picture may come from: how a host name resolves and which addresses may be connected to.
 * Production uses PUBLIC_ONLY; tests pass a policy that also allows their server on 127.0.0.1.
 */
export interface FetchPolicy {
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  allowAddress: (address: string) => boolean;
}

/**
 * The addresses a venue's data names are the venue's to choose, so they must not reach this machine,
 * its network or the cloud metadata service (server/http/public-address.ts).
 */
export const PUBLIC_ONLY: FetchPolicy = {
  resolve: (hostname) => lookup(hostname, { all: true, verbatim: true }),
  allowAddress: isPublicAddress,
};

type Answer = { redirect: URL } | { body: Uint8Array | null };

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return Promise.race([promise, once(signal, "abort").then(() => Promise.reject(signal.reason))]);
}

/** Connects to the addresses that were checked, not to whatever a second DNS answer says (DNS rebinding). */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
  };
}

async function readCapped(response: IncomingMessage): Promise<Uint8Array | null> {
  if (Number(response.headers["content-length"] ?? 0) > MAX_BYTES) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    length += chunk.byteLength;
    // Stops reading here whatever the server says its length is, or when it says none.
    if (length > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** One request, without following redirects: a redirect is checked as a new address by the caller. */
async function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Answer> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return { body: null };
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = await abortable(policy.resolve(hostname), signal);
  if (addresses.length === 0 || !addresses.every(({ address }) => policy.allowAddress(address))) return { body: null };
  const client = url.protocol === "https:" ? https : http;
  const request = client.get(url, {
    agent: false,
    lookup: pinnedLookup(addresses),
    signal,
    headers: { accept: "image/png,image/jpeg,image/svg+xml", "user-agent": "Carte link preview" },
  });
  try {
    const [response] = (await once(request, "response")) as [IncomingMessage];
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) return { redirect: new URL(location, url) };
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) return { body: null };
    return { body: await readCapped(response) };
  } finally {
    request.destroy();
  }
}

/**
 * A picture's bytes over http(s), or null: at most MAX_BYTES read, within TIMEOUT_MS in all, from
 * public addresses only (each redirect's too), following at most MAX_REDIRECTS redirects.
 */
export async function fetchPicture(url: URL, policy: FetchPolicy = PUBLIC_ONLY): Promise<Uint8Array | null> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await requestOnce(current, policy, signal);
    if ("body" in answer) return answer.body;
    current = answer.redirect;
  }
  return null;
}
