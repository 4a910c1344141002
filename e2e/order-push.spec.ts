import AxeBuilder from "@axe-core/playwright";
import { Client } from "pg";
import { devices, expect, test, type Browser, type BrowserContext, type Page, type Worker } from "./support/test";
import { startPostgresApp, type PostgresApp } from "./support/postgres-app";
import { alwaysOpenDemo, CASH_ONLY, demoVenue, NAME_ONLY_CHECKOUT, type JsonObject } from "./support/fixture-venue-file";
import { doubleSubscription, standInForPushService } from "./support/push-service";
import { fetchOnHost } from "./support/venue-host";
import { orderPushMessageOf } from "../lib/push/order-push-message";
import type { OrderStatus } from "../lib/domain/order-status";
import ar from "../messages/ar.json";

// Issue 29: "Tell me when it's ready". A guest reading Arabic orders a takeaway from the demo venue
// (always open, a checkout asking only a name, cash) and asks to be told; the venue moves the order
// with its CLI (the app on its own PostgreSQL, e2e/support/postgres-app.ts). The push service is a
// double in the page (e2e/support/push-service.ts); the messages reach the real service worker
// (public/sw.js, built from worker/sw.ts) through DevTools, in the form the venue API's dispatcher
// builds them (lib/push/order-push-message.ts).

const VENUE = { licence: "e2e-push", host: "push.localhost", menuId: 9701, name: "الزعفران والرمل" };
const KUNAFA = 601;

function pushVenue(): JsonObject {
  expect((demoVenue().menu.name as JsonObject).ar).toBe(VENUE.name);
  // Every step is pushed, as the demo does: the test follows the order through them.
  return alwaysOpenDemo(VENUE, { ...NAME_ONLY_CHECKOUT, ...CASH_ONLY, enable_push_every_status_change: true });
}

// Each test runs the venue CLI (a process each), slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

let app: PostgresApp;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  app = await startPostgresApp([pushVenue()]);
});

test.afterAll(async () => {
  await app?.stop();
});

const origin = () => `http://${VENUE.host}:${app.port}`;

/** A phone on the venue's host with notifications allowed, as after the guest's yes to the prompt. */
async function guestPhone(
  browser: Browser,
  { pushService = true, permission = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: origin() });
  if (permission) await context.grantPermissions(["notifications"], { origin: origin() });
  if (pushService) await standInForPushService(context);
  return { context, page: await context.newPage() };
}

/** The real checkout in Arabic: Kunafa, takeaway, a name; answers the new order's uuid. */
async function orderKunafa(page: Page): Promise<string> {
  await page.goto(`/ar/product/${KUNAFA}/`);
  await page.getByRole("button", { name: ar.Product.addToCart }).click();
  await expect(page).not.toHaveURL(/\/product\//);
  await page.goto("/ar/cart/");
  await page.getByRole("group", { name: ar.OrderTypes.label }).getByRole("button", { name: ar.OrderTypes.takeaway }).click();
  await page.getByRole("link", { name: ar.Cart.checkout }).click();
  await page.getByRole("textbox", { name: new RegExp(`^${ar.Checkout.name}`) }).fill("ليلى حداد");
  await page.getByRole("button", { name: ar.Checkout.submitOrder }).click();
  await expect(page).toHaveURL(/\/ar\/order\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  return /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
}

async function moveTo(uuid: string, status: OrderStatus) {
  const run = await app.venue(["order-status", uuid, status]);
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain(`-> ${status}`);
}

/** The subscriptions the venue API holds for the order. */
async function storedSubscriptions(uuid: string): Promise<{ endpoint: string; p256dh: string; auth: string; language: string }[]> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const result = await client.query("SELECT endpoint, p256dh, auth, language FROM push_subscriptions WHERE order_uuid = $1", [uuid]);
    return result.rows as { endpoint: string; p256dh: string; auth: string; language: string }[];
  } finally {
    await client.end();
  }
}

/**
 * The message the venue API pushes for the order's current status to a guest who subscribed in
 * Arabic, from the order as the venue API answers it.
 */
async function currentMessage(uuid: string) {
  const answer = await fetchOnHost(`${app.origin}/backend/ar/api/order/${uuid}/`, `${VENUE.host}:${app.port}`);
  const order = (await answer.json()) as { padded_order_id: string; status: OrderStatus; status_changes: { at: string }[] };
  const updated = order.status_changes.at(-1)?.at ?? "";
  return orderPushMessageOf({ uuid, orderNumber: Number(order.padded_order_id), status: order.status, updated, language: "ar" });
}

/**
 * DevTools' push: delivers a message to the venue's service worker as its push service would. The
 * worker's registration id comes from the ServiceWorker domain's events.
 */
