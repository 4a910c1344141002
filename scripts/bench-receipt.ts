/**
 * `npm run bench:receipt` (tsx): how long a receipt PDF takes for an order with every text at its
 * contract maximum (lib/api/schemas/limits.ts), and how long /backend/health/ takes meanwhile.
 * The venue API runs in this process on a real port (PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set); each receipt is downloaded cold (receipt cache emptied first) RUNS times,
 * while a health request is sent every 10 ms. A health request's latency counts from the time it was
 * due, not from when it went out, so a blocked event loop (which also delays the sender) shows.
 * Prints a markdown table. Issue 10's targets: receipt under 1 s, health within 100 ms.
 */
import os from "node:os";
import type { LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import { LIST_MAX, ORDER_BODY_MAX_BYTES, TEXT_MAX } from "@/lib/api/schemas/limits";
import type { OrderPayloadInput } from "@/lib/api/schemas/order";
import { cake, draft, mealDeal, newKey, tea } from "../server/test/orders-test-kit";
import { receiptRendering } from "../server/services/receipt/order";
import { testVenue } from "../server/test/fixtures/venue";
import { startTestApi, type TestApi } from "../server/test/harness";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HEALTH_EVERY_MS = 10;

/** Text of exactly `length` characters, of varied words (each distinct word costs a measurement). */
function prose(length: number, seed: number): string {
  const syllables = ["ka", "lo", "mi", "ren", "ta", "vo", "sul", "ne", "pra", "di", "xo", "qua", "bel", "um", "tri"];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  let text = "";
  while (text.length < length) {
    const word = Array.from({ length: 1 + (next() % 4) }, () => syllables[next() % syllables.length] ?? "a").join("");
    text += `${word}${next() % 9 === 0 ? ". " : " "}`;
  }
  return text
    .slice(0, length - 1)
    .trimEnd()
    .padEnd(length, "x");
}

const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.example`.slice(0, TEXT_MAX.email);

function maxLine(index: number): LineItemPayloadInput {
  const texts = {
    product_name: prose(TEXT_MAX.product_name, index * 7 + 1),
    product_variation: prose(TEXT_MAX.product_variation, index * 7 + 2),
    special_instructions: prose(TEXT_MAX.special_instructions, index * 7 + 3),
  };
  const kinds = [tea("large", texts), cake(texts), mealDeal(texts)];
  return kinds[index % kinds.length] ?? cake(texts);
}

/** Every text at its maximum, with as many such lines as LIST_MAX and the order body limit allow. */
function maxOrder(): OrderPayloadInput {
  const order = (lines: LineItemPayloadInput[]) =>
    draft(lines, {
      customer_name: prose(TEXT_MAX.customer_name, 11),
      email,
      address: prose(TEXT_MAX.address, 12),
      address_flat_no: prose(TEXT_MAX.address_part, 13),
      address_building_premise: prose(TEXT_MAX.address_part, 14),
      address_area_street: prose(TEXT_MAX.address_part, 15),
      address_landmark: prose(TEXT_MAX.address_part, 16),
      order_comments: prose(TEXT_MAX.order_comments, 17),
    });
  const lines: LineItemPayloadInput[] = [];
  while (lines.length < LIST_MAX.line_items) {
    const next = [...lines, maxLine(lines.length)];
    if (Buffer.byteLength(JSON.stringify(order(next))) > ORDER_BODY_MAX_BYTES - 1024) break;
    lines.push(maxLine(lines.length));
  }
  return order(lines);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Health requests due every 10 ms until `until` settles; each latency counts from when it was due. */
async function healthDuring<T>(api: TestApi, until: Promise<T>): Promise<{ value: T; health: number[] }> {
  const health: number[] = [];
  const pending: Promise<void>[] = [];
  let done = false;
  const watched = until.finally(() => {
    done = true;
  });
  for (let due = performance.now(); !done; due += HEALTH_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (done) break;
    const dueAt = due;
    pending.push(
      api.http("/health/").then(async (response) => {
        await response.arrayBuffer();
        health.push(performance.now() - dueAt);
      }),
    );
  }
  const value = await watched;
  await Promise.all(pending);
  return { value, health };
}

/** One cold download (receipt cache emptied), with health requests meanwhile; also the process's CPU time. */
async function coldReceipt(api: TestApi, uuid: string): Promise<{ receiptMs: number; cpuMs: number; health: number[] }> {
  receiptRendering.cache.clear();
  const start = performance.now();
  const cpu = process.cpuUsage();
  const download = api.http(`/en/orders/${uuid}/print/order.pdf`).then(async (response) => {
    if (response.status !== 200) throw new Error(`receipt answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - start;
  });
  const { value: receiptMs, health } = await healthDuring(api, download);
  const used = process.cpuUsage(cpu);
  return { receiptMs, cpuMs: (used.user + used.system) / 1000, health };
}

async function main() {
  const api = await startTestApi();
  try {
    await api.importVenue(testVenue());
    const payload = maxOrder();
    const { uuid } = await api.client.createOrder("en", payload, { idempotencyKey: newKey("bench-receipt") });
    const warm = await coldReceipt(api, uuid); // loads and parses the fonts once per process
    const idle = (await healthDuring(api, new Promise((resolve) => setTimeout(resolve, 1000)))).health;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldReceipt(api, uuid));
    const receipts = runs.map((run) => run.receiptMs);
    const cpu = runs.map((run) => run.cpuMs);
    const health = runs.flatMap((run) => run.health);
    const rendered = receiptRendering.lastRender;
    const ms = (value: number) => value.toFixed(0);
    console.log(
      `Order: ${payload.line_items.length} lines (body ${Buffer.byteLength(JSON.stringify(payload))} bytes), every text at its maximum;` +
        ` receipt ${rendered?.pages ?? "?"} pages, ${rendered?.measures ?? "?"} measurements. First render in the process (fonts parsed): ${ms(warm.receiptMs)} ms.`,
    );
    console.log(
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}.`,
    );
    console.log("");
    console.log(
      "| Measure | Receipt ms median | Receipt ms max | Process CPU ms median | Health p50 ms | Health p99 ms | Health max ms | Health samples |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    const healthCells = (values: number[]) =>
      `${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} | ${ms(Math.max(0, ...values))} | ${values.length}`;
    console.log(`| Idle (no receipt), 1 s | - | - | - | ${healthCells(idle)} |`);
    console.log(
      `| Cold receipt x ${RUNS} | ${ms(percentile(receipts, 50))} | ${ms(Math.max(...receipts))} | ${ms(percentile(cpu, 50))} | ${healthCells(health)} |`,
    );
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
