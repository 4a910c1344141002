/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ApiError } from "@/lib/api/errors";
import type { OrderNoticeVenue } from "@/lib/push/order-notice";
import { PUSH_ORDER_UUID as UUID, sampleSubscription } from "@/lib/push/test-fixtures";
import messages from "@/messages/en.json";
import { OrderPush } from "./order-push";

const getOrderPushKey = jest.fn();
const subscribeToOrderPush = jest.fn();
const unsubscribeFromOrderPush = jest.fn();
jest.mock("@/lib/api/browser", () => ({
  browserApi: () => ({
    getOrderPushKey: (...args: unknown[]) => getOrderPushKey(...args),
    subscribeToOrderPush: (...args: unknown[]) => subscribeToOrderPush(...args),
    unsubscribeFromOrderPush: (...args: unknown[]) => unsubscribeFromOrderPush(...args),
  }),
}));

// jsdom has no Cache storage: the store (tested on its own) is kept in a map here.
const notices = new Map<string, OrderNoticeVenue>();
jest.mock("@/lib/push/order-notice-store", () => ({
  rememberOrderNotice: async (_storage: unknown, uuid: string, notice: OrderNoticeVenue) => void notices.set(uuid, notice),
  orderNoticeOf: async (_storage: unknown, uuid: string) => notices.get(uuid) ?? null,
  forgetOrderNotice: async (_storage: unknown, uuid: string) => void notices.delete(uuid),
  endpointInUse: async (_storage: unknown, endpoint: string) => [...notices.values()].some((notice) => notice.endpoint === endpoint),
}));

/** A P-256 public key as the venue API answers it (65 bytes, base64url). */
const PUBLIC_KEY = sampleSubscription.keys.p256dh;
const VENUE = { name: "Bahar", icon: "/backend/en/menus/manifest/bahar/icons/apple-touch-icon-192x192.png" };

interface Browser {
  requestPermission: jest.Mock;
  subscribe: jest.Mock;
  unsubscribe: jest.Mock;
  /** The browser's current subscription, as getSubscription answers. */
  current: { value: unknown };
  subscription: unknown;
}

/** A browser with push: a ready service worker whose push manager subscribes with the sample subscription. */
function browserWithPush(permission: NotificationPermission = "granted"): Browser {
  const unsubscribe = jest.fn(async () => true);
  const subscription = { endpoint: sampleSubscription.endpoint, toJSON: () => sampleSubscription, unsubscribe };
  const current: { value: unknown } = { value: null };
  const subscribe = jest.fn(async () => {
    current.value = subscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current.value } };
  const requestPermission = jest.fn(async () => permission);
  Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, "Notification", { configurable: true, value: { permission: "default", requestPermission } });
  Object.defineProperty(window, "caches", { configurable: true, value: {} });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe, unsubscribe, current, subscription };
}

function renderPush({ everyChange = false } = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <OrderPush lang="en" uuid={UUID} venue={VENUE} everyChange={everyChange} />
    </NextIntlClientProvider>,
  );
}

const ask = () => screen.getByRole("button", { name: "Tell me when it's ready" });

beforeEach(() => {
  getOrderPushKey.mockResolvedValue({ public_key: PUBLIC_KEY });
  subscribeToOrderPush.mockResolvedValue({ subscribed: true });
  unsubscribeFromOrderPush.mockResolvedValue({ subscribed: false });
});