async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const { scopeURL, registrationId, isDeleted } of updated) {
      if (isDeleted) registrations.delete(scopeURL);
      else registrations.set(scopeURL, registrationId);
    }
  });
  await cdp.send("ServiceWorker.enable");
  return async (message: unknown) => {
    const scope = `${origin()}/`;
    await expect.poll(() => registrations.has(scope)).toBe(true);
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: origin(),
      registrationId: registrations.get(scope) ?? "",
      data: JSON.stringify(message),
    });
  };
}

interface Shown {
  title: string;
  body: string;
  lang: string;
  dir: string;
  icon: string;
  tag: string;
  data: unknown;
}

/** The notifications the worker shows: headless Chromium has no notification centre to read them in. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, lang, dir, icon, tag, data }) => ({
      title,
      body,
      lang,
      dir,
      icon,
      tag,
      data: data as unknown,
    }));
  });
}

/** The service worker's scope, as much of it as the tap needs (the e2e's types are the page's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  WindowClient: { prototype: { focus(this: { url: string }): Promise<unknown> } };
  Clients: { prototype: { openWindow(url: string): Promise<unknown> } };
}

/**
 * A tap on the order's notification. Chromium lets a worker focus or open a tab only in a
 * notificationclick it dispatched for a real tap, and no DevTools command taps a notification: so the
 * event goes through the worker's own listener from here, and what the worker then asks of the browser
 * (focus this tab, open that address) is recorded instead of refused. Answers those, and whether the
 * notification was closed.
 */
