import {
  orderNotification,
  readOrderPushMessage,
  windowToFocus,
  type OpenWindow,
  type OrderNotification,
  type PushTextsByLanguage,
} from "./order-notice";
import { forgetOrderNotice, orderNoticeOf } from "./order-notice-store";

/**
 * The service worker's push and notificationclick handlers (worker/sw.ts, issue 29), with what they
 * touch passed in, so they run in a test as in the worker.
 */

export interface PushWorker {
  readonly caches: CacheStorage;
  /** The order-status texts the worker's build embeds. */
  readonly texts: PushTextsByLanguage;
  readonly show: (title: string, options: OrderNotification["options"]) => Promise<void>;
}

/**
 * Shows the notification of a push's JSON, under what the page kept of the venue; the order's last
 * message drops what was kept. Anything but an order-status message shows nothing (false).
 */
export async function showOrderPush(data: unknown, worker: PushWorker): Promise<boolean> {
  const message = readOrderPushMessage(data);
  if (!message) return false;
  const venue = await orderNoticeOf(worker.caches, message.order);
  const { title, options } = orderNotification(message, worker.texts, venue);
  await worker.show(title, options);
  if (message.final) await forgetOrderNotice(worker.caches, message.order).catch(() => undefined);
  return true;
}

export interface FocusableWindow extends OpenWindow {
  focus(): Promise<unknown>;
}

export interface WorkerWindows<W extends FocusableWindow> {
  /** The origin's tabs, those the worker does not control included. */
  readonly list: () => Promise<readonly W[]>;
  readonly open: (url: string) => Promise<unknown>;
  readonly origin: string;
}

/** A tap on the notification: the tab already on the order is focused, else the order screen opens. */
export async function openOrderFromNotification<W extends FocusableWindow>(data: unknown, windows: WorkerWindows<W>): Promise<void> {
  const url = typeof data === "object" && data !== null ? Reflect.get(data, "url") : undefined;
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return;
  const open = windowToFocus(await windows.list(), url, windows.origin);
  if (open) await open.focus();
  else await windows.open(new URL(url, windows.origin).href);
}
