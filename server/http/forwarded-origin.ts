// The host and scheme a request is answered for (issue 25 items 1 and 2), settled once by the front
// server (front-server.ts) so that the proxy, the pages, the page caches and the venue API downstream all
// read one value nobody outside could choose:
// - X-Forwarded-Host and X-Forwarded-Proto count only from TRUSTED_PROXY_COUNT proxies, by the same rule
//   as X-Forwarded-For (client-address.mjs); a client's own are dropped.
// - The guest app's server-side calls to its venue API name their guest's host in X-Carte-Guest-Host,
//   believed only with the deployment's internal key (lib/config/internal-calls.ts).
// - A Host the client wrote keeps its name (the venue is chosen by name) but not a port of its choosing:
//   a port other than the one this server was reached on is redirected there, so no page is rendered
//   or cached under `host:N` for every N.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { GUEST_HOST_HEADER } from "../../lib/config/internal-calls";
import { headerEntries, requestIsHttps, trustedEntry } from "./client-address";

type Scheme = "http" | "https";

/** Where a request stands (forwardedOrigin). */
export type ForwardedOrigin = { host: string; scheme: Scheme } | { redirect: string } | { invalid: true };

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);

/** A Host value as a name (lower case, IPv6 in brackets) and a port (null when none was given); null when malformed. */
export function parseHost(value: string | undefined): { name: string; port: number | null } | null {
  if (typeof value !== "string" || value.length > 260) return null;
  const match = HOST.exec(
    value
      .trim()
      .toLowerCase()
      .replace(/\.(?=:|$)/, ""),
  );
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { name: match[1], port };
}

const DEFAULT_PORT: Readonly<Record<string, number>> = { http: 80, https: 443 };

/** The port of an origin such as PUBLIC_URL (its scheme's default when it names none); null without one. */
function portOf(origin: string | null): number | null {
  if (typeof origin !== "string") return null;
  try {
    const url = new URL(origin);
    return url.port ? Number(url.port) : (DEFAULT_PORT[url.protocol.slice(0, -1)] ?? null);
  } catch {
    return null;
  }
}

/** `name[:port]`, without the port when it is the scheme's default. */
export function hostWithPort(name: string, port: number | null, scheme: Scheme): string {
  return port === null || port === DEFAULT_PORT[scheme] ? name : `${name}:${port}`;
}

/**
 * Where a request stands: `{ host, scheme }` to answer it for, `{ redirect }` (the same request on this
 * server's own port), or `{ invalid }` for a Host no browser would send.
 * - `internal`: the request carried the deployment's internal key (its guest headers are ours).
 * - `localPort`: the port this server was reached on (the socket's, never a header's); PUBLIC_URL's port
 *   is served too (a container's mapped port, say).
 */
export function forwardedOrigin({
  headers,
  encrypted,
  trustedProxyCount,
  internal,
  localPort,
  publicUrl = null,
  url,
}: {
  headers: IncomingHttpHeaders;
  encrypted: boolean;
  trustedProxyCount: number;
  internal: boolean;
  localPort: number | undefined;
  publicUrl?: string | null;
  url: string;
}): ForwardedOrigin {
  const https = requestIsHttps({ encrypted, forwardedProto: headers["x-forwarded-proto"], trustedProxyCount });
  const scheme: Scheme = https ? "https" : "http";
  const named = internal ? parseHost(headerEntries(headers[GUEST_HOST_HEADER])[0]) : null;
  if (named) return { host: hostWithPort(named.name, named.port, scheme), scheme };
  const forwarded = parseHost(trustedEntry(headerEntries(headers["x-forwarded-host"]), trustedProxyCount));
  if (forwarded) return { host: hostWithPort(forwarded.name, forwarded.port, scheme), scheme };
  const direct = parseHost(headerEntries(headers.host)[0]);
  if (!direct) return { invalid: true };
  if (direct.port !== null && typeof localPort === "number" && direct.port !== localPort && direct.port !== portOf(publicUrl)) {
    return { redirect: `${scheme}://${hostWithPort(direct.name, localPort, scheme)}${url}` };
  }
  return { host: hostWithPort(direct.name, direct.port, scheme), scheme };
}

const SETTLED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", GUEST_HOST_HEADER];

/**
 * Replaces every forwarding header of a Node request with the settled host and scheme (in `headers` and
 * `rawHeaders`, which Hono's Node adapter reads), so nothing downstream reads a value a client wrote.
 */
export function writeForwardedOrigin(request: IncomingMessage, { host, scheme }: { host: string; scheme: Scheme }): void {
  const raw: string[] = [];
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] ?? "";
    if (!SETTLED.includes(name.toLowerCase())) raw.push(name, request.rawHeaders[index + 1] ?? "");
  }
  for (const name of SETTLED) delete request.headers[name];
  request.headers["x-forwarded-host"] = host;
  request.headers["x-forwarded-proto"] = scheme;
  raw.push("X-Forwarded-Host", host, "X-Forwarded-Proto", scheme);
  request.rawHeaders = raw;
}
