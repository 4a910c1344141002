import { serve, type ServerType } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { DEVICE_KEY_HEADER } from "@/lib/api/device-key";
import { createVenueApi } from "../app";
import { openDatabase, type DatabaseHandle, type Db } from "../db/client";
import type { VenueApiDeps } from "../deps";
import type { OrderEvents } from "../services/events";
import { createPgOrderEvents } from "../services/pg-events";
import { paymentGatewayFor } from "../services/payments/sandbox";
import { createMemoryRateLimiter, RATE_LIMITS, type RateLimiter, type RateLimits } from "../services/rate-limit";
import { createEventStreamRegistry, type EventStreamLimits } from "../services/realtime/stream-slots";
import { importVenue } from "../venue/import";
import { createTestOrderKeys } from "./member-keys";
import { venueFile, type VenueFileInput } from "../venue/venue-file";

export interface TestApi {
  /** Base URL of the venue API over real HTTP, ending in /backend. */
  baseUrl: string;
  /** The typed client of lib/api, pointed at this server. */
  client: ApiClient;
  deps: VenueApiDeps;
  db: Db;
  /** A plain HTTP call for the cases the typed client refuses to send (bad input). */
  http(path: string, init?: RequestInit): Promise<Response>;
  importVenue(file: VenueFileInput): Promise<void>;
  /**
   * The typed client and plain calls as a guest of the venue at `host` (one of its custom_domains):
   * every call carries X-Forwarded-Host, as the guest app's /backend does.
   */
  asHost(host: string): { client: ApiClient; http(path: string, init?: RequestInit): Promise<Response> };
  /**
   * Issue 24: `client` and `http` act as the device that placed or joined each order (they keep and
   * send its member key); `stranger` holds no key, as anyone who learnt an order's uuid.
   */
  stranger: { client: ApiClient; http(path: string, init?: RequestInit): Promise<Response> };
  /**
   * Issue 25: the typed client and plain calls of one guest's device, as the guest app sends them:
   * X-Device-Key `deviceKey` (none when omitted, as a script), from `address` (the X-Forwarded-For the
   * front server settles), on the venue of `host` when given.
   */
  asGuest(guest: { address: string; deviceKey?: string; host?: string }): {
    client: ApiClient;
    http(path: string, init?: RequestInit): Promise<Response>;
  };
  /** The member key the test's device holds for an order, if any. */
  orderKeyOf(uuid: string): string | null;
  /**
   * Another instance on the same database: its own pool and LISTEN connection on PostgreSQL; on the
   * in-memory PGlite, which one process holds, the same database with its own listeners. Closed by close().
   */
  openPeer(): Promise<{ database: DatabaseHandle; events: OrderEvents }>;
  close(): Promise<void>;
}

/**
 * The production limits of the buckets whose tests assert them (otp, coupon, employee, submission);
 * the others high, since a test file places and reads many orders from one address in a minute.
 */
export const TEST_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([bucket, limit]) =>
    ["otp", "coupon", "employee", "submission"].includes(bucket) ? [bucket, limit] : [bucket, { ...limit, limit: 10_000 }],
  ),
) as RateLimits;

/**
 * A venue API on a real port with its own database: PostgreSQL (a fresh schema) when
 * TEST_DATABASE_URL is set, else an in-memory PGlite.
 */