afterEach(() => {
  cleanup();
  jest.clearAllMocks();
  notices.clear();
  for (const name of ["PushManager", "Notification", "caches"]) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("Tell me when it's ready (issue 29)", () => {
  it("shows nothing where the browser has no push", () => {
    const { container } = renderPush();
    expect(container).toBeEmptyDOMElement();
  });

  it("asks nothing on load; a tap asks for permission, subscribes with the venue API's key and stores it with the order", async () => {
    const browser = browserWithPush();
    renderPush();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(getOrderPushKey).not.toHaveBeenCalled();

    fireEvent.click(ask());

    expect(await screen.findByText("We'll let you know when your order is ready, even with this page closed.")).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(getOrderPushKey).toHaveBeenCalledWith("en", UUID);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const key = (browser.subscribe.mock.calls[0] as [{ applicationServerKey: Uint8Array }])[0].applicationServerKey;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(subscribeToOrderPush).toHaveBeenCalledWith("en", UUID, sampleSubscription);
    expect(notices.get(UUID)).toEqual({ venue: "Bahar", icon: VENUE.icon, numbering: "latn", endpoint: sampleSubscription.endpoint });
    expect(screen.getByRole("button", { name: "Stop notifications" })).toBeEnabled();
  });

  it("where the venue pushes every step, says so once on", async () => {
    browserWithPush();
    renderPush({ everyChange: true });
    fireEvent.click(ask());
    expect(await screen.findByText("We'll let you know when your order's status changes, even with this page closed.")).toBeVisible();
  });

  it("leaves a quiet note when the guest declines, and subscribes nothing", async () => {
    const browser = browserWithPush("denied");
    renderPush();
    fireEvent.click(ask());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Notifications are blocked for this site in your browser."));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(getOrderPushKey).not.toHaveBeenCalled();
    expect(subscribeToOrderPush).not.toHaveBeenCalled();
    expect(ask()).toBeEnabled();
  });

  it("says nothing when the prompt is dismissed without an answer", async () => {
    browserWithPush("default");
    renderPush();
    fireEvent.click(ask());
    await waitFor(() => expect(ask()).toBeEnabled());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(subscribeToOrderPush).not.toHaveBeenCalled();
  });

  it("shows an order this browser follows as on, and turns it off: DELETE, then the browser's subscription ends", async () => {
    const browser = browserWithPush();
    browser.current.value = browser.subscription;
    notices.set(UUID, { venue: "Bahar", icon: VENUE.icon, numbering: "latn", endpoint: sampleSubscription.endpoint });
    renderPush();

    fireEvent.click(await screen.findByRole("button", { name: "Stop notifications" }));

    expect(await screen.findByRole("button", { name: "Tell me when it's ready" })).toBeEnabled();
    expect(unsubscribeFromOrderPush).toHaveBeenCalledWith("en", UUID, sampleSubscription.endpoint);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(notices.has(UUID)).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("keeps the browser's subscription while another order still uses it", async () => {
    const browser = browserWithPush();
    browser.current.value = browser.subscription;
    const notice = { venue: "Bahar", icon: VENUE.icon, numbering: "latn", endpoint: sampleSubscription.endpoint } as const;
    notices.set(UUID, notice);
    notices.set("another-order", notice);
    renderPush();

    fireEvent.click(await screen.findByRole("button", { name: "Stop notifications" }));

    await screen.findByRole("button", { name: "Tell me when it's ready" });
    expect(unsubscribeFromOrderPush).toHaveBeenCalledTimes(1);
    expect(browser.unsubscribe).not.toHaveBeenCalled();
  });

  it("offers nothing more once the venue API says the order has ended (409)", async () => {
    browserWithPush();
    subscribeToOrderPush.mockRejectedValue(new ApiError({ kind: "http", method: "PUT", url: "/push/", status: 409 }));
    const { container } = renderPush();
    fireEvent.click(ask());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("says the browser could not, not to try again, when it refuses to subscribe (a private window)", async () => {
    const browser = browserWithPush();
    browser.subscribe.mockRejectedValue(new DOMException("Registration failed - permission denied", "AbortError"));
    renderPush();
    fireEvent.click(ask());
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Your browser could not turn on notifications for this page. Private windows cannot receive them.",
      ),
    );
    expect(subscribeToOrderPush).not.toHaveBeenCalled();
    expect(notices.has(UUID)).toBe(false);
    expect(ask()).toBeEnabled();
  });

  it("says that it did not work when the venue API fails, and can be tried again", async () => {
    browserWithPush();
    getOrderPushKey.mockRejectedValue(new ApiError({ kind: "http", method: "GET", url: "/push/", status: 404 }));
    renderPush();
    fireEvent.click(ask());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Something went wrong. Please try again."));
    expect(ask()).toBeEnabled();
    expect(subscribeToOrderPush).not.toHaveBeenCalled();
  });
});
