import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Client, Pool } from "pg";
import { shareDatabase, SHARE_PORT } from "./pglite-share";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  engine: "pglite" | "postgres";
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite database is used. */
  url?: string | null;
  /** PGlite folder; "memory://" for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  schemaName?: string;
  /** The folder's holder (the app) shares the open database with the venue CLI (server/db/pglite-share.ts). */
  share?: boolean;
}

const MIGRATIONS = path.join(/* turbopackIgnore: true */ process.cwd(), "server", "db", "migrations");

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.schemaName)
    : openPglite(options.dataDir ?? ".data/pglite", options.share ?? false);
}

async function openPglite(dataDir: string, share: boolean): Promise<DatabaseHandle> {
  // PGlite's own mkdir is not recursive.
  if (!dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const shared = share && !dataDir.includes("://") ? await shareDatabase(client, dataDir) : null;
  return {
    db,
    engine: "pglite",
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    close: async () => {
      await new Promise<void>((resolve) => (shared ? shared.close(() => resolve()) : resolve()));
      await client.close();
    },
  };
}

/**
 * The embedded database another process (the app) holds and shares, over its socket in the folder:
 * one connection, which has the database to itself until closed. The holder has migrated it already.
 */
export async function openSharedPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = new Client({ host: path.resolve(dataDir), port: SHARE_PORT, user: "postgres", database: "postgres" });
  await client.connect();
  const db = drizzlePg({ client, schema });
  return {
    db,
    engine: "pglite",
    listen: async (channel, onPayload) => {
      client.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await client.query(`listen "${channel}"`);
      return async () => void (await client.query(`unlisten "${channel}"`));
    },
    close: () => client.end(),
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<DatabaseHandle> {
  const searchPath = schemaName ? `-c search_path=${schemaName}` : undefined;
  const connection = { connectionString: url, options: searchPath };
  const pool = new Pool({ ...connection, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
  // Several processes may start at once against one server: migrate under an advisory lock.
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(724061)");
    await migratePg(db, { migrationsFolder: MIGRATIONS, migrationsSchema: schemaName ?? "drizzle" });
  } finally {
    await lock.query("select pg_advisory_unlock(724061)");
    lock.release();
  }
  const listeners: Client[] = [];
  return {
    db,
    engine: "postgres",
    listen: async (channel, onPayload) => {
      const client = new Client(connection);
      await client.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      await client.query(`listen "${channel}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

/** NOTIFY inside the caller's transaction, so listeners hear of a change only once it is committed. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