export async function startTestApi(
  options: {
    clock?: () => Date;
    /** Limits over TEST_RATE_LIMITS, for the buckets a test is about. */
    limits?: Partial<RateLimits>;
    /** A limiter of the test's own (Redis, shared by two APIs); the test closes it. */
    rateLimiter?: RateLimiter;
    /** Event stream caps and timeouts over the defaults (a short idle timeout). */
    eventStreams?: Partial<EventStreamLimits>;
    /** The sandbox payment gateway (PAYMENT_SANDBOX); on unless a test switches it off. */
    paymentSandbox?: boolean;
    /**
     * Orders, receipts, events, payments and forms answer only on their venue's host, as in the app
     * (server/routes/venue-scope.ts). Off by default: the tests written before it call every venue
     * through 127.0.0.1; server/security/ turns it on and calls with asHost().
     */
    venueHosts?: boolean;
    /** PUBLIC_URL and DEFAULT_LICENSE as the deployment would set them. */
    publicUrl?: string;
    defaultLicense?: string;
    /** METRICS_TOKEN as the deployment would set it. */
    metricsToken?: string;
    /** Where the request logs go (server/observability/); absent, the process's (silent under Jest). */
    logger?: Logger;
    /** Web push (issue 29): the VAPID public key the push calls hand out; absent, they answer 404. */
    push?: { publicKey: string };
  } = {},
): Promise<TestApi> {
  const url = process.env.TEST_DATABASE_URL || null;
  const schemaName = url ? `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const database = await openDatabase(url ? { url, schemaName } : { dataDir: "memory://" });
  const channel = schemaName ? `order_update_${schemaName}` : "order_update";
  const events = createPgOrderEvents(database, channel);
  const peers: { database: DatabaseHandle; events: OrderEvents }[] = [];
  const deps: VenueApiDeps = {
    database,
    events,
    payments: paymentGatewayFor({ paymentSandbox: options.paymentSandbox ?? true }),
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter({ ...TEST_RATE_LIMITS, ...options.limits }),
    eventStreams: createEventStreamRegistry(options.eventStreams),
    clock: options.clock ?? (() => new Date()),
    logger: options.logger,
    settings: {
      locationTokenSalt: "test-salt",
      publicUrl: options.publicUrl ?? null,
      ablyApiKey: null,
      paymentSandbox: options.paymentSandbox ?? true,
      defaultLicense: options.defaultLicense ?? null,
      metricsToken: options.metricsToken ?? null,
    },
    enforceVenueHosts: options.venueHosts ?? false,
    push: options.push ?? null,
  };
  const app = createVenueApi(deps);
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/backend`;
  const bareHttp = (path: string, init?: RequestInit) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  const keys = createTestOrderKeys();
  const http = keys.withKeys(bareHttp);
  return {
    baseUrl,
    client: createApiClient({ baseUrl, orderKeys: keys.store }),
    deps,
    db: database.db,
    http,
    asHost: (host) => ({
      client: createApiClient({ baseUrl, headers: { "X-Forwarded-Host": host }, orderKeys: keys.store }),
      http: (path, init) => http(path, { ...init, headers: { "X-Forwarded-Host": host, ...init?.headers } }),
    }),
    stranger: { client: createApiClient({ baseUrl }), http: bareHttp },
    asGuest: ({ address, deviceKey, host }) => {
      const headers: Record<string, string> = { "X-Forwarded-For": address, ...(host ? { "X-Forwarded-Host": host } : {}) };
      const device: Record<string, string> = deviceKey ? { [DEVICE_KEY_HEADER]: deviceKey } : {};
      return {
        client: createApiClient({ baseUrl, headers, orderKeys: keys.store, deviceKey: () => deviceKey ?? null }),
        http: (path, init) => {
          const given = new Headers(init?.headers);
          const added: Record<string, string> = Object.fromEntries(
            Object.entries({ ...headers, ...device }).filter(([name]) => !given.has(name)),
          );
          return http(path, { ...init, headers: { ...added, ...init?.headers } });
        },
      };
    },
    orderKeyOf: keys.keyOf,
    openPeer: async () => {
      const peerDatabase = url ? await openDatabase({ url, schemaName }) : database;
      const peer = { database: peerDatabase, events: createPgOrderEvents(peerDatabase, channel) };
      peers.push(peer);
      return peer;
    },
    importVenue: async (file) => {
      await importVenue(database.db, venueFile.parse(file));
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.close();
      for (const peer of peers) {
        await peer.events.close();
        if (peer.database !== database) await peer.database.close();
      }
      if (url && schemaName) await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await database.close();
    },
  };
}
