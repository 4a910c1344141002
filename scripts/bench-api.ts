/**
 * `npm run bench:api`: menu calls per second, orders created per second and p99 latency of the venue
 * API over real HTTP, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
 * Writes the results into docs/benchmarks.md between the bench:api markers.
 */
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createVenueApi } from "../server/app";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { createRuntimeDeps } from "../server/runtime";
import { testVenue } from "../server/test/fixtures/venue";
import { importVenue } from "../server/venue/import";
import { venueFile } from "../server/venue/venue-file";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  engine: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function run(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...options });
}

const orderBody = (seq: number) =>
  JSON.stringify({
    menu: 100,
    customer_name: `Bench ${seq}`,
    order_type: "takeaway",
    payment_type: "cash",
    sub_total: 20,
    total: 22,
    total_currency: "AED",
    sub_total_currency: "AED",
    delivery_fees_currency: "AED",
    line_items: [{ product: 12, product_name: "Cake", product_price: 20, product_price_currency: "AED", quantity: 1 }],
  });

async function benchEngine(engine: string, database: DatabaseHandle): Promise<Row[]> {
  const deps = await createRuntimeDeps(database);
  await importVenue(database.db, venueFile.parse(testVenue()));
  const app = createVenueApi(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}/backend`;
  const rows: Row[] = [];
  const record = (call: string, result: autocannon.Result) =>
    rows.push({
      engine,
      call,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      requests: result.requests.total,
    });

  await run(`${base}/en/api/menu/demo/`, { duration: 2 });
  record("GET /en/api/menu/demo/ (demo venue)", await run(`${base}/en/api/menu/demo/`, {}));

  let seq = 0;
  record(
    "POST /en/api/order/ (one line, cash)",
    await run(`${base}/en/api/order/`, {
      method: "POST",
      requests: [
        {
          setupRequest: (request) => {
            seq += 1;
            return {
              ...request,
              body: orderBody(seq),
              headers: { "content-type": "application/json", "idempotency-key": `bench-${Date.now()}-${seq}` },
            };
          },
        },
      ],
    }),
  );
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deps.events.close();
  return rows;
}

function writeResults(rows: Row[]) {
  const file = path.join(process.cwd(), "docs", "benchmarks.md");
  const start = "<!-- bench:api start -->";
  const end = "<!-- bench:api end -->";
  const table = [
    start,
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}),`,
    `Node ${process.version}, ${CONNECTIONS} connections for ${DURATION} s per call, load generator on the same machine.`,
    "",
    "| Engine | Call | Requests/s | p50 ms | p99 ms | Requests | Errors |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) => `| ${row.engine} | ${row.call} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.errors} |`,
    ),
    end,
  ].join("\n");
  const current = readFileSync(file, "utf8");
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), table)
    : `${current.trimEnd()}\n\n## Venue API (npm run bench:api)\n\n${table}\n`;
  writeFileSync(file, next);
}

async function main() {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), "carte-bench-"));
  const pglite = await openDatabase({ dataDir: dir });
  rows.push(...(await benchEngine("PGlite", pglite)));
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const schemaName = `bench_${Date.now().toString(36)}`;
  try {
    const postgres = await openDatabase({ url, schemaName });
    rows.push(...(await benchEngine("PostgreSQL", postgres)));
    await postgres.close();
    const cleanup = new Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema "${schemaName}" cascade`);
    await cleanup.end();
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${(error as Error).message}`);
  }
  console.table(rows);
  writeResults(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
