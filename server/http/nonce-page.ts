// A whole page kept by the front server (page-cache.ts), ready to be sent with a fresh nonce in a few
// microseconds: its text cut where the nonce goes, and each piece deflated once, with the text before
// it as the dictionary. A response is then the pieces with the nonce between them, as stored deflate
// blocks, plus the gzip header and trailer (RFC 1951, 1952): no compression per response, and about
// the size of the page gzipped whole (4 % more at level 6 on the demo's home).
//
// The dictionary holds a placeholder where each nonce will be. A back-reference into it would copy the
// response's nonce instead, so the placeholder is a byte no page holds (0x01): no match can touch it.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { nonceInsertionPoints } from "./nonce-injector";

const PLACEHOLDER_BYTE = 0x01;
const ATTRIBUTE_START = Buffer.from(' nonce="');
const ATTRIBUTE_END = Buffer.from('"');
// What generateNonce gives: 16 random bytes in base64.
const NONCE_LENGTH = 24;
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

/** A page cut where its nonces go: the pieces as text and deflated, and the text's length without nonces. */
export interface NoncePage {
  pieces: Buffer[];
  deflated: Buffer[];
  length: number;
}

/**
 * The page cut where nonces go, with each piece deflated; null when the page holds the placeholder
 * byte (it is then sent the ordinary way). Pieces end with ` nonce="` and start with `"`.
 */
export function prepareNoncePage(html: Buffer, { level = 6 }: { level?: number } = {}): NoncePage | null {
  if (html.includes(PLACEHOLDER_BYTE)) return null;
  const points = nonceInsertionPoints(html);
  const pieces: Buffer[] = [];
  let start = 0;
  for (const point of points) {
    pieces.push(
      Buffer.concat([start === 0 ? html.subarray(0, point) : Buffer.concat([ATTRIBUTE_END, html.subarray(start, point)]), ATTRIBUTE_START]),
    );
    start = point;
  }
  pieces.push(start === 0 ? html : Buffer.concat([ATTRIBUTE_END, html.subarray(start)]));

  const placeholder = Buffer.alloc(NONCE_LENGTH, PLACEHOLDER_BYTE);
  const deflated: Buffer[] = [];
  let window = Buffer.alloc(0);
  pieces.forEach((piece, index) => {
    const last = index === pieces.length - 1;
    // A sync flush ends every piece but the last on a byte boundary, with no final-block bit.
    const options = { level, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH };
    deflated.push(deflateRawSync(piece, window.length > 0 ? { ...options, dictionary: window } : options));
    window = Buffer.concat([window, piece, last ? Buffer.alloc(0) : placeholder]);
    if (window.length > WINDOW) window = window.subarray(window.length - WINDOW);
  });
  return { pieces, deflated, length: html.length + points.length * (ATTRIBUTE_START.length + ATTRIBUTE_END.length) };
}

function nonceBytes(nonce: string): Buffer {
  const bytes = Buffer.from(nonce, "latin1");
  if (bytes.length !== NONCE_LENGTH || !/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error("A nonce is 24 characters of base64.");
  return bytes;
}

/** The page with `nonce` in every slot, uncompressed. */
export function noncePageText(page: NoncePage, nonce: string): Buffer {
  const bytes = nonceBytes(nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(bytes);
    parts.push(piece);
  });
  return Buffer.concat(parts, page.length + (page.pieces.length - 1) * NONCE_LENGTH);
}

/** The page with `nonce` in every slot, as a gzip member. */
export function noncePageGzip(page: NoncePage, nonce: string): Buffer {
  const bytes = nonceBytes(nonce);
  // A stored block (BFINAL 0, BTYPE 00) holding the nonce: its length, then the length's complement.
  const stored = Buffer.alloc(5 + NONCE_LENGTH);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(NONCE_LENGTH, 1);
  stored.writeUInt16LE(~NONCE_LENGTH & 0xffff, 3);
  bytes.copy(stored, 5);

  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.deflated.forEach((deflated, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = crc32(bytes, crc);
    }
    parts.push(deflated);
    crc = crc32(page.pieces[index] ?? Buffer.alloc(0), crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + (page.pieces.length - 1) * NONCE_LENGTH) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
