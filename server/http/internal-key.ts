// The deployment's internal key (INTERNAL_KEY): the guest app's server-side calls to its venue API carry
// it, and only a request that carries it may name the guest it is made for (X-Carte-Guest-Address,
// X-Carte-Guest-Host). Being on this machine is not enough: a proxy beside the app forwards whatever a
// client wrote, and a browser on the same machine is a client too.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { internalKey } from "../../lib/config/internal-calls";

/**
 * INTERNAL_KEY, made up for this process when not set (written into `env`, so the pages' server code of
 * the same process sends it). Instances that call each other's venue API (API_URL) set the same one.
 */
export function ensureInternalKey(env: NodeJS.ProcessEnv): string {
  const set = internalKey(env);
  if (set !== null) return set;
  env.INTERNAL_KEY = randomBytes(32).toString("base64url");
  return env.INTERNAL_KEY;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `header` is the key, compared as digests in constant time (not even its length shows); false without a key. */
export function isInternalKey(header: string | string[] | undefined, key: string | null | undefined): boolean {
  if (typeof key !== "string" || key === "" || typeof header !== "string") return false;
  return timingSafeEqual(digest(header), digest(key));
}
