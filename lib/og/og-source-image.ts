import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The picture types the renderer draws (resvg): PNG, JPEG and SVG. Anything else gets the colour panel. */
const PNG = "image/png";
const JPEG = "image/jpeg";
const SVG = "image/svg+xml";
/** A picture larger than this is not worth the wait in a preview. */
const MAX_BYTES = 4 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 3000;

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

async function remoteFile(url: URL): Promise<Uint8Array | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  if (!response.ok) return null;
  if (Number(response.headers.get("content-length") ?? 0) > MAX_BYTES) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength > MAX_BYTES ? null : bytes;
}

/**
 * The menu's picture as a data: URL the renderer draws without fetching, or null (then the card shows
 * the venue's colour). Root-relative addresses and addresses on the site's own origin are read from
 * public/; others are fetched over http(s) with a timeout and a size limit.
 */
export async function imageDataUrl(address: string | null, origin: string): Promise<string | null> {
  if (!address) return null;
  try {
    const url = new URL(address.startsWith("//") ? `https:${address}` : address, `${origin}/`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const local = url.origin === new URL(origin).origin || address.startsWith("/");
    const bytes = local && !address.startsWith("//") ? await publicFile(url.pathname) : await remoteFile(url);
    if (!bytes || bytes.byteLength === 0 || bytes.byteLength > MAX_BYTES) return null;
    const type = sniffImageType(bytes);
    return type ? `data:${type};base64,${Buffer.from(bytes).toString("base64")}` : null;
  } catch {
    return null;
  }
}
