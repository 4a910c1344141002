import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { Client } from "pg";
import webpush from "web-push";
import { DEVICE_KEY_HEADER, newDeviceKey } from "@/lib/api/device-key";
import { testVenue } from "@/server/test/fixtures/venue";
import { cake, draft } from "@/server/test/orders-test-kit";
import { TEST_REDIS_URL } from "@/server/test/redis";
import { expect, test } from "./support/test";

// Issue 27 item 4: the reference deployment of deploy/ run for real. nginx (deploy/nginx/carte.conf.template
// rendered by deploy/nginx.mjs) in front of two instances of `npm start` run by deploy/run-instances.mjs
// with deploy/carte.env.example's settings, on one PostgreSQL database made for the run and one Redis.
// Under order load: an instance killed with SIGKILL loses no acknowledged order and makes no duplicate
// when each failed POST is retried once with its key; a rolling restart (SIGHUP: each instance in turn
// gets SIGTERM and drains) fails no request; an order's event streams move to the instance that serves
// and hear the next status change; an import reaches both instances.

test.describe.configure({ mode: "serial" });

const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/test";
const NGINX_PORT = Number(process.env.E2E_DEPLOY_PORT ?? 3340);
const PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const HOST = testVenue().custom_domains?.[0] ?? "menu.test-venue.example";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is missing of nginx, PostgreSQL and Redis; the test is skipped, loudly, only for these. */
async function missing(): Promise<string[]> {
  const gaps: string[] = [];
  if (spawnSync("nginx", ["-v"]).status !== 0) gaps.push("nginx (apt-get install -y nginx)");
  const client = new Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  await client.connect().then(
    () => client.end(),
    () => gaps.push(`PostgreSQL at ${ADMIN_DATABASE_URL}`),
  );
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000 });
  await redis.connect().then(
    () => redis.ping(),
    () => gaps.push(`Redis at ${TEST_REDIS_URL}`),
  );
  redis.disconnect();
  return gaps;
}

/** deploy/carte.env.example as the instances' environment: what is documented is what runs. */
/** A VAPID pair of this run's own: production refuses the example file's placeholders (issue 29). */
function vapidEnv(): Record<string, string> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:ops@example.com" };
}

function exampleEnv(): Record<string, string> {
  const lines = readFileSync("deploy/carte.env.example", "utf8").split("\n");
  const pairs = lines.map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim())).filter((match) => match !== null);
  return Object.fromEntries(pairs.map(([, name = "", value = ""]) => [name, value]));
}

interface Answer {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One call through nginx as a guest of the fixture venue; rejects on a broken connection. */
function call(method: string, pathname: string, headers: Record<string, string> = {}, body?: string, port = NGINX_PORT): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: pathname, method, agent, timeout: 60_000, headers: { Host: HOST, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

/** A guest's order, with its own device and address (nginx believes the address from 127.0.0.1, as from a load balancer). */
interface PlacedOrder {
  key: string;
  uuids: string[];
  failures: string[];
}

/**
 * Guests placing orders through nginx until stopped; every failed POST is tried once more with its key.
 * With `keyless`, every other order is sent as a script would, without an Idempotency-Key and never
 * again: nginx must not pass those on to another instance, so they go through only if no instance
 * cuts a request it has begun.
 */
function orderLoad({ workers = 3, keyless = false } = {}) {
  const orders: PlacedOrder[] = [];
  let running = true;
  const place = async () => {
    const order: PlacedOrder = { key: randomUUID(), uuids: [], failures: [] };
    const withKey = !keyless || orders.length % 2 === 0;
    orders.push(order);
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      [DEVICE_KEY_HEADER]: newDeviceKey(),
      "X-Forwarded-For": `10.${randomBytes(3).join(".")}`,
      ...(withKey ? { "Idempotency-Key": order.key } : {}),
    };
    const body = JSON.stringify(draft([cake()]));
    for (let attempt = 0; attempt < (withKey ? 2 : 1); attempt += 1) {
      const answer = await call("POST", "/backend/en/api/order/", headers, body).catch((error: Error) => ({
        status: 0,
        body: error.message,
      }));
      if (answer.status === 201) {
        order.uuids.push((JSON.parse(answer.body) as { uuid: string }).uuid);
        return;
      }
      order.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
    }
  };
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        await place();
        // Pacing, not waiting: a guest's order every 100 ms per worker is the load this test is about.
        await sleep(100);
      }
    }),
  );
  return {
    orders,
    acknowledged: () => orders.filter((order) => order.uuids.length > 0).length,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** An order's event stream through nginx, reconnecting as EventSource does (after `retry:`). */
function orderStream(uuid: string) {
  const state = { connects: 0, statuses: [] as { status: string; at: number }[], open: false, closed: false };
  let current: http.ClientRequest | null = null;
  const connect = () => {
    if (state.closed) return;
    state.connects += 1;
    let retry = 3_000;
    let buffer = "";
    const again = () => {
      state.open = false;
      if (!state.closed) setTimeout(connect, retry);
    };
    current = http.get(
      {
        host: "127.0.0.1",
        port: NGINX_PORT,
        path: `/backend/en/api/order/${uuid}/events/`,
        agent: false,
        headers: { Host: HOST, Accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.on("end", again);
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              event.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
            );
            if (fields.retry) retry = Number(fields.retry);
            if (fields.data) {
              state.open = true;
              state.statuses.push({ status: (JSON.parse(fields.data) as { status: string }).status, at: Date.now() });
            }
          }
        });
        response.on("end", again);
        response.on("error", again);
      },
    );
    current.on("error", again);
  };
  connect();
  return {
    state,
    close() {
      state.closed = true;
      current?.destroy();
    },
  };
}