async function tapNotification(worker: Worker, tag: string): Promise<{ focused: string[]; opened: string[]; closed: boolean }> {
  return worker.evaluate(async (tag) => {
    const scope = globalThis as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification ${tag}`);
    const focused: string[] = [];
    const opened: string[] = [];
    const { focus } = scope.WindowClient.prototype;
    const { openWindow } = scope.Clients.prototype;
    scope.WindowClient.prototype.focus = async function recordFocus(this: { url: string }) {
      focused.push(this.url);
      return this;
    };
    scope.Clients.prototype.openWindow = async (url: string) => void opened.push(url);
    try {
      // A script's event has no waitUntil of its own: the handler's work is awaited here instead.
      let work: Promise<unknown> = Promise.resolve();
      const event = new scope.NotificationEvent("notificationclick", { notification });
      Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => void (work = promise) });
      scope.dispatchEvent(event);
      await work;
    } finally {
      scope.WindowClient.prototype.focus = focus;
      scope.Clients.prototype.openWindow = openWindow;
    }
    return { focused, opened, closed: (await scope.registration.getNotifications({ tag })).length === 0 };
  }, tag);
}

async function venueWorker(context: BrowserContext): Promise<Worker> {
  const url = `${origin()}/sw.js`;
  return (
    context.serviceWorkers().find((worker) => worker.url() === url) ??
    context.waitForEvent("serviceworker", (worker) => worker.url() === url)
  );
}

/** The order's number as its receipt shows it ("#٠٠٠٠٠١": the demo writes Arabic in Arabic-Indic digits). */
async function receiptNumber(page: Page): Promise<string> {
  const number = page.getByRole("heading", { level: 2, name: new RegExp(`^${ar.Receipt.order}`) }).locator("bdi");
  await expect(number).toHaveText(/^#[\u0660-\u0669]{6}$/);
  return (await number.innerText()).slice(1);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

const askButton = (page: Page) => page.getByRole("button", { name: ar.OrderPush.ask });
const stopButton = (page: Page) => page.getByRole("button", { name: ar.OrderPush.off });

test("Arabic: asked on a tap, the status arrives as a notification under the venue's name; a tap focuses or opens the order", async ({
  browser,
}) => {
  const { context, page } = await guestPhone(browser);
  const uuid = await orderKunafa(page);
  const push = await pushChannel(context, page);

  // Nothing is stored before the tap.
  expect(await storedSubscriptions(uuid)).toEqual([]);
  await askButton(page).click();
  await expect(page.getByText(ar.OrderPush.on)).toBeVisible();
  await expect(stopButton(page)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The browser subscribed with the venue API's key, and the venue API keeps that subscription in Arabic.
  const subscribed = await doubleSubscription(page);
  const key = await fetchOnHost(`${app.origin}/backend/ar/api/order/${uuid}/push/`, `${VENUE.host}:${app.port}`);
  expect(subscribed?.key).toBe(((await key.json()) as { public_key: string }).public_key);
  expect(await storedSubscriptions(uuid)).toEqual([{ ...subscribed?.json.keys, endpoint: subscribed?.json.endpoint, language: "ar" }]);
  // Opened again, the screen knows this phone is told.
  await page.reload();
  await expect(stopButton(page)).toBeVisible();

  await moveTo(uuid, "accepted");
  const accepted = await currentMessage(uuid);
  await push(accepted);
  const tag = `order-${uuid}`;
  // The number the guest sees on the screen.
  const number = await receiptNumber(page);
  const icon = new URL((await page.locator('link[rel="icon"][sizes="192x192"]').getAttribute("href")) ?? "", origin()).href;
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: VENUE.name,
        body: ar.PushNotice.accepted.replace("{number}", number),
        lang: "ar",
        dir: "rtl",
        icon,
        tag,
        data: { url: `/ar/order/${uuid}/` },
      },
    ]);

  // The order's screen is open (and another tab on the menu): the tap brings that tab forward.
  const menu = await context.newPage();
  await menu.goto("/ar/home/");
  const worker = await venueWorker(context);
  expect(await tapNotification(worker, tag)).toEqual({ focused: [page.url()], opened: [], closed: true });

  // With the screen gone, the next change's tap opens it, live, at that change.
  await page.goto("/ar/home/");
  await moveTo(uuid, "preparing");
  await push(await currentMessage(uuid));
  await expect
    .poll(async () => (await shownNotifications(menu)).map((shown) => shown.body))
    .toEqual([ar.PushNotice.preparing.replace("{number}", number)]);
  const tapped = await tapNotification(worker, tag);
  expect(tapped).toEqual({ focused: [], opened: [`${origin()}/ar/order/${uuid}/`], closed: true });
  const opened = await context.newPage();
  await opened.goto(tapped.opened[0] ?? "");
  await expect(opened.getByRole("list", { name: ar.Order.progress }).getByRole("listitem").nth(2)).toHaveAttribute("aria-current", "step");
  await expect(stopButton(opened)).toBeVisible();

  // Ready: the offer goes from the open screen, the venue API forgets the subscription, and the last
  // message says so and drops what the screen kept for the worker.
  await moveTo(uuid, "fulfilled");
  await expect(opened.getByRole("list", { name: ar.Order.progress }).getByRole("listitem").nth(3)).toHaveAttribute("aria-current", "step");
  await expect(stopButton(opened)).toHaveCount(0);
  await expect.poll(() => storedSubscriptions(uuid)).toEqual([]);
  const fulfilled = await currentMessage(uuid);
  expect(fulfilled.final).toBe(true);
  await push(fulfilled);
  await expect
    .poll(async () => (await shownNotifications(opened)).map((shown) => [shown.title, shown.body]))
    .toEqual([[VENUE.name, ar.PushNotice.fulfilled.replace("{number}", number)]]);
  await expect.poll(() => opened.evaluate(async () => (await (await caches.open("carte-push")).keys()).length)).toBe(0);
  await context.close();
});

test("an order that ended holds no subscription: canceled, the offer goes, the venue API forgets it and refuses another", async ({
  browser,
}) => {
  const { context, page } = await guestPhone(browser);
  const uuid = await orderKunafa(page);
  await askButton(page).click();
  await expect(stopButton(page)).toBeVisible();
  expect(await storedSubscriptions(uuid)).toHaveLength(1);

  await moveTo(uuid, "canceled");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(ar.Order.cancelledNotice);
  await expect(stopButton(page)).toHaveCount(0);
  await expect.poll(() => storedSubscriptions(uuid)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(ar.Order.cancelledNotice);
  await expect(askButton(page)).toHaveCount(0);
  await expect(stopButton(page)).toHaveCount(0);

  // The same phone, with its member key and subscription, asking again: the venue API refuses.
  const memberKey = await page.evaluate((id) => localStorage.getItem(`carte-order-key-${id}`), uuid);
  const subscription = await doubleSubscription(page);
  const again = await fetchOnHost(`${app.origin}/backend/ar/api/order/${uuid}/push/`, `${VENUE.host}:${app.port}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", "X-Order-Key": memberKey ?? "" },
    body: JSON.stringify(subscription?.json),
  });
  expect(again.status).toBe(409);
  expect(await storedSubscriptions(uuid)).toEqual([]);
  await context.close();
});

test("a private window, whose browser refuses push, leaves a quiet note and stores nothing", async ({ browser }) => {
  // Playwright's contexts are off the record, where Chromium refuses every push subscription.
  const { context, page } = await guestPhone(browser, { pushService: false });
  const uuid = await orderKunafa(page);
  await askButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: ar.OrderPush.unavailable })).toBeVisible();
  await expect(askButton(page)).toBeEnabled();
  expect(await storedSubscriptions(uuid)).toEqual([]);
  await context.close();
});

test("declined notifications leave a quiet note and store nothing", async ({ browser }) => {
  const { context, page } = await guestPhone(browser, { permission: false });
  const uuid = await orderKunafa(page);
  await askButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: ar.OrderPush.denied })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe("denied");
  expect(await storedSubscriptions(uuid)).toEqual([]);
  await context.close();
});
