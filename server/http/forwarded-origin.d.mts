import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

export declare const GUEST_HOST_HEADER: string;
/** A Host value's name and port (null: none given); null when malformed. */
export declare function parseHost(value: string | undefined): { name: string; port: number | null } | null;
/** `name[:port]`, without the scheme's default port. */
export declare function hostWithPort(name: string, port: number | null, scheme: "http" | "https"): string;
export type ForwardedOrigin = { host: string; scheme: "http" | "https" } | { redirect: string } | { invalid: true };
/** The host and scheme a request is answered for, a redirect to this server's own port, or invalid. */
export declare function forwardedOrigin(request: {
  headers: IncomingHttpHeaders;
  encrypted: boolean;
  trustedProxyCount: number;
  internal: boolean;
  localPort: number | undefined;
  publicUrl?: string | null;
  url: string;
}): ForwardedOrigin;
/** Makes the settled host and scheme the request's only forwarding headers. */
export declare function writeForwardedOrigin(request: IncomingMessage, origin: { host: string; scheme: "http" | "https" }): void;