/** The lines of deploy/run-instances.mjs (and its instances), and a wait for one of them. */
function followOutput(child: ChildProcess) {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; from: number; resolve: (match: RegExpExecArray) => void }[] = [];
  const check = () => {
    for (const wait of [...waiting]) {
      for (let index = wait.from; index < lines.length; index += 1) {
        const match = wait.pattern.exec(lines[index] ?? "");
        if (match) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(match);
          break;
        }
      }
    }
  };
  let partial = "";
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
    check();
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  return {
    lines,
    /** The next line from now on (or from line `from`) that matches. */
    next(pattern: RegExp, timeoutMs: number, from = lines.length): Promise<RegExpExecArray> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no line ${pattern} within ${timeoutMs} ms; last lines:\n${lines.slice(-30).join("\n")}`)),
          timeoutMs,
        );
        waiting.push({ pattern, from, resolve: (match) => (clearTimeout(timer), resolve(match)) });
        check();
      });
    },
  };
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "venue", "--", ...args], { env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

let folder = "";
let databaseName = "";
let env: NodeJS.ProcessEnv = { ...process.env };
let instances: ChildProcess | null = null;
let output: ReturnType<typeof followOutput>;
let nginx: ChildProcess | null = null;
let database: Client | null = null;
const pids = new Map<number, number>();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const gaps = await missing();
  if (gaps.length) console.warn(`\n*** SKIPPED e2e/deployment.spec.ts: missing ${gaps.join(", ")} ***\n`);
  // eslint-disable-next-line playwright/no-skipped-test -- only without nginx, PostgreSQL or Redis, and said above
  test.skip(gaps.length > 0, `the reference deployment needs ${gaps.join(", ")}`);

  folder = mkdtempSync(path.join(tmpdir(), "carte-deploy-"));
  chmodSync(folder, 0o755);
  databaseName = `carte_deploy_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const databaseUrl = new URL(ADMIN_DATABASE_URL);
  databaseUrl.pathname = `/${databaseName}`;

  env = {
    ...process.env,
    ...exampleEnv(),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: TEST_REDIS_URL,
    INTERNAL_KEY: randomBytes(32).toString("base64url"),
    LOCATION_TOKEN_SALT: randomBytes(32).toString("base64url"),
    ...vapidEnv(),
  };
  delete env.NODE_OPTIONS;
  delete env.API_URL;
  delete env.DEFAULT_LICENSE;
  database = new Client({ connectionString: env.DATABASE_URL });
  await database.connect();

  const venueFile = path.join(folder, "venue.json");
  writeFileSync(venueFile, JSON.stringify(testVenue()));
  const imported = await runCli(["import", venueFile], env);
  expect(imported.code, imported.output).toBe(0);

  // nginx with the rendered site file; a load balancer on 127.0.0.1 in front, so each guest has an address.
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(folder, temp), { mode: 0o777 });
  // The command deploy/README.md gives, so the file nginx runs is the template's.
  const site = spawnSync(
    process.execPath,
    ["deploy/nginx.mjs", "--ports", PORTS.join(","), "--listen", `127.0.0.1:${NGINX_PORT}`, "--real-ip-from", "127.0.0.1"],
    { encoding: "utf8" },
  );
  expect(site.status, site.stderr).toBe(0);
  writeFileSync(path.join(folder, "carte.conf"), site.stdout);
  writeFileSync(
    path.join(folder, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (temp) => `  ${temp === "body" ? "client_body" : temp}_temp_path ${folder}/${temp};`,
      ),
      `  include ${folder}/carte.conf;`,
      "}",
    ].join("\n"),
  );
  nginx = spawn("nginx", ["-p", folder, "-c", path.join(folder, "nginx.conf")], { stdio: "inherit" });

  instances = spawn(process.execPath, ["deploy/run-instances.mjs", "--instances", String(PORTS.length), "--first-port", String(PORTS[0])], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  output = followOutput(instances);
  for (const port of PORTS) {
    const started = await output.next(new RegExp(`port ${port} started \\(pid (\\d+)\\)`), 30_000, 0);
    pids.set(port, Number(started[1]));
  }
  await Promise.all(PORTS.map((port) => output.next(new RegExp(`port ${port} ready`), 180_000, 0)));
  expect((await call("GET", "/backend/health/ready/")).status).toBe(200);
});

