/**
 * The renderer decodes a PNG or JPEG to 4 bytes a pixel whatever size it is drawn at, and its
 * WebAssembly memory never shrinks: a 4 MB file of one colour can claim 20000x20000 pixels (1.6 GB).
 * 4096x4096 holds a 12-megapixel phone photo.
 */
export const MAX_PIXELS = 4096 * 4096;

export interface PictureSize {
  width: number;
  height: number;
}

/** A PNG's size, from its IHDR chunk, which comes first. */
function pngSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.byteLength < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (SOF0 to SOF15 but DHT, JPG and DAC), which carry the size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** A JPEG's size, from the first start-of-frame segment. */
function jpegSize(bytes: Uint8Array): PictureSize | null {
  let at = 2;
  while (at + 9 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const read16 = (offset: number) => ((bytes[at + offset] ?? 0) << 8) | (bytes[at + offset + 1] ?? 0);
    if (isStartOfFrame(marker)) return { width: read16(7), height: read16(5) };
    // Markers without a length: restart markers, start and end of image, TEM.
    at += (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01 ? 2 : 2 + read16(2);
  }
  return null;
}

/** Whether the renderer may decode the picture: vector (SVG), or a raster whose size is known and at most MAX_PIXELS. */
export function drawableSize(bytes: Uint8Array, type: string): boolean {
  if (type === "image/svg+xml") return true;
  const size = type === "image/png" ? pngSize(bytes) : type === "image/jpeg" ? jpegSize(bytes) : null;
  return size !== null && size.width > 0 && size.height > 0 && size.width * size.height <= MAX_PIXELS;
}
