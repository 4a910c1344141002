import type { IncomingMessage } from "node:http";

/** TRUSTED_PROXY_COUNT: unset or blank is 0; anything but a whole number from 0 to 20 throws. */
export declare function parseTrustedProxyCount(value: string | undefined): number;
/** Brackets and ports removed, IPv4-mapped IPv6 as IPv4, lower case; null if not an IP address. */
export declare function normaliseAddress(text: string | undefined): string | null;
/** What a rate limit counts an address as: IPv4 (also IPv4-mapped) as it is, IPv6 as "<first four groups>::/64". */
export declare function rateLimitKeyOf(text: string): string;
/** The entries of a comma-separated forwarding header (repeated headers as one list). */
export declare function headerEntries(header: string | string[] | undefined): string[];
/** 127.0.0.0/8 or ::1. */
export declare function isLoopback(address: string): boolean;
/** The socket's peer with no trusted proxy, else the X-Forwarded-For entry that many hops from the right. */
export declare function clientAddress(request: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxyCount: number;
}): string;
/** A TLS socket, or X-Forwarded-Proto https as a trusted proxy wrote it. */
export declare function requestIsHttps(request: {
  encrypted: boolean;
  forwardedProto: string | string[] | undefined;
  trustedProxyCount: number;
}): boolean;
/** The header the guest app's own server-side calls name their guest in; believed only with the internal key. */
export declare const GUEST_ADDRESS_HEADER: string;
/** Makes `address` the request's only X-Forwarded-For (headers and rawHeaders). */
export declare function overwriteForwardedFor(request: IncomingMessage, address: string): void;
/** clientAddress of a Node request, written back as its only X-Forwarded-For; returns the address. */
export declare function settleClientAddress(request: IncomingMessage, trustedProxyCount: number, internal?: boolean): string;
/** The entry `trustedProxyCount` hops from the right of a forwarding header's entries; undefined with none trusted. */
export declare function trustedEntry(entries: string[], trustedProxyCount: number): string | undefined;
