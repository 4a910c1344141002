// Writes nonce="..." into every <script and <link tag of an HTML stream, chunk by chunk, for the
// pages' Content-Security-Policy (server/http/security-headers.ts). Links too: under
// 'strict-dynamic' a <link rel="preload" as="script"> without the nonce is refused (Next preloads its
// chunks so); on other links the attribute does nothing.
//
// Every literal <script in the pages' HTML is Next's or React's own: React escapes "<" in text,
// attributes and its inline RSC payloads, venue HTML is sanitised (lib/venue/sanitise.ts) and JSON-LD
// escapes "<" (lib/venue/json-ld.ts). So the nonce does not stop markup injected into the server's
// HTML; the sanitiser does, and the policy still stops inline handlers, javascript: URLs, framing
// and scripts added through the DOM. Lower case only, as React writes tags: an upper-case <SCRIPT can
// only be injected, and is refused.

const TAGS = ["<script", "<link"].map((tag) => Buffer.from(tag));
const LONGEST = Math.max(...TAGS.map((tag) => tag.length));
const EMPTY = Buffer.alloc(0);
// What may follow a tag name: white space, "/" or ">".
const DELIMITERS = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, 0x3e]);
const LESS_THAN = 0x3c;

/** What Node's response.write accepts as a chunk. */
export type Chunk = string | Uint8Array;

/** A chunk as bytes, a string in the encoding given with it (UTF-8 when none). */
export function toBuffer(chunk: Chunk, encoding?: unknown): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (Buffer.isBuffer(chunk)) return chunk;
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * What the bytes at `at` (a "<") are: "tag" (a whole tag name and its delimiter), "undecided" (the
 * data ends before that is known) or "other".
 */
function classify(data: Buffer, at: number): { kind: "tag"; end: number } | { kind: "undecided" | "other" } {
  let undecided = false;
  for (const tag of TAGS) {
    const available = Math.min(tag.length, data.length - at);
    if (!data.subarray(at, at + available).equals(tag.subarray(0, available))) continue;
    if (available < tag.length || at + tag.length >= data.length) {
      undecided = true;
      continue;
    }
    if (DELIMITERS.has(data[at + tag.length] ?? 0)) return { kind: "tag", end: at + tag.length };
  }
  return { kind: undecided ? "undecided" : "other" };
}

/** One response's injector (createNonceInjector). */
export interface NonceInjector {
  push(chunk: Chunk, encoding?: unknown): Buffer;
  end(): Buffer;
}

/**
 * A stateful injector for one response: push() each chunk and write what it returns, then write
 * end(). A tag split across chunks is held back (at most seven bytes) until the next chunk decides it.
 */
export function createNonceInjector(nonce: string): NonceInjector {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error("A nonce is base64 text.");
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let carry = EMPTY;

  function scan(data: Buffer, final: boolean): Buffer {
    const parts: Buffer[] = [];
    let start = 0;
    let at = data.indexOf(LESS_THAN);
    while (at !== -1) {
      const found = classify(data, at);
      if (found.kind === "tag") {
        parts.push(data.subarray(start, found.end), attribute);
        start = found.end;
      } else if (found.kind === "undecided" && !final) {
        parts.push(data.subarray(start, at));
        carry = Buffer.from(data.subarray(at));
        return Buffer.concat(parts);
      }
      at = data.indexOf(LESS_THAN, at + 1);
    }
    parts.push(data.subarray(start));
    carry = EMPTY;
    return Buffer.concat(parts);
  }

  return {
    push(chunk, encoding) {
      const data = toBuffer(chunk, encoding);
      return scan(carry.length > 0 ? Buffer.concat([carry, data]) : data, false);
    },
    end() {
      const rest = carry;
      carry = EMPTY;
      return scan(rest, true);
    },
  };
}

/** Where a nonce attribute goes in a whole HTML text: the offset just after each <script and <link tag name. */
export function nonceInsertionPoints(html: Chunk): number[] {
  const data = toBuffer(html);
  const points: number[] = [];
  let at = data.indexOf(LESS_THAN);
  while (at !== -1) {
    const found = classify(data, at);
    if (found.kind === "tag") points.push(found.end);
    at = data.indexOf(LESS_THAN, at + 1);
  }
  return points;
}

/** The whole of an HTML text with the nonce in every <script and <link tag (tests and one-shot bodies). */
export function injectNonce(html: string, nonce: string): string {
  const injector = createNonceInjector(nonce);
  return Buffer.concat([injector.push(html), injector.end()]).toString("utf8");
}

/** At most this many bytes are held back between chunks. */
export const HELD_BACK_BYTES = LONGEST;
