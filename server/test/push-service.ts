// A push service double that speaks the Web Push protocol (RFC 8030) on 127.0.0.1, and a browser's
// side of a subscription (RFC 8291): the tests decrypt what the server sent with the subscription's
// private key, with node:crypto alone, so the encryption is checked rather than stubbed.
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PushPost } from "../services/push/sender";

/** Where the tests' subscriptions point: https, as the contract requires; the double is reached by `post`. */
export const PUSH_ORIGIN = "https://push.example.net";

/** One message as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceDouble {
  received: ReceivedPush[];
  /** The status this path answers with from now on (201 by default; 404 and 410 for a dropped subscription). */
  answer(path: string, status: number): void;
  /** What createWebPushSender posts through: real HTTP to this double, whatever the endpoint's host. */
  post: PushPost;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceDouble> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path) ?? 201;
      // RFC 8030 section 5: 201 Created with the message's address.
      if (status === 201) response.setHeader("Location", `${PUSH_ORIGIN}/message/${received.length}`);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    answer: (path, status) => void answers.set(path, status),
    post: async (url, { headers, body }) => {
      const response = await fetch(`${origin}${url.pathname}`, { method: "POST", headers, body: body ? new Uint8Array(body) : undefined });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its endpoint, and the key pair and secret it keeps to decrypt. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export function browserSubscription(path = `/push/${randomBytes(8).toString("hex")}`): BrowserSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${PUSH_ORIGIN}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    ecdh,
    authSecret,
  };
}

/** The subscription as the browser's PushSubscription.toJSON() gives it to the page. */
export const subscriptionJson = ({ endpoint, keys }: BrowserSubscription) => ({ endpoint, expirationTime: null, keys });

/** The endpoint's path: where the double received this subscription's messages. */
export const pathOf = (subscription: BrowserSubscription) => new URL(subscription.endpoint).pathname;

/**
 * Decrypts an aes128gcm message (RFC 8188 framing, RFC 8291 keys) as the browser does: ECDH with the
 * sender's key from the header, HKDF with the auth secret, then AES-128-GCM of the single record.
 */
export function decryptPush(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || record.length > recordSize) throw new Error("Not a single aes128gcm record with a P-256 key id.");
  const sharedSecret = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscription.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("Missing the last record's delimiter.");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks the VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, signed by
 * that key, for the push service's origin, not expired. Returns the JWT's claims and the key.
 */
export function verifyVapid(
  authorization: string | undefined,
  audience = PUSH_ORIGIN,
): { claims: Record<string, unknown>; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, token = "", publicKey = ""] = match;
  const [header = "", payload = "", signature = ""] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID JWT's signature does not verify with k.");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`VAPID aud ${String(claims.aud)} is not ${audience}.`);
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) throw new Error("VAPID JWT expired.");
  return { claims, publicKey };
}
