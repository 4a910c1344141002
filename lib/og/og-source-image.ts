import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fetchPicture, MAX_BYTES, PUBLIC_ONLY, type FetchPolicy } from "./picture-fetch";
import { drawableSize } from "./picture-size";

/** The picture types the renderer draws (resvg): PNG, JPEG and SVG. Anything else gets the colour panel. */
const PNG = "image/png";
const JPEG = "image/jpeg";
const SVG = "image/svg+xml";

/** The picture's type from its first bytes, which are checked whatever its name or header says. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return PNG;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return JPEG;
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return SVG;
  return null;
}

/** A file of the app's public folder, for a root-relative address ("/demo/cover.svg"); null outside it. */
async function publicFile(pathname: string): Promise<Uint8Array | null> {
  const root = path.join(process.cwd(), "public");
  const file = path.normalize(path.join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return readFile(file).catch(() => null);
}

/**
 * The menu's picture as a data: URL the renderer draws without fetching, or null (then the card shows
 * the venue's colour). Root-relative addresses and addresses on the site's own origin are read from
 * public/; others are fetched over http(s) from public addresses only, with a timeout and a size
 * limit (picture-fetch.ts). `policy` is the tests' way to a picture server on this machine.
 */
export async function imageDataUrl(address: string | null, origin: string, policy: FetchPolicy = PUBLIC_ONLY): Promise<string | null> {
  if (!address) return null;
  try {
    const url = new URL(address.startsWith("//") ? `https:${address}` : address, `${origin}/`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const local = url.origin === new URL(origin).origin || address.startsWith("/");
    const bytes = local && !address.startsWith("//") ? await publicFile(url.pathname) : await fetchPicture(url, policy);
    if (!bytes || bytes.byteLength === 0 || bytes.byteLength > MAX_BYTES) return null;
    const type = sniffImageType(bytes);
    if (!type || !drawableSize(bytes, type)) return null;
    return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
  } catch {
    return null;
  }
}
