import { eq } from "drizzle-orm";
import { orderPushMessage } from "@/lib/api/schemas/push";
import type { OrderStatus } from "@/lib/domain/order-status";
import { pushSubscriptions } from "../../db/schema";
import { changeOrderStatus } from "../order-status";
import { eventually } from "../../test/eventually";
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
import type { OrderEvents, OrderUpdate } from "../events";
import { pushOrderChange, startPushDispatch, type PushDispatch } from "./dispatch";
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
/** The two instances, and the order updates each has heard. */
const instances: { dispatch: PushDispatch; heard: OrderUpdate[] }[] = [];

beforeAll(async () => {
  api = await startTestApi({ venueHosts: true, push: { publicKey: TEST_VAPID.publicKey } });
  await api.importVenue(testVenue({}, { enable_push_every_status_change: true }));
  await api.importVenue(testVenue({ license: "ready-only", custom_domains: [B] }, { id: B_MENU, forms: [] }));
  service = await startPushService();
  // Two instances, each listening to the change feed with its own database connection and sender.
  for (let i = 0; i < 2; i++) {
    const peer = await api.openPeer();
    const heard: OrderUpdate[] = [];
    // The instance's own listener runs first, so a change it has heard is already under way.
    const events: OrderEvents = {
      ...peer.events,
      subscribeAll: (listener) => peer.events.subscribeAll((update) => (listener(update), heard.push(update))),
    };
    const dispatch = await startPushDispatch({ db: peer.database.db, events, sender: createWebPushSender(TEST_VAPID, service.post) });
    instances.push({ dispatch, heard });
  }
}, 60_000);
afterAll(async () => {
  for (const { dispatch } of instances) await dispatch.stop();
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

/** Both instances have heard the order's change to `status` and pushed what they claimed: a duplicate would be in. */
async function settled(uuid: string, status: OrderStatus): Promise<void> {
  const heardIt = (heard: OrderUpdate[]) => heard.some((update) => update.uuid === uuid && update.status === status);
  await eventually(() => instances.every(({ heard }) => heardIt(heard)), `both instances heard ${uuid} ${status}`);
  await Promise.all(instances.map(({ dispatch }) => dispatch.idle()));
}

describe("a status change", () => {
  it("is pushed once to each subscription across two instances, in the language it was asked in", async () => {
    const phone = browserSubscription();
    const laptop = browserSubscription();
    const uuid = await orderWith([phone, laptop], "ar");

    await changeOrderStatus(api.deps, uuid, "accepted");
    await settled(uuid, "accepted");

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
    await settled(uuid, "preparing");
    expect(messagesTo(phone).map((message) => message.status)).toEqual(["accepted", "preparing"]);
    expect(messagesTo(laptop)).toHaveLength(2);
  });

  it("a stale or repeated call pushes nothing more", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await settled(uuid, "accepted");
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await pushOrderChange({ db: api.db, sender }, uuid)).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(messagesTo(phone)).toHaveLength(1);
  });

  it.each(["fulfilled", "canceled", "rejected"] as const)("%s: the final message, then no subscription is left", async (status) => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    await changeOrderStatus(api.deps, uuid, status);
    await settled(uuid, status);
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status, final: true })]);
    expect(await stored(uuid)).toHaveLength(0);
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
    await settled(uuid, "accepted");
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
    await settled(uuid, "accepted");
    expect(service.received.filter((push) => push.path === pathOf(flaky))).toHaveLength(1);
    expect(await stored(uuid)).toHaveLength(1);
  });
});

describe("a venue that pushes only the order's end (the default)", () => {
  it("tells the guest when it's ready, not at each step before", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone], "en", B);
    await changeOrderStatus(api.deps, uuid, "accepted");
    await settled(uuid, "accepted");
    await changeOrderStatus(api.deps, uuid, "preparing");
    await settled(uuid, "preparing");
    expect(messagesTo(phone)).toEqual([]);
    // Both steps are claimed unsent: neither instance nor the sweep offers them again.
    expect((await stored(uuid)).map((row) => row.pushedChange)).toEqual([2]);
    const sender = createWebPushSender(TEST_VAPID, service.post);
    expect(await pushOrderChange({ db: api.db, sender }, uuid)).toEqual({ sent: 0, gone: 0, failed: 0 });

    await changeOrderStatus(api.deps, uuid, "fulfilled");
    await settled(uuid, "fulfilled");
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status: "fulfilled", final: true })]);
    expect(await stored(uuid)).toHaveLength(0);
  });

  it("tells the guest when it is cancelled", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone], "en", B);
    await changeOrderStatus(api.deps, uuid, "canceled");
    await settled(uuid, "canceled");
    expect(messagesTo(phone)).toEqual([expect.objectContaining({ status: "canceled", final: true })]);
  });
});

describe("a change no instance heard", () => {
  it("is pushed by the next sweep, once", async () => {
    const phone = browserSubscription();
    const uuid = await orderWith([phone]);
    // As if every instance had been down: the change is written with no dispatcher listening to it.
    await changeOrderStatus({ ...api.deps, events: { ...api.deps.events, publish: async () => {} } }, uuid, "accepted");
    // Nothing was published: once the instances are idle, nothing more is coming.
    await Promise.all(instances.map(({ dispatch }) => dispatch.idle()));
    expect(messagesTo(phone)).toHaveLength(0);
    const sender = createWebPushSender(TEST_VAPID, service.post);
    // Its sweep at start finds the change.
    const late = await startPushDispatch({ db: api.db, events: api.deps.events, sender }, { sweepMs: 60_000 });
    await late.stop();
    expect(messagesTo(phone)).toHaveLength(1);
  });
});
