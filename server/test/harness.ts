import { serve, type ServerType } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { createVenueApi } from "../app";
import { openDatabase, type Db } from "../db/client";
import type { VenueApiDeps } from "../deps";
import { createPgOrderEvents } from "../services/pg-events";
import { createSandboxGateway } from "../services/payments/sandbox";
import { createMemoryRateLimiter, RATE_LIMITS } from "../services/rate-limit";
import { importVenue } from "../venue/import";
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
  close(): Promise<void>;
}

/**
 * A venue API on a real port with its own database: PostgreSQL (a fresh schema) when
 * TEST_DATABASE_URL is set, else an in-memory PGlite.
 */
export async function startTestApi(options: { clock?: () => Date; limits?: typeof RATE_LIMITS } = {}): Promise<TestApi> {
  const url = process.env.TEST_DATABASE_URL || null;
  const schemaName = url ? `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const database = await openDatabase(url ? { url, schemaName } : { dataDir: "memory://" });
  const events = createPgOrderEvents(database, schemaName ? `order_update_${schemaName}` : "order_update");
  const deps: VenueApiDeps = {
    database,
    events,
    payments: createSandboxGateway(),
    rateLimiter: createMemoryRateLimiter(options.limits ?? RATE_LIMITS),
    clock: options.clock ?? (() => new Date()),
    settings: { locationTokenSalt: "test-salt", publicUrl: null, ablyApiKey: null },
  };
  const app = createVenueApi(deps);
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/backend`;
  return {
    baseUrl,
    client: createApiClient({ baseUrl }),
    deps,
    db: database.db,
    http: (path, init) => fetch(`${baseUrl}${path}`, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } }),
    importVenue: async (file) => {
      await importVenue(database.db, venueFile.parse(file));
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.close();
      if (url && schemaName) await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await database.close();
    },
  };
}
