import { RECEIPT_CACHE_BYTES, RECEIPT_MAX_CONCURRENT_RENDERS } from "./limits";

/** What the cache did since it was created: counters, so that tests need no clock. */
export interface ReceiptCacheStats {
  /** Renders started (a miss that no one else was rendering). */
  renders: number;
  /** Answers served from memory. */
  hits: number;
  /** Requests that waited for a render another request had started for the same key. */
  shared: number;
  entries: number;
  bytes: number;
}

export interface ReceiptPdfCache {
  /**
   * The PDF under `key`: from memory, from a render already under way for the same key, or from
   * `render` (started when one of the RECEIPT_MAX_CONCURRENT_RENDERS slots is free). `group` names
   * what the key is a version of (order and language): storing a new version drops the older one.
   */
  get(key: string, group: string, render: () => Promise<Buffer>): Promise<Buffer>;
  stats(): ReceiptCacheStats;
  clear(): void;
}

/** An in-memory LRU of rendered receipts, bounded by bytes; a PDF larger than the bound is not kept. */
export function createReceiptPdfCache(maxBytes = RECEIPT_CACHE_BYTES, maxConcurrent = RECEIPT_MAX_CONCURRENT_RENDERS): ReceiptPdfCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { pdf: Buffer; group: string }>();
  const latestByGroup = new Map<string, string>();
  const pending = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let bytes = 0;
  const counts = { renders: 0, hits: 0, shared: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (latestByGroup.get(entry.group) === key) latestByGroup.delete(entry.group);
    bytes -= entry.pdf.length;
  };
  const store = (key: string, group: string, pdf: Buffer) => {
    if (pdf.length > maxBytes) return;
    const older = latestByGroup.get(group);
    if (older !== undefined && older !== key) remove(older);
    remove(key);
    latestByGroup.set(group, key);
    entries.set(key, { pdf, group });
    bytes += pdf.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  const slot = async () => {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    async get(key, group, render) {
      const cached = entries.get(key);
      if (cached) {
        counts.hits += 1;
        entries.delete(key);
        entries.set(key, cached);
        return cached.pdf;
      }
      const inFlight = pending.get(key);
      if (inFlight) {
        counts.shared += 1;
        return inFlight;
      }
      counts.renders += 1;
      const job = (async () => {
        await slot();
        try {
          const pdf = await render();
          store(key, group, pdf);
          return pdf;
        } finally {
          release();
          pending.delete(key);
        }
      })();
      pending.set(key, job);
      return job;
    },
    stats: () => ({ ...counts, entries: entries.size, bytes }),
    clear() {
      entries.clear();
      latestByGroup.clear();
      bytes = 0;
    },
  };
}