test.afterAll(async () => {
  agent.destroy();
  if (instances && instances.exitCode === null) {
    const exited = new Promise((resolve) => instances?.once("exit", resolve));
    instances.kill("SIGTERM");
    await Promise.race([exited, sleep(30_000)]);
  }
  nginx?.kill("SIGTERM");
  const errors = folder ? readFileSync(path.join(folder, "error.log"), { encoding: "utf8", flag: "a+" }) : "";
  if (errors) console.log(`deployment, nginx error.log (last lines):\n${errors.split("\n").slice(-15).join("\n")}`);
  await database?.end();
  if (databaseName) {
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Every order of the run in the database, by idempotency key. */
async function storedOrders(): Promise<Map<string, string[]>> {
  const rows = await database?.query<{ uuid: string; key: string }>("select uuid, idempotency_key as key from orders");
  const byKey = new Map<string, string[]>();
  // The app stores a guest's Idempotency-Key as "key:<key>" (server/services/orders/store.ts).
  for (const { key, uuid } of rows?.rows ?? []) byKey.set(key.replace(/^key:/, ""), [...(byKey.get(key.replace(/^key:/, "")) ?? []), uuid]);
  return byKey;
}

let anOrder = "";

test("an instance killed with SIGKILL under order load: no acknowledged order lost, none twice", async () => {
  test.setTimeout(180_000);
  const load = orderLoad();
  await expect.poll(() => load.acknowledged(), { timeout: 60_000 }).toBeGreaterThan(10);
  const [killed = 0] = PORTS;
  const from = output.lines.length;
  process.kill(pids.get(killed) ?? 0, "SIGKILL");
  // run-instances.mjs starts it again, as systemd would.
  const restarted = await output.next(new RegExp(`port ${killed} started \\(pid (\\d+)\\)`), 30_000, from);
  pids.set(killed, Number(restarted[1]));
  await output.next(new RegExp(`port ${killed} ready`), 180_000, from);
  const before = load.acknowledged();
  await expect.poll(() => load.acknowledged(), { timeout: 60_000 }).toBeGreaterThan(before + 10);
  await load.stop();

  const stored = await storedOrders();
  const acknowledged = load.orders.filter((order) => order.uuids.length > 0);
  // A replay answers with the order its key made first, and the database holds that one order.
  const lost = acknowledged.filter((order) => !order.uuids.every((uuid) => stored.get(order.key)?.[0] === uuid));
  const twice = [...stored.values()].filter((uuids) => uuids.length > 1);
  const retried = load.orders.filter((order) => order.failures.length > 0);
  console.log(
    `deployment, SIGKILL: ${load.orders.length} orders, ${acknowledged.length} acknowledged, ${retried.length} retried by the guest, ` +
      `${stored.size} stored; failures: ${JSON.stringify(retried.map((order) => order.failures))}`,
  );
  expect(lost).toEqual([]);
  expect(twice).toEqual([]);
  expect(stored.size).toBeLessThanOrEqual(load.orders.length);
  // nginx passes a keyed POST on to the other instance itself: every guest's order went through.
  expect(load.orders.filter((order) => order.uuids.length === 0).map((order) => order.failures)).toEqual([]);
  anOrder = acknowledged[0]?.uuids[0] ?? "";
});

test("a rolling restart under load fails no request, and order screens follow to the instance that serves", async () => {
  test.setTimeout(300_000);
  expect(anOrder).not.toBe("");
  const streams = Array.from({ length: 4 }, () => orderStream(anOrder));
  try {
    await expect.poll(() => streams.every((stream) => stream.state.open), { timeout: 30_000 }).toBe(true);
    const load = orderLoad({ keyless: true });
    const from = output.lines.length;
    instances?.kill("SIGHUP");
    await output.next(/rolling restart done/, 240_000, from);
    const before = load.acknowledged();
    await expect.poll(() => load.acknowledged(), { timeout: 60_000 }).toBeGreaterThan(before + 3);
    await load.stop();
    for (const port of PORTS)
      pids.set(port, Number((await output.next(new RegExp(`port ${port} started \\(pid (\\d+)\\)`), 1_000, from))[1]));

    const failed = load.orders.filter((order) => order.failures.length > 0);
    const drains = output.lines.slice(from).filter((line) => /npm start: (drained|drain timed out)/.test(line));
    console.log(`deployment, rolling restart: ${JSON.stringify(drains)}`);
    console.log(
      `deployment, rolling restart: ${load.orders.length} orders (half without a key), ${failed.length} failed requests ${JSON.stringify(failed.map((order) => order.failures))}`,
    );
    expect(failed.map((order) => order.failures)).toEqual([]);

    // Both instances drained once, so every stream ended and connected again.
    await expect.poll(() => streams.every((stream) => stream.state.open && stream.state.connects > 1), { timeout: 30_000 }).toBe(true);
    const changing = Date.now();
    const changed = await runCli(["order-status", anOrder, "accepted"], env);
    const done = Date.now();
    expect(changed.code, changed.output).toBe(0);
    const heard = () => streams.map((stream) => stream.state.statuses.find(({ status }) => status === "accepted")?.at ?? null);
    // The spec's 2 s, counted from the command's end (its commit is before it).
    await expect.poll(() => heard().every((at) => at !== null), { timeout: 2_000, intervals: [50] }).toBe(true);
    console.log(
      `deployment, status change heard by ${streams.length} moved streams ${JSON.stringify(heard().map((at) => (at ?? 0) - done))} ms after ` +
        `the CLI ended (it ran ${done - changing} ms); connects ${JSON.stringify(streams.map((stream) => stream.state.connects))}`,
    );
  } finally {
    for (const stream of streams) stream.close();
  }
});

/** The Content-Encoding of a GET asking for gzip (the body is left unread). */
function encodingOf(pathname: string, port: number): Promise<{ status: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        agent: false,
        headers: { Host: HOST, "Accept-Encoding": "gzip", "X-Forwarded-Host": HOST },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] });
      },
    );
    request.on("error", reject);
  });
}

