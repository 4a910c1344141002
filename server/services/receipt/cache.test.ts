import { createReceiptPdfCache } from "./cache";

const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

function deferred() {
  let resolve: (value: Buffer) => void = () => undefined;
  const promise = new Promise<Buffer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createReceiptPdfCache", () => {
  it("renders a key once and answers the next requests from memory", async () => {
    const cache = createReceiptPdfCache(1000);
    const render = jest.fn(async () => pdf(10));
    await cache.get("a", "order-1|en", render);
    const again = await cache.get("a", "order-1|en", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.length).toBe(10);
    expect(cache.stats()).toEqual({ renders: 1, hits: 1, shared: 0, entries: 1, bytes: 10 });
  });

  it("shares one render between concurrent requests for the same key", async () => {
    const cache = createReceiptPdfCache(1000);
    const job = deferred();
    const render = jest.fn(() => job.promise);
    const first = cache.get("a", "g", render);
    const second = cache.get("a", "g", render);
    job.resolve(pdf(5));
    expect(await first).toBe(await second);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ renders: 1, shared: 1 });
  });

  it("drops the least recently used receipts beyond its size in bytes, and never keeps one larger than it", async () => {
    const cache = createReceiptPdfCache(100);
    await cache.get("a", "1", async () => pdf(40));
    await cache.get("b", "2", async () => pdf(40));
    await cache.get("a", "1", async () => pdf(40)); // a is now the most recent
    await cache.get("c", "3", async () => pdf(40));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 80 });
    const render = jest.fn(async () => pdf(40));
    await cache.get("a", "1", render);
    await cache.get("b", "2", render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get("huge", "4", async () => pdf(101));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });

  it("keeps one version per order and language: a changed order's new receipt replaces the old one", async () => {
    const cache = createReceiptPdfCache(1000);
    await cache.get("v1", "order-1|en", async () => pdf(10));
    await cache.get("v1-ar", "order-1|ar", async () => pdf(10));
    await cache.get("v2", "order-1|en", async () => pdf(12));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 22 });
  });

  it("renders at most two receipts at a time; the others wait for a free slot", async () => {
    const cache = createReceiptPdfCache(1000, 2);
    const jobs = [deferred(), deferred(), deferred()];
    let started = 0;
    const answers = jobs.map((job, i) =>
      cache.get(`k${i}`, `g${i}`, () => {
        started += 1;
        return job.promise;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    jobs[0]?.resolve(pdf(1));
    await answers[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(3);
    jobs[1]?.resolve(pdf(1));
    jobs[2]?.resolve(pdf(1));
    await Promise.all(answers);
  });

  it("forgets a failed render, so that the next request tries again", async () => {
    const cache = createReceiptPdfCache(1000);
    await expect(
      cache.get("a", "g", async () => {
        throw new Error("font missing");
      }),
    ).rejects.toThrow("font missing");
    expect((await cache.get("a", "g", async () => pdf(3))).length).toBe(3);
    expect(cache.stats()).toMatchObject({ renders: 2, entries: 1 });
  });
});
