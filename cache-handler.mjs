// Next's cache (rendered pages and the menu reads) in Redis when REDIS_URL is set (next.config.mjs):
// every instance serves the same cached pages, and a venue import's revalidateTag, written to Redis by
// the instance that heard it, drops them for all. Keys are prefixed with the build id, so a new build
// never serves the pages of an older one.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";
import { readSetting } from "./server/http/settings.mjs";

CacheHandler.onCreation(({ buildId }) => {
  const client = new Redis(readSetting(process.env, "REDIS_URL") ?? "", { maxRetriesPerRequest: 1 });
  client.on("error", (error) => console.error("page cache: Redis", error.message));
  return {
    handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `carte:${buildId ?? "dev"}:`, timeoutMs: 1000 })],
  };
});

export default CacheHandler;
