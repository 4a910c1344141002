import { ORDER_STATUSES, type OrderStatus } from "@/lib/domain/order-status";
import { bcp47, isLanguage, textDirection } from "@/lib/domain/language";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { OrderPushMessage } from "@/lib/api/schemas/push";

/**
 * The notification of an order's status change (issue 29), as the service worker shows it: pure
 * functions of the push message, the texts of its language and what the page kept of the venue.
 */

/** One language's words: messages/*.json, PushNotice; `{number}` stands for the order's number (six digits). */
export type PushTexts = Readonly<Record<OrderStatus | "title", string>>;
/** By language code; the worker's build embeds them (serwist.config.mjs). */
export type PushTextsByLanguage = Readonly<Record<string, PushTexts>>;

/** What the order screen keeps for the worker when the guest subscribes (lib/push/order-notice-store.ts). */
export interface OrderNoticeVenue {
  /** The venue's name, the notification's title. */
  readonly venue: string;
  /** Same-origin path of the venue's icon. */
  readonly icon: string;
  /** The screen's digits (lib/domain/numbering.ts), for the order number. */
  readonly numbering: NumberingSystem;
  /** The subscription the order was stored with. */
  readonly endpoint: string;
}

export interface OrderNotification {
  readonly title: string;
  /** `renotify` and `timestamp` are read by browsers though TypeScript's DOM types dropped them. */
  readonly options: NotificationOptions & { renotify?: boolean; timestamp?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The message the venue API sends (lib/api/schemas/push.ts `orderPushMessage`), checked by hand so the
 * worker carries no schema library; null for anything else.
 */
export function readOrderPushMessage(data: unknown): OrderPushMessage | null {
  if (!isRecord(data) || data.type !== "order-status") return null;
  const { order, order_number, status, updated, final, lang, url } = data;
  if (typeof order !== "string" || typeof updated !== "string" || typeof final !== "boolean") return null;
  if (typeof order_number !== "number" || !Number.isInteger(order_number)) return null;
  if (!(ORDER_STATUSES as readonly unknown[]).includes(status) || !isLanguage(lang)) return null;
  // A path of this origin only: "//host" would leave it.
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return null;
  return { type: "order-status", order, order_number, status: status as OrderStatus, updated, final, lang, url };
}

/**
 * The notification for a message: the venue's name and icon when the page kept them, else the generic
 * title; the status in the guest's language (English when the build has no texts for it). One per order
 * (tag), each change replacing the last and alerting again.
 */
export function orderNotification(
  message: OrderPushMessage,
  texts: PushTextsByLanguage,
  venue: OrderNoticeVenue | null,
): OrderNotification {
  const words = texts[message.lang] ?? texts.en;
  // As the order screen writes it (its receipt's "#000012"), in the screen's digits.
  const number = digitsIn(paddedOrderId(message.order_number), venue?.numbering ?? "latn");
  const body = (words?.[message.status] ?? message.status).replace("{number}", number);
  return {
    title: venue?.venue || (words?.title ?? ""),
    options: {
      body,
      lang: bcp47(message.lang),
      dir: textDirection(message.lang),
      tag: `order-${message.order}`,
      renotify: true,
      timestamp: Date.parse(message.updated) || undefined,
      // No badge: Android draws it as a one-colour mask, which a coloured icon turns into a blot.
      ...(venue?.icon ? { icon: venue.icon } : {}),
      data: { url: message.url },
    },
  };
}

/** A tab (WindowClient) as the choice needs it. */
export interface OpenWindow {
  readonly url: string;
  readonly focused?: boolean;
}

const orderPath = (path: string) => /\/order\/([^/]+)\/?$/.exec(path)?.[1]?.toLowerCase() ?? null;

/**
 * The tab to focus for a tap on the notification of `target` (a path of `origin`): one already on
 * that page, else one on the same order's screen in another language; none means open a new one.
 */
export function windowToFocus<W extends OpenWindow>(windows: readonly W[], target: string, origin: string): W | undefined {
  const wanted = new URL(target, origin);
  const sameOrigin = windows.filter((window) => URL.canParse(window.url) && new URL(window.url).origin === wanted.origin);
  const exact = sameOrigin.filter((window) => new URL(window.url).pathname === wanted.pathname);
  const order = orderPath(wanted.pathname);
  const sameOrder = sameOrigin.filter((window) => order !== null && orderPath(new URL(window.url).pathname) === order);
  const pick = (list: readonly W[]) => list.find((window) => window.focused) ?? list[0];
  return pick(exact) ?? pick(sameOrder);
}
