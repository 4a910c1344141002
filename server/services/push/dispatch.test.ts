import { eq } from "drizzle-orm";
import { orderPushMessage } from "@/lib/api/schemas/push";
import { pushSubscriptions } from "../../db/schema";
import { changeOrderStatus } from "../order-status";
import { testVenue } from "../../test/fixtures/venue";
import { startTestApi, type TestApi } from "../../test/harness";
import { cake, draft, newKey } from "../../test/orders-test-kit";
import {
  browserSubscription,
  decryptPush,
  pathOf,
  startPushService,
  subscriptionJson,
  type BrowserSubscription,
  type PushServiceDouble,
} from "../../test/push-service";
import { TEST_VAPID } from "../../test/vapid";
import { createMetrics } from "../../observability/metrics";
import { pushOrderChange, startPushDispatch } from "./dispatch";
import { createWebPushSender } from "./sender";

// Issue 29 item 4: a status change from any source reaches the change feed (NOTIFY), every instance
// hears it, and each subscription is told once across all of them; the final message ends the
// subscriptions, and so does a push service's 404 or 410. Runs on PostgreSQL with TEST_DATABASE_URL
// (two instances with their own connections), else on PGlite (two listeners on one database).

// A pushes every status change (enable_push_every_status_change); B, as venues do by default, only the end.
const A = "menu.test-venue.example";
const B = "menu.ready-only.example";
const B_MENU = 101;

let api: TestApi;
let service: PushServiceDouble;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  api = await startTestApi({ venueHosts: true, push: { publicKey: TEST_VAPID.publicKey } });
  await api.importVenue(testVenue({}, { enable_push_every_status_change: true }));
  await api.importVenue(testVenue({ license: "ready-only", custom_domains: [B] }, { id: B_MENU, forms: [] }));
  service = await startPushService();
  // Two instances, each listening to the change feed with its own database connection and sender.
  for (let i = 0; i < 2; i++) {
    const peer = await api.openPeer();
    const stop = await startPushDispatch({
      db: peer.database.db,
      events: peer.events,
      sender: createWebPushSender(TEST_VAPID, service.post),
    });
    stops.push(stop);
  }
}, 60_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await service.close();
  await api.close();
});

async function orderWith(browsers: BrowserSubscription[], lang = "en", host = A): Promise<string> {
  const menu = host === B ? { menu: B_MENU } : {};
  const { uuid } = await api.asHost(host).client.createOrder("en", draft([cake()], menu), { idempotencyKey: newKey() });
  for (const browser of browsers) {
    const response = await api
      .asHost(host)
      .http(`/${lang}/api/order/${uuid}/push/`, { method: "PUT", body: JSON.stringify(subscriptionJson(browser)) });
    expect(response.status).toBe(201);
  }
  return uuid;
}

const messagesTo = (browser: BrowserSubscription) =>
  service.received
    .filter((push) => push.path === pathOf(browser))
    .map((push) => orderPushMessage.parse(JSON.parse(decryptPush(push.body, browser))));
