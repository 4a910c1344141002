import { z } from "zod";
import "@/lib/zod-config";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { languageCode } from "./language";
import { lineText, tooLong } from "./request-fields";

// Web push of an order's status (issue 29, beyond the specification): the calls the order screen makes
// to be told of changes with the page closed, and the message its service worker receives.

/** Browsers' push endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;
/** An uncompressed P-256 point (65 bytes) in base64url is 87 characters, 88 padded. */
const P256DH_MAX = 88;
/** The 16-byte authentication secret in base64url is 22 characters, 24 padded. */
const AUTH_MAX = 24;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** The bytes of a base64url text; none for anything else (zod runs every check, the regex's failure included). */
const base64urlBytes = (value: string): Uint8Array => {
  if (!BASE64URL.test(value)) return new Uint8Array();
  const bare = value.replace(/=+$/, "");
  try {
    // atob (browser and Node) reads base64; base64url differs in two letters.
    const binary = atob(bare.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (bare.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    // A length no base64 text has (one letter past a multiple of four).
    return new Uint8Array();
  }
};

const base64urlKey = (max: number, check: (bytes: Uint8Array) => boolean, message: string) =>
  z
    .string()
    .max(max, { message: tooLong(max) })
    .regex(BASE64URL, { message: "Expected base64url" })
    .refine((value) => check(base64urlBytes(value)), { message });

/**
 * The push service's address for one browser (PushSubscription.endpoint): https only, no user
 * name or password in it, at most PUSH_ENDPOINT_MAX characters.
 */
export const pushEndpoint = lineText(PUSH_ENDPOINT_MAX).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "" && url.hostname !== "";
  },
  { message: "Expected an https push service address" },
);

/** PUT /{lang}/api/order/{uuid}/push/: the browser's PushSubscription.toJSON(), as it comes. */
export const pushSubscriptionPayload = z.strictObject({
  endpoint: pushEndpoint,
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64urlKey(P256DH_MAX, (bytes) => bytes.length === 65 && bytes[0] === 4, "Expected an uncompressed P-256 public key"),
    auth: base64urlKey(AUTH_MAX, (bytes) => bytes.length === 16, "Expected a 16-byte authentication secret"),
  }),
});

/** DELETE /{lang}/api/order/{uuid}/push/: which of the order's subscriptions to forget. */
export const pushUnsubscribePayload = z.strictObject({ endpoint: pushEndpoint });

/** GET /{lang}/api/order/{uuid}/push/: the key the browser subscribes with (applicationServerKey). */
export const pushKeyAnswer = z.object({ public_key: z.string().min(1) });

/** Answer of PUT and DELETE: whether this browser is now subscribed to the order. */
export const pushSubscribedAnswer = z.object({ subscribed: z.boolean() });

/**
 * The message a push carries to the service worker: the order's status and language-neutral data; the
 * worker words it from its messages in `lang`, the language the guest subscribed in.
 */
export const orderPushMessage = z.object({
  type: z.literal("order-status"),
  order: z.string(),
  order_number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  updated: z.string(),
  /** True on the order's last message (fulfilled, canceled or rejected): the subscription is gone after it. */
  final: z.boolean(),
  lang: languageCode,
  /** The live order screen to open on a tap, relative to the venue's origin. */
  url: z.string().startsWith("/"),
});

export type PushSubscriptionPayload = z.output<typeof pushSubscriptionPayload>;
export type PushSubscriptionPayloadInput = z.input<typeof pushSubscriptionPayload>;
export type OrderPushMessage = z.output<typeof orderPushMessage>;
