/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { orderPushMessage, type OrderPushMessage } from "@/lib/api/schemas/push";
import { LANGUAGES } from "@/lib/domain/language";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { orderNotification, readOrderPushMessage, windowToFocus, type PushTextsByLanguage } from "./order-notice";

const MESSAGES = path.resolve(__dirname, "../../messages");

/** The table the worker's build embeds (serwist.config.mjs pushTexts). */
const TEXTS: PushTextsByLanguage = Object.fromEntries(
  readdirSync(MESSAGES).map((file) => [
    file.replace(/\.json$/, ""),
    JSON.parse(readFileSync(path.join(MESSAGES, file), "utf8")).PushNotice,
  ]),
);

const UUID = "5f0c8f6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f";
const message: OrderPushMessage = {
  type: "order-status",
  order: UUID,
  order_number: 12,
  status: "fulfilled",
  updated: "2026-11-29T06:30:00.000Z",
  final: true,
  lang: "en",
  url: `/en/order/${UUID}/`,
};
const venue = {
  venue: "Bahar",
  icon: "/backend/en/menus/manifest/bahar/icons/apple-touch-icon-192x192.png",
  numbering: "latn",
  endpoint: "https://push.example.net/a",
} as const;

describe("the push message the worker reads", () => {
  it("reads what the contract sends", () => {
    expect(readOrderPushMessage(orderPushMessage.parse(message))).toEqual(message);
    expect(readOrderPushMessage({ ...message, status: "preparing", final: false, lang: "zh-hans" })).toMatchObject({ lang: "zh-hans" });
  });

  it.each([
    ["nothing", null],
    ["another type", { ...message, type: "other" }],
    ["an unknown status", { ...message, status: "ready" }],
    ["an unknown language", { ...message, lang: "xx" }],
    ["a number that is not whole", { ...message, order_number: 1.5 }],
    ["another origin's address", { ...message, url: "//evil.example/" }],
    ["an absolute address", { ...message, url: "https://evil.example/" }],
  ])("refuses %s", (_name, value) => {
    expect(readOrderPushMessage(value)).toBeNull();
  });
});

describe("the notification of a status change (issue 29)", () => {
  it("has the venue's name and icon, the status in the guest's language and the order to open", () => {
    expect(orderNotification(message, TEXTS, venue)).toEqual({
      title: "Bahar",
      options: expect.objectContaining({
        body: "Order 000012 is ready.",
        icon: venue.icon,
        lang: "en",
        dir: "ltr",
        tag: `order-${UUID}`,
        renotify: true,
        timestamp: Date.parse(message.updated),
        data: { url: message.url },
      }),
    });
  });

  it("words it in the language subscribed in, right to left and in the screen's digits where it is", () => {
    const arabic = orderNotification({ ...message, status: "preparing", lang: "ar" }, TEXTS, { ...venue, numbering: "arab" });
    expect(arabic.options).toMatchObject({ body: "يجري تحضير الطلب ٠٠٠٠١٢.", lang: "ar", dir: "rtl" });
    expect(orderNotification({ ...message, lang: "zh-hans" }, TEXTS, venue).options).toMatchObject({
      body: "订单 000012 已准备好。",
      lang: "zh-Hans",
    });
    expect(orderNotification({ ...message, lang: "kp" }, TEXTS, venue).options.lang).toBe("ko");
  });

  it("without what the page kept: the generic title, no icon, Western digits", () => {
    const bare = orderNotification({ ...message, lang: "de", status: "canceled" }, TEXTS, null);
    expect(bare.title).toBe("Ihre Bestellung");
    expect(bare.options.body).toBe("Bestellung 000012 wurde storniert.");
    expect(bare.options).not.toHaveProperty("icon");
  });

  it("falls back to English for a language the build has no texts for", () => {
    expect(orderNotification({ ...message, lang: "fr" }, { en: TEXTS.en ?? {} } as PushTextsByLanguage, venue).options.body).toBe(
      "Order 000012 is ready.",
    );
  });

  it("has a title and every status, with the order's number, in every language", () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const words = TEXTS[language];
      expect(words?.title).toBeTruthy();
      for (const status of ORDER_STATUSES) expect(words?.[status]).toContain("{number}");
    }
  });
});

describe("the tab a tap focuses", () => {
  const origin = "https://bahar.example";
  const target = `/en/order/${UUID}/`;

  it("is one already on the order's screen, the focused one first", () => {
    const menu = { url: `${origin}/en/home/` };
    const first = { url: `${origin}${target}` };
    const focused = { url: `${origin}${target}?placed=1`, focused: true };
    expect(windowToFocus([menu, first, focused], target, origin)).toBe(focused);
    expect(windowToFocus([menu, first], target, origin)).toBe(first);
  });

  it("else one on the same order in another language", () => {
    const arabic = { url: `${origin}/ar/order/${UUID.toUpperCase()}/` };
    expect(windowToFocus([{ url: `${origin}/en/order/other/` }, arabic], target, origin)).toBe(arabic);
  });

  it("else none, so a new one opens; another origin's tab never counts", () => {
    expect(windowToFocus([{ url: `https://other.example${target}` }, { url: `${origin}/en/home/` }], target, origin)).toBeUndefined();
    expect(windowToFocus([], target, origin)).toBeUndefined();
  });
});
