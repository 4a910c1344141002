import { eq } from "drizzle-orm";
import webpush from "web-push";
import { DEMO_VAPID_SUBJECT, vapidKeys, type SettingsEnv, type VapidKeys } from "@/lib/config/settings";
import type { Db } from "../../db/client";
import { generatedSecrets } from "../../db/schema";

const SECRET_NAME = "vapid";

/**
 * The VAPID pair pushes are signed with: VAPID_* from the environment, else the demo's pair, made up on
 * the first start and kept in the database, so a restart (and every instance on the same database)
 * signs with the key browsers subscribed with. Production on a public host refuses to start without
 * VAPID_* (server/http/production-checks.ts), so a deployment never runs on a pair it did not choose.
 */
export async function loadVapidKeys(db: Db, env: SettingsEnv): Promise<VapidKeys> {
  const configured = vapidKeys(env);
  if (configured) return configured;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  // Two instances starting at once: the first insert wins and both read it back.
  await db
    .insert(generatedSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify({ publicKey, privateKey }) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: generatedSecrets.value }).from(generatedSecrets).where(eq(generatedSecrets.name, SECRET_NAME));
  const stored = JSON.parse(row?.value ?? "{}") as { publicKey?: string; privateKey?: string };
  if (!stored.publicKey || !stored.privateKey) throw new Error("The demo's VAPID pair in generated_secrets is unreadable.");
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEMO_VAPID_SUBJECT };
}