test("pages are compressed once, by nginx: the instances run with COMPRESS=off", async () => {
  const menuPath = `/backend/en/api/menu/${testVenue().license}/`;
  for (const pathname of ["/en/home/", menuPath]) {
    expect(await encodingOf(pathname, NGINX_PORT), pathname).toEqual({ status: 200, encoding: "gzip" });
    expect(await encodingOf(pathname, PORTS[0] ?? 0), pathname).toEqual({ status: 200, encoding: undefined });
  }
});

test("an import is seen by both instances", async () => {
  test.setTimeout(120_000);
  const name = `Deployment Bistro ${randomBytes(2).toString("hex")}`;
  const venueFile = path.join(folder, "venue-renamed.json");
  const venue = testVenue();
  writeFileSync(venueFile, JSON.stringify({ ...venue, menu: { ...venue.menu, name: { en: name, ar: name } } }));
  const imported = await runCli(["import", venueFile], env);
  expect(imported.code, imported.output).toBe(0);
  for (const port of PORTS) {
    // Straight to each instance: each must know of the import, not only the one nginx picks.
    await expect
      .poll(
        async () =>
          (
            await call(
              "GET",
              `/backend/en/api/menu/${venue.license}/`,
              { "X-Forwarded-For": "10.0.0.1", "X-Forwarded-Host": HOST },
              undefined,
              port,
            )
          ).body,
        {
          timeout: 30_000,
        },
      )
      .toContain(name);
  }
});
