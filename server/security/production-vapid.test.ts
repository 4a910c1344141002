import { startupProblems } from "../http/production-checks";
import { DEMO_VAPID_SUBJECT, vapidKeys } from "@/lib/config/settings";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { loadVapidKeys } from "../services/push/vapid";
import { TEST_VAPID, TEST_VAPID_ENV } from "../test/vapid";

// Issue 29 item 2: the VAPID keys come from the environment; the demo makes up a pair on its first start
// (kept, so a restart signs with the key browsers subscribed with); production refuses to start without.

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://menu.example.com", LOCATION_TOKEN_SALT: "4cJ0v4c6S2yq3rj9x0dZ" };

describe("VAPID settings", () => {
  it("reads the pair and the subject, and nothing when none is set", () => {
    expect(vapidKeys(TEST_VAPID_ENV)).toEqual(TEST_VAPID);
    expect(vapidKeys({})).toBeNull();
    expect(vapidKeys({ VAPID_PUBLIC_KEY: " ", VAPID_PRIVATE_KEY: "" })).toBeNull();
  });

  it.each<[string, Record<string, string>, string]>([
    ["half a pair", { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey }, "VAPID_PUBLIC_KEY is set without its pair"],
    ["a subject alone", { VAPID_SUBJECT: "mailto:ops@example.com" }, "VAPID_SUBJECT is set without"],
    ["a short public key", { ...TEST_VAPID_ENV, VAPID_PUBLIC_KEY: TEST_VAPID.publicKey.slice(2) }, "VAPID_PUBLIC_KEY must be"],
    ["a private key of the wrong size", { ...TEST_VAPID_ENV, VAPID_PRIVATE_KEY: "abc" }, "VAPID_PRIVATE_KEY must be"],
    ["no subject", { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey }, "VAPID_SUBJECT is required"],
    ["an http subject", { ...TEST_VAPID_ENV, VAPID_SUBJECT: "http://example.com" }, "VAPID_SUBJECT must be a mailto: or https:"],
  ])("refuses %s at start, naming the variable and never the private key", (_what, env, message) => {
    const problems = startupProblems(env, { listenHost: "127.0.0.1" });
    expect(problems).toEqual([expect.stringContaining(message)]);
    expect(problems.join(" ")).not.toContain(TEST_VAPID.privateKey);
  });

  it("refuses production on a public host without a pair, and starts with one", () => {
    expect(startupProblems(PRODUCTION, { listenHost: null })).toEqual([
      expect.stringContaining("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set in production"),
    ]);
    expect(startupProblems({ ...PRODUCTION, ...TEST_VAPID_ENV }, { listenHost: null })).toEqual([]);
    // The demo (no NODE_ENV) and a production build on loopback make up their own.
    expect(startupProblems({ PUBLIC_URL: "https://menu.example.com" }, { listenHost: null })).toEqual([]);
    expect(startupProblems({ NODE_ENV: "production" }, { listenHost: "127.0.0.1" })).toEqual([]);
  });
});

describe("the demo's pair", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  }, 60_000);
  afterAll(() => database.close());

  it("is made on the first start and the same on the next, for every instance on the database", async () => {
    const first = await loadVapidKeys(database.db, {});
    const [again, peer] = await Promise.all([loadVapidKeys(database.db, {}), loadVapidKeys(database.db, {})]);
    expect(vapidKeys({ VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey, VAPID_SUBJECT: first.subject })).toEqual(
      first,
    );
    expect(first.subject).toBe(DEMO_VAPID_SUBJECT);
    expect(again).toEqual(first);
    expect(peer).toEqual(first);
  });

  it("gives way to the environment's", async () => {
    expect(await loadVapidKeys(database.db, TEST_VAPID_ENV)).toEqual(TEST_VAPID);
  });
});