const stored = (uuid: string) => api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderUuid, uuid));

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
/** Lets both instances handle what they heard (and any late duplicate show up). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("a status change", () => {
  it("is pushed once to each subscription across two instances, in the language it was asked in", async () => {
    const phone = browserSubscription();
    const laptop = browserSubscription();
    const uuid = await orderWith([phone, laptop], "ar");

    await changeOrderStatus(api.deps, uuid, "accepted");
    await eventually(() => messagesTo(phone).length === 1 && messagesTo(laptop).length === 1);
    await settle();

    expect(messagesTo(phone)).toEqual([
      {
        type: "order-status",
        order: uuid,
        order_number: expect.any(Number),
        status: "accepted",
        updated: expect.any(String),
        final: false,
        lang: "ar",
        url: `/ar/order/${uuid}/`,
      },
    ]);
    expect(messagesTo(laptop)).toHaveLength(1);
    expect(await stored(uuid)).toHaveLength(2);

    await changeOrderStatus(api.deps, uuid, "preparing");
    await eventually(() => messagesTo(phone).length === 2 && messagesTo(laptop).length === 2);
    await settle();
    expect(messagesTo(phone).map((message) => message.status)).toEqual(["accepted", "preparing"]);
    expect(messagesTo(laptop)).toHaveLength(2);
  });

  it("a stale or repeated call pushes nothing more", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await eventually(() => messagesTo(phone).length === 1);
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await pushOrderChange({ db: api.db, sender }, uuid)).toEqual({ sent: 0, gone: 0, failed: 0 });
    await settle();
    expect(messagesTo(phone)).toHaveLength(1);
  });

  it.each(["fulfilled", "canceled", "rejected"] as const)("%s: the final message, then no subscription is left", async (status) => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    await changeOrderStatus(api.deps, uuid, status);
    await eventually(async () => messagesTo(phone).length === 1 && (await stored(uuid)).length === 0);
    await settle();
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status, final: true })]);
  });

  it("counts each push by the push service's answer, for the operator's metrics", async () => {
    const told = browserSubscription();
    const dropped = browserSubscription();
    service.answer(pathOf(dropped), 410);
    const uuid = await orderWith([told, dropped]);
    // As if no instance had heard the change: this call alone pushes it, counted in its own registry.
    await changeOrderStatus({ ...api.deps, events: { ...api.deps.events, publish: async () => {} } }, uuid, "accepted");
    const metrics = createMetrics();
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await pushOrderChange({ db: api.db, sender, metrics }, uuid)).toEqual({ sent: 1, gone: 1, failed: 0 });
    const counted = (await metrics.pushes.get()).values.map(({ labels, value }) => [labels.outcome, value]);
    expect(counted.sort()).toEqual([
      ["gone", 1],
      ["sent", 1],
    ]);
  });

  it.each([404, 410])("forgets a subscription the push service answers %i for, and keeps the others", async (status) => {
    const dropped = browserSubscription();
    const kept = browserSubscription();
    service.answer(pathOf(dropped), status);
    const uuid = await orderWith([dropped, kept]);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await eventually(async () => (await stored(uuid)).length === 1);
    await settle();
    expect((await stored(uuid)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(messagesTo(kept)).toHaveLength(1);
    // The push service was asked once for the dropped one, by one instance.
    expect(service.received.filter((push) => push.path === pathOf(dropped))).toHaveLength(1);
  });

  it("keeps a subscription through a failure other than 404 or 410", async () => {
    const flaky = browserSubscription();
    service.answer(pathOf(flaky), 503);
    const uuid = await orderWith([flaky]);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await eventually(() => service.received.some((push) => push.path === pathOf(flaky)));
    await settle();
    expect(await stored(uuid)).toHaveLength(1);
  });
});

describe("a venue that pushes only the order's end (the default)", () => {
  it("tells the guest when it's ready, not at each step before", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone], "en", B);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await changeOrderStatus(api.deps, uuid, "preparing");
    // Both steps are claimed unsent: neither instance nor the sweep offers them again.
    await eventually(async () => (await stored(uuid))[0]?.pushedChange === 2);
    await settle();
    expect(messagesTo(phone)).toEqual([]);
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await pushOrderChange({ db: api.db, sender }, uuid)).toEqual({ sent: 0, gone: 0, failed: 0 });

    await changeOrderStatus(api.deps, uuid, "fulfilled");
    await eventually(async () => messagesTo(phone).length === 1 && (await stored(uuid)).length === 0);
    await settle();
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status: "fulfilled", final: true })]);
  });

  it("tells the guest when it is cancelled", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone], "en", B);
    await changeOrderStatus(api.deps, uuid, "canceled");
    await eventually(() => messagesTo(phone).length === 1);
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status: "canceled", final: true })]);
  });
});

describe("a change no instance heard", () => {
  it("is pushed by the next sweep, once", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    // As if every instance had been down: the change is written with no dispatcher listening to it.
    await changeOrderStatus({ ...api.deps, events: { ...api.deps.events, publish: async () => {} } }, uuid, "accepted");
    await settle();
    expect(messagesTo(phone)).toHaveLength(0);
    const sender = createWebPushSender(TEST_VAPID, service.post);
    const late = await startPushDispatch({ db: api.db, events: api.deps.events, sender }, { sweepMs: 60_000 });
    stops.push(late);
    await eventually(() => messagesTo(phone).length === 1);
    await settle();
    expect(messagesTo(phone)).toHaveLength(1);
  });
});
