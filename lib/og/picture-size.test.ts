import { drawableSize, MAX_PIXELS } from "./picture-size";

// Issue 25 item 6: a picture within 4 MB can still claim a size whose decoding takes gigabytes.

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write("IHDR", 12, "latin1");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** Start of image, a JFIF APP0 segment, fill bytes, then a start-of-frame (baseline 0xc0 or progressive 0xc2). */
function jpegHeader(width: number, height: number, frame = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0", "latin1"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frame, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, 0xff, ...sof]);
}

describe("drawableSize", () => {
  it("draws PNG and JPEG pictures up to 4096x4096 pixels, and SVG at any size", () => {
    expect(drawableSize(pngHeader(1, 1), "image/png")).toBe(true);
    expect(drawableSize(pngHeader(4096, 4096), "image/png")).toBe(true);
    expect(drawableSize(jpegHeader(4032, 3024), "image/jpeg")).toBe(true);
    expect(drawableSize(jpegHeader(600, 400, 0xc2), "image/jpeg")).toBe(true);
    expect(drawableSize(Buffer.from('<svg width="100000" height="100000"/>'), "image/svg+xml")).toBe(true);
  });

  it("refuses a PNG or JPEG that claims more pixels, however small its file", () => {
    expect(4097 * 4096).toBeGreaterThan(MAX_PIXELS);
    expect(drawableSize(pngHeader(20000, 20000), "image/png")).toBe(false);
    expect(drawableSize(pngHeader(4097, 4096), "image/png")).toBe(false);
    expect(drawableSize(pngHeader(0x80000000, 1), "image/png")).toBe(false);
    expect(drawableSize(jpegHeader(65535, 65535), "image/jpeg")).toBe(false);
  });

  it("refuses a picture whose size cannot be read", () => {
    expect(drawableSize(pngHeader(0, 10), "image/png")).toBe(false);
    expect(drawableSize(pngHeader(10, 10).subarray(0, 20), "image/png")).toBe(false);
    expect(drawableSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), "image/jpeg")).toBe(false);
    expect(drawableSize(Uint8Array.from([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]), "image/jpeg")).toBe(false);
    expect(drawableSize(pngHeader(1, 1), "image/gif")).toBe(false);
  });
});
