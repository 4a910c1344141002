// Next's cache (rendered pages and the menu reads) in Redis when REDIS_URL is set (next.config.ts):
// every instance serves the same cached pages, and a venue import's revalidateTag, written to Redis by
// the instance that heard it, drops them for all. Keys are prefixed with the build id, so a new build
// never serves the pages of an older one. Plain JavaScript (Next loads it itself, also in build workers
// without tsx), checked by tsc through the JSDoc types below (tsconfig.json includes it).
import { AsyncLocalStorage } from "node:async_hooks";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";

/** How long an instance's first cache read waits for Redis before it renders without the shared cache. */
const CONNECT_WAIT_MS = 5_000;

/**
 * Next creates the handler on its first cache read. The Redis handler refuses every call until the
 * client is ready, so without this wait an instance's first pages after a start are rendered again
 * instead of read from the shared cache (and, on a loaded machine, for longer than one request).
 *
 * @param {Redis} client
 * @returns {Promise<void>}
 */
function ready(client) {
  if (client.status === "ready") return Promise.resolve();
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off("ready", done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      client.once("ready", done);
    })
  );
}

/** @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} Handler */

/**
 * The lifetime Next gives the entry being written (ctx.cacheControl of set), for the handler below.
 * @type {AsyncLocalStorage<import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue["cacheControl"]>}
 */
const lifetime = new AsyncLocalStorage();

/**
 * A page's lifetime (revalidate, expire) is stored with it. Next knows it only for pages this process
 * rendered: another instance reading the page from Redis served it without Cache-Control and took it
 * for stale after a second (Next's CacheHandlerValue.cacheControl says a handler should return it).
 *
 * @param {Handler} handler
 * @returns {Handler}
 */
function withLifetime(handler) {
  return {
    ...handler,
    set(key, entry, options) {
      const cacheControl = lifetime.getStore();
      return handler.set(key, cacheControl ? { ...entry, cacheControl } : entry, options);
    },
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  // Trimmed as readSetting (lib/config/settings.ts) reads it: Next loads this file itself, as plain
  // JavaScript, and only when next.config.ts found REDIS_URL set.
  const client = new Redis(process.env.REDIS_URL?.trim() ?? "", { maxRetriesPerRequest: 1 });
  client.on("error", (error) => console.error("page cache: Redis", error.message));
  await ready(client);
  return {
    handlers: [
      withLifetime(createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `carte:${buildId ?? "dev"}:`, timeoutMs: 1000 })),
    ],
  };
});

export default class SharedCacheHandler extends CacheHandler {
  /** @type {CacheHandler["set"]} */
  set(key, value, ctx) {
    // Next 16 passes the entry's lifetime in ctx; the handler's types predate it.
    const { cacheControl } =
      /** @type {{ cacheControl?: import("@fortedigital/nextjs-cache-handler/cache-handler.types").CacheHandlerValue["cacheControl"] }} */ (
        ctx ?? {}
      );
    return lifetime.run(cacheControl, () => super.set(key, value, ctx));
  }
}
