// The client address as seen through a configured number of trusted proxies (TRUSTED_PROXY_COUNT),
// one rule for the front server of `npm start` (server/http/front-server.ts) and the standalone
// venue API (server/standalone.ts).
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { GUEST_ADDRESS_HEADER } from "../../lib/config/internal-calls";

/** A forwarding header as Node gives it: absent, once, or repeated. */
export type HeaderValue = string | string[] | undefined;

/**
 * TRUSTED_PROXY_COUNT: how many proxies in front of this process append to X-Forwarded-For. Unset
 * or blank is 0 (clients connect directly). Anything but a whole number from 0 to 20 is an error,
 * so that a typo cannot silently trust a header a client wrote.
 */
export function parseTrustedProxyCount(value: string | undefined): number {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return 0;
  if (!/^\d{1,2}$/.test(text) || Number(text) > 20) {
    throw new Error(`TRUSTED_PROXY_COUNT must be a whole number from 0 to 20 (the proxies in front of the app), not "${value}".`);
  }
  return Number(text);
}

/** An address as a rate limit can count it: brackets and ports gone, IPv4-mapped IPv6 as IPv4; null if not an IP. */
export function normaliseAddress(text: string | undefined): string | null {
  if (typeof text !== "string") return null;
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/**
 * The key a rate limit counts an address under: IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 as its
 * /64. A subscriber is given a whole /64 and may use any address in it, so counting single IPv6
 * addresses would give one client 2^64 budgets. Text that is not an address is its own key.
 */
export function rateLimitKeyOf(text: string | undefined): string {
  const address = normaliseAddress(text);
  if (address === null) return typeof text === "string" ? text : "unknown";
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  // IPv4-mapped written in hex (::ffff:cb00:7109): the IPv4 address it carries.
  if (groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff") {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, in hex without leading zeros ("::" expanded, a trailing dotted quad as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.replace(/%.*$/, "");
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros: string[] = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** The entries of a comma-separated forwarding header; repeated headers count as one list, in order. */
export function headerEntries(header: HeaderValue): string[] {
  const joined = Array.isArray(header) ? header.join(",") : typeof header === "string" ? header : "";
  return joined
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/**
 * The entry `trustedProxyCount` hops from the right: what the outermost trusted proxy saw. Entries
 * left of it were written by whoever sent the request, so they are never used. With fewer entries
 * than proxies the leftmost is the furthest a trusted proxy can vouch for.
 */
export function trustedEntry(entries: string[], trustedProxyCount: number): string | undefined {
  if (trustedProxyCount === 0 || entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedProxyCount)];
}

/** 127.0.0.0/8 and ::1: this machine, i.e. the app itself or a proxy beside it. */
export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * The client's address: the socket's peer when no proxy is trusted, else the X-Forwarded-For entry
 * `trustedProxyCount` hops from the right (the socket's peer again when that entry is missing or not
 * an IP address, which only a misconfigured count can cause).
 */
export function clientAddress({
  socketAddress,
  forwardedFor,
  trustedProxyCount,
}: {
  socketAddress: string | undefined;
  forwardedFor: HeaderValue;
  trustedProxyCount: number;
}): string {
  const socket = normaliseAddress(socketAddress) ?? (typeof socketAddress === "string" && socketAddress !== "" ? socketAddress : "unknown");
  const entry = trustedEntry(headerEntries(forwardedFor), trustedProxyCount);
  return normaliseAddress(entry) ?? socket;
}

/** Whether the request came over HTTPS: a TLS socket, or X-Forwarded-Proto https from a trusted proxy. */
export function requestIsHttps({
  encrypted,
  forwardedProto,
  trustedProxyCount,
}: {
  encrypted: boolean;
  forwardedProto: HeaderValue;
  trustedProxyCount: number;
}): boolean {
  if (encrypted) return true;
  return trustedEntry(headerEntries(forwardedProto), trustedProxyCount)?.toLowerCase() === "https";
}

/**
 * Replaces every X-Forwarded-For of a Node request with the one address, in `headers` and in
 * `rawHeaders` (Hono's Node adapter builds its Request from the raw list), so nothing downstream can
 * read an address the client wrote. Next only adds the header when it is absent.
 */
export function overwriteForwardedFor(request: IncomingMessage, address: string): void {
  dropHeader(request, "x-forwarded-for");
  request.headers["x-forwarded-for"] = address;
  request.rawHeaders.push("X-Forwarded-For", address);
}

/** Removes a header from `headers` and `rawHeaders`. */
function dropHeader(request: IncomingMessage, lowerCaseName: string): void {
  delete request.headers[lowerCaseName];
  const raw: string[] = [];
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] ?? "";
    if (name.toLowerCase() !== lowerCaseName) raw.push(name, request.rawHeaders[index + 1] ?? "");
  }
  request.rawHeaders = raw;
}

/**
 * Works out a Node request's client address and makes it the request's only X-Forwarded-For. A
 * request with the internal key (the guest app's own server) may name the guest it is made for.
 */
export function settleClientAddress(request: IncomingMessage, trustedProxyCount: number, internal = false): string {
  let address = clientAddress({
    socketAddress: request.socket?.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxyCount,
  });
  const named = normaliseAddress(headerEntries(request.headers[GUEST_ADDRESS_HEADER])[0]);
  if (named && internal) address = named;
  dropHeader(request, GUEST_ADDRESS_HEADER);
  overwriteForwardedFor(request, address);
  return address;
}
